/**
 * The provider card's buttons (spec 2.3: Request Info and Learn More; Learn More
 * reads 'Get Information' on one brand and 'Get Pricing' on the other) and where
 * they lead.
 */
import type { SiteId } from "../site/sites";

const REQUEST_INFO_LABEL = "Request Info";

/** spec 2.3: the Learn More button's label per brand (main: 'Get Information'). */
const LEARN_MORE_LABELS: Readonly<Record<SiteId, "Get Information" | "Get Pricing">> = {
  main: "Get Information",
  alt: "Get Pricing",
};

export interface CardLabels {
  requestInfo: typeof REQUEST_INFO_LABEL;
  learnMore: "Get Information" | "Get Pricing";
}

export function cardLabels(siteId: SiteId): CardLabels {
  return { requestInfo: REQUEST_INFO_LABEL, learnMore: LEARN_MORE_LABELS[siteId] };
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
   * Request Info: the provider page at its costs section, where the request-costs
   * inquiry form is (spec 2.2: a hash starting with provider-costs- scrolls there).
   * A plain link, so it works without JavaScript and opens in a new tab on demand.
   */
  requestInfo: string;
}

export function cardLinks(provider: CardLinkFields): CardLinks {
  const path = provider.path.split("#")[0] ?? provider.path;
  return { provider: path, requestInfo: `${path}#provider-costs-${provider.id}` };
}
