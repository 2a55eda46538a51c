/**
 * The search's public-record filters and sort (issue 27.5, docs/trust.md "In search"):
 * "No serious citations in 3 years", "Medicare rating 4+" and the "Medicare rating" sort.
 * They read Medicare's record (CMS's overall star rating, the health-inspection citations'
 * scope and severity), so they are offered only where Medicare rates the providers: the
 * care types marked `medicareRated` in the catalogue (nursing homes). A family searching
 * in-home care never sees a "Medicare rating" filter; a URL that carries one for such a
 * search is read as if it did not (nothing the page shows could clear it).
 * Pure: the store applies them (web/directory/queries/search.ts).
 */
import { findCareType } from "../careTypes";
import { severityLevelInfo } from "../inspections/severity";
import type { SortOption } from "./searchOptions";

/** The yes-or-no record filters, as the search's URL names them. */
export const RECORD_FILTER_NAMES = ["noSeriousCitations", "medicareRating4Plus"] as const;
export type RecordFilterName = (typeof RECORD_FILTER_NAMES)[number];

/** The sort by CMS's overall rating, highest first, providers without one last. */
export const MEDICARE_RATING_SORT = "medicare-rating" satisfies SortOption;

/** The filters' labels (the filter panel, its facet counts after them). */
export const RECORD_FILTER_LABELS: Readonly<Record<RecordFilterName, string>> = {
  noSeriousCitations: "No serious citations in 3 years",
  medicareRating4Plus: "Medicare rating 4+",
};

/** The lowest CMS overall rating "Medicare rating 4+" keeps. */
export const MEDICARE_TOP_RATING = 4;

/** How far back "No serious citations" looks, in years. */
export const SERIOUS_CITATION_YEARS = 3;

/** The letters "serious" starts at (actual harm, G; web/rules/inspections/severity.ts). */
export const SERIOUS_FROM_CODE = severityLevelInfo("actual-harm").codes[0]!;

/** Whether a search of this care type offers the record filters and sort (nursing homes). */
export function offersRecordFilters(careType: string | null | undefined): boolean {
  return findCareType(careType)?.medicareRated === true;
}

/**
 * The first survey date (YYYY-MM-DD) "in the last 3 years" counts from: the same day
 * three years before `now` (UTC). A serious citation surveyed on or after it excludes a
 * provider from "No serious citations in 3 years" and counts in the geo copy's
 * `seriousCitationProviderCount`.
 */
export function seriousCitationsSince(now: Date): string {
  const since = new Date(now.getTime());
  since.setUTCFullYear(since.getUTCFullYear() - SERIOUS_CITATION_YEARS);
  // From 29 February, three years back is 28 February (not 1 March): a day early, never late.
  if (since.getUTCMonth() !== now.getUTCMonth()) since.setUTCDate(0);
  return since.toISOString().slice(0, 10);
}
