/**
 * spec 9: the amenity quick filters, their labels, which ones a care type offers, and
 * the amenity filter group (spec 3 search parameter) each one writes to.
 */
import { AMENITY_CATEGORIES, AMENITY_TYPES, QUICK_FILTER_AMENITY_IDS } from "@web/rules/catalogue";
import { ALL_CARE_TYPES, findCareType } from "../careTypes";
import {
  AMENITY_QUICK_FILTERS,
  type AmenityFilterName,
  type AmenityQuickFilter,
} from "./searchOptions";

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

/**
 * The quick filters shown for a care type (spec 9, from the care-type catalogue). "All
 * senior living" (or no care type) offers every quick filter; a care type the spec does
 * not list offers none.
 */
export function quickFiltersFor(
  careType: string | null | undefined,
): readonly AmenityQuickFilter[] {
  if (!careType || careType === ALL_CARE_TYPES) return AMENITY_QUICK_FILTERS;
  return findCareType(careType)?.quickFilters ?? [];
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
