/**
 * The provider card's two buttons (spec 2.3): one inquiry button, whose label the
 * brands read differently ('Get Pricing' on the main site, 'Get Information' on the
 * alternate; site settings hold it, the brand's definition has the default), and
 * Learn More, which leads to the provider page.
 */
import { SITES, type SiteId } from "@web/rules/sites";
import { PROVIDER_PAGE_HASHES } from "@web/rules/provider/providerPage";

export const LEARN_MORE_LABEL = "Learn More";

/** The inquiry button's label: the site's setting, else the brand's default (web/rules/sites.ts). */
export function providerInquiryLabel(siteId: SiteId, configured?: string | null): string {
  return configured?.trim() || SITES[siteId].providerInquiryLabel;
}

/** The fields of a provider the card links read. */
export interface CardLinkFields {
  id: string;
  path: string;
}

export interface CardLinks {
  /** The provider page (title and Learn More). */
  provider: string;
  /**
   * The provider page at its costs section (spec 2.2: a hash starting with
   * provider-costs- scrolls there), or at its comparison anchor when it has no prices:
   * where the inquiry button leads before JavaScript runs; with it, the button opens
   * the inquiry form in a modal.
   */
  costs: string;
}

/** `priced`: whether a service has a starting price (hasStartingPrice): else no costs section. */
export function cardLinks(provider: CardLinkFields, priced = true): CardLinks {
  const path = provider.path.split("#")[0] ?? provider.path;
  const hash = priced
    ? PROVIDER_PAGE_HASHES.costs(provider.id)
    : PROVIDER_PAGE_HASHES.comparison(provider.id);
  return { provider: path, costs: `${path}#${hash}` };
}
