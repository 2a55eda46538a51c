/**
 * spec 9: the amenity quick filters offered per care type, and the amenity
 * filter group (spec 3 search parameter) each one writes to.
 */
import {
  AMENITY_CATEGORIES,
  AMENITY_TYPES,
  QUICK_FILTER_AMENITY_IDS,
} from "@web/directory/catalogue";
import {
  AMENITY_QUICK_FILTERS,
  type AmenityFilterName,
  type AmenityQuickFilter,
} from "@web/directory/types";

export const QUICK_FILTER_LABELS: Record<AmenityQuickFilter, string> = {
  golf: "Golf",
  "meals-provided": "Meals provided",
  "pets-allowed": "Pets allowed",
  "physical-therapy": "Physical therapy",
  "pool-or-hot-tub": "Pool or hot tub",
  "veterans-benefits": "Veterans benefits",
  "spanish-speaking": "Spanish speaking",
  "short-term-care": "Respite / short-term care",
};

/** spec 9 "Filters supported per care type" (respite = short-term care). */
const QUICK_FILTERS_BY_CARE_TYPE: Record<string, readonly AmenityQuickFilter[]> = {
  "assisted-living": [
    "pets-allowed",
    "physical-therapy",
    "pool-or-hot-tub",
    "veterans-benefits",
    "spanish-speaking",
    "short-term-care",
  ],
  "independent-living": [
    "golf",
    "meals-provided",
    "pets-allowed",
    "pool-or-hot-tub",
    "spanish-speaking",
  ],
  "memory-care-facilities": [
    "physical-therapy",
    "veterans-benefits",
    "spanish-speaking",
    "short-term-care",
  ],
  "nursing-homes": ["physical-therapy", "veterans-benefits", "spanish-speaking", "short-term-care"],
  "in-home-care": ["spanish-speaking"],
};

/**
 * The quick filters shown for a care type. "All senior living" (or no care
 * type) offers every quick filter; a care type the spec does not list offers none.
 */
export function quickFiltersFor(
  careType: string | null | undefined,
): readonly AmenityQuickFilter[] {
  if (!careType || careType === "senior-living") return AMENITY_QUICK_FILTERS;
  return QUICK_FILTERS_BY_CARE_TYPE[careType] ?? [];
}

export interface QuickFilterTarget {
  filter: AmenityFilterName;
  amenityId: number;
}

/** Which search parameter and amenity id a quick filter toggles. */
export function quickFilterTarget(quickFilter: AmenityQuickFilter): QuickFilterTarget {
  const amenityId = QUICK_FILTER_AMENITY_IDS[quickFilter];
  const categoryId = AMENITY_TYPES.get(amenityId)?.category.id;
  const filter = AMENITY_CATEGORIES.find((category) => category.id === categoryId)?.filter;
  if (!filter) throw new Error(`quick filter ${quickFilter} has no amenity filter group`);
  return { filter, amenityId };
}
