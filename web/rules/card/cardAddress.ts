/**
 * The address line of a provider card (spec 5 "Display"): on the main site (a brand
 * with `features.homeCareCityOnlyAddress`), Home Care and Home Health Agencies
 * providers without enhanced status show the name with city and state code and omit
 * the street address, unless another listed care type applies. Everyone else (and
 * every provider on the other brands) shows the formatted address.
 */
import { SITES, type SiteId } from "@web/rules/sites";
import { isEnhancedProvider, type EnhancementFields } from "./isEnhancedProvider";

/** spec 5: the care types whose non-enhanced providers hide their street address. */
export const ADDRESS_HIDDEN_CARE_TYPES: readonly string[] = [
  "in-home-care",
  "home-health-agencies",
];

export interface CardAddressFields extends EnhancementFields {
  name: string;
  careType?: string | null;
  careTypes?: readonly string[] | null;
  address: {
    formattedAddress?: string | null;
    street?: string | null;
    city?: { name?: string | null } | null;
    state?: { code?: string | null } | null;
    zipCode?: string | null;
  };
}

export type CardAddress =
  /** The full formatted address. */
  | { kind: "address"; text: string }
  /** City and state code only; `label` is the name with them ("Sunrise Home Care, Austin, TX"). */
  | { kind: "cityState"; text: string; label: string };

/** The care types a provider lists (its main one and every other), lower-cased. */
function listedCareTypes(provider: CardAddressFields): string[] {
  const all = [provider.careType, ...(provider.careTypes ?? [])]
    .filter((c): c is string => typeof c === "string" && c.trim() !== "")
    .map((c) => c.trim().toLowerCase());
  return [...new Set(all)];
}

/**
 * spec 5: true when the card omits the street address: main site, a Home Care or
 * Home Health Agencies provider, not enhanced, and no other listed care type applies.
 */
export function hidesStreetAddress(provider: CardAddressFields, siteId: SiteId): boolean {
  if (!SITES[siteId].features.homeCareCityOnlyAddress) return false;
  const careTypes = listedCareTypes(provider);
  if (careTypes.length === 0) return false;
  const homeBasedOnly = careTypes.every((c) => ADDRESS_HIDDEN_CARE_TYPES.includes(c));
  return homeBasedOnly && !isEnhancedProvider(provider);
}

/** "Austin, TX" (either part may be missing): also a lead's care location. */
export function cityStateOf(address: CardAddressFields["address"]): string {
  const city = address.city?.name?.trim();
  const state = address.state?.code?.trim().toUpperCase();
  return [city, state].filter(Boolean).join(", ");
}

/** The formatted address, or one composed from its parts when it is missing. */
function formattedAddressText(provider: CardAddressFields): string {
  const formatted = provider.address.formattedAddress?.trim();
  if (formatted) return formatted;
  const stateZip = [provider.address.state?.code?.trim(), provider.address.zipCode?.trim()]
    .filter(Boolean)
    .join(" ");
  return [provider.address.street?.trim(), provider.address.city?.name?.trim(), stateZip]
    .filter(Boolean)
    .join(", ");
}

/** spec 5: the card's address line for a provider on a site. */
export function cardAddress(provider: CardAddressFields, siteId: SiteId): CardAddress {
  if (hidesStreetAddress(provider, siteId)) {
    const text = cityStateOf(provider.address);
    return {
      kind: "cityState",
      text,
      label: [provider.name.trim(), text].filter(Boolean).join(", "),
    };
  }
  return { kind: "address", text: formattedAddressText(provider) };
}
