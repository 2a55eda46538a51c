/**
 * The provider an inquiry form asks about, as the form needs it: id, name, page path and
 * the "City, ST" that becomes the lead's care location (web/client/attribution.ts).
 */
import { cityStateOf, type CardAddressFields } from "@web/rules/card/cardAddress";

export interface InquiryProvider {
  id: string;
  name: string;
  path: string;
  /** "Austin, TX"; absent where the provider's address is unknown. */
  location?: string | null;
}

export function inquiryProviderOf(
  provider: {
    id: string;
    name: string;
    path: string;
    address?: CardAddressFields["address"] | null;
  },
  path: string = provider.path,
): InquiryProvider {
  const location = provider.address ? cityStateOf(provider.address) : "";
  return { id: provider.id, name: provider.name, path, location: location || null };
}
