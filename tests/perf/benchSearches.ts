import { SEARCH_CARE_TYPES } from "@web/rules/careTypes";

/**
 * The places and care types the search benchmarks ask for (searchPage.bench.ts and
 * scale.bench.ts): big and small cities across the country, every care type of the
 * search page's select.
 */
export const PLACES = [
  "Austin, TX",
  "Seattle, WA",
  "Miami, FL",
  "Denver, CO",
  "Boise, ID",
  "Tucson, AZ",
  "Burlington, VT",
  "Cincinnati, OH",
] as const;

/** The search page's care-type choices ("all" first). */
export const CARE_TYPES = SEARCH_CARE_TYPES.map((choice) => choice.value);
