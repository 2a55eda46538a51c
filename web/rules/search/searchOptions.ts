/**
 * The search's vocabularies (spec 3 and 9): sort options, amenity filter names, quick
 * filters and the "providers with" options. The API reads requests against them, the
 * store queries by them and the search page offers them.
 */

/**
 * spec 9: sort options of the search results, and issue 27.5's "medicare-rating" (CMS's
 * overall rating; offered for nursing homes only: ./recordFilters.ts).
 */
export const SORT_OPTIONS = [
  "best-activities",
  "best-meals-dining",
  "best-rated",
  "best-staff",
  "distance",
  "medicare-rating",
  "most-reviews",
  "recommended",
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const DEFAULT_SORT: SortOption = "recommended";

/** spec 9: amenity quick filters. */
export const AMENITY_QUICK_FILTERS = [
  "golf",
  "meals-provided",
  "pets-allowed",
  "physical-therapy",
  "pool-or-hot-tub",
  "veterans-benefits",
  "spanish-speaking",
  "short-term-care",
] as const;
export type AmenityQuickFilter = (typeof AMENITY_QUICK_FILTERS)[number];

/** spec 3 and 9: the amenity filters of the search page (values are amenity type ids). */
export const AMENITY_FILTER_NAMES = [
  "accessibility",
  "dining",
  "healthServices",
  "languages",
  "lifestyle",
  "otherAmenities",
  "personalCare",
  "roomAmenities",
  "roomType",
  "staffQualifications",
] as const;
export type AmenityFilterName = (typeof AMENITY_FILTER_NAMES)[number];

/** spec 3 "providersWith": what a provider must have. */
export const PROVIDERS_WITH_OPTIONS = ["pricing", "reviews", "photos", "promotions"] as const;
export type ProvidersWithOption = (typeof PROVIDERS_WITH_OPTIONS)[number];
