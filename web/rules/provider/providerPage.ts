/**
 * Rules of the provider page (spec 2.3 "Provider page", spec 4, spec 5 "Display")
 * that the route and the provider blocks share.
 */
import { htmlToParagraphs } from "../htmlText";

/**
 * The provider page answers the real 404 for a suppressed provider. Only the
 * explicit isSuppressed flag hides the page: without it, spec 4 derives suppression
 * from the service contracts, and that derived value only decides whether a listing
 * counts as enhanced (most providers have no contract and are plain listings, still
 * linked from every search result).
 */
export function isProviderPageHidden(provider: { isSuppressed?: boolean | null }): boolean {
  return provider.isSuppressed === true;
}

/**
 * spec 5: non-enhanced providers show the intro cut to the first non-empty
 * paragraph; enhanced providers show their whole description. Returns the
 * paragraphs to show as plain text (an empty list when there is nothing to read).
 */
export function providerIntroParagraphs(
  description: string | null | undefined,
  enhanced: boolean,
): string[] {
  const paragraphs = htmlToParagraphs(description);
  return enhanced ? paragraphs : paragraphs.slice(0, 1);
}

/** The token an editor writes in a provider block's heading for the provider's name. */
export const PROVIDER_NAME_TOKEN = "{name}";

/**
 * A provider block's heading from the template's text, with {name} replaced by the
 * provider's name ("What {name} Offers" -> "What Oak Meadow Offers"); the default
 * when the editor left it empty.
 */
export function providerHeading(
  template: string | null | undefined,
  fallback: string,
  name: string,
): string {
  const text = template?.trim() ? template.trim() : fallback;
  return text.split(PROVIDER_NAME_TOKEN).join(name);
}

/** spec 2.3: the amenities section's heading. */
export const OFFERS_HEADING = "What {name} Offers";
/** spec 2.3: the costs section's heading by default. */
export const COSTS_HEADING = "Costs of {name}";
/** spec 2.3: the costs section's button, opening the inquiry form. */
export const WHAT_CAN_I_AFFORD_LABEL = "What can I afford?";
/** spec 8: the costs modal with no prices. */
export const PRICING_UNAVAILABLE_MESSAGE = "Pricing unavailable from this provider";
/** spec 2.3: the action that opens the review modal. */
export const WRITE_A_REVIEW_LABEL = "Write a review";

/** spec 2.2: the hash ids of the provider page's sections. */
export const PROVIDER_PAGE_HASHES = {
  reviews: "all_reviews_section",
  newReview: "newreview",
  costs: (providerId: string) => `provider-costs-${providerId}`,
  comparison: (providerId: string) => `provider-comparison-${providerId}`,
} as const;

/** spec 2.2: the query keys of the gallery on the listing page. */
export const GALLERY_QUERY_KEYS = { photoIndex: "photo-index", streetView: "street-view" } as const;

/**
 * spec 2.2: the gallery's photo from the query string's photo-index (0-based): a
 * whole number within the photos, else the first photo.
 */
export function photoIndexFrom(value: string | null | undefined, photoCount: number): number {
  if (typeof value !== "string" || !/^\d{1,4}$/.test(value.trim())) return 0;
  const index = Number(value.trim());
  return index < photoCount ? index : 0;
}

/** spec 3 / 9: the Home Care Pulse recognitions shown are those of this year. */
export const HOME_CARE_PULSE_AWARD_YEAR = 2025;

/** spec 3: the provider's Home Care Pulse awards of 2025 (none for another year). */
export function homeCarePulseAwards(
  homeCarePulse: { year: number; awards: readonly string[] } | null | undefined,
): string[] {
  if (!homeCarePulse || homeCarePulse.year !== HOME_CARE_PULSE_AWARD_YEAR) return [];
  return [...new Set(homeCarePulse.awards)];
}
