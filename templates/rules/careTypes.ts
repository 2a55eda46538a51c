/**
 * Care types by URL slug (spec 2.1) with the names used in copy (spec 1).
 * senior-living is the "all care types" option of the search.
 */
export const CARE_TYPE_NAMES = {
  "senior-living": "Senior Living",
  "assisted-living": "Assisted Living",
  "memory-care-facilities": "Memory Care",
  "independent-living": "Independent Living",
  "nursing-homes": "Nursing Homes",
  "in-home-care": "In-Home Care",
  "home-health-agencies": "Home Health Agencies",
  "55-plus-communities": "55+ Communities",
  "adult-day-care": "Adult Day Care",
  "continuing-care-retirement-communities": "Continuing Care Retirement Communities",
  "geriatric-care-managers": "Geriatric Care Managers",
  hospices: "Hospices",
} as const;

export type CareTypeSlug = keyof typeof CARE_TYPE_NAMES;

/** spec 2.1: the care types that have /{state}/{city} geo pages, hence geo copy. */
export const GEO_CARE_TYPES = [
  "assisted-living",
  "memory-care-facilities",
  "independent-living",
  "nursing-homes",
  "in-home-care",
  "home-health-agencies",
] as const satisfies readonly CareTypeSlug[];

export type GeoCareType = (typeof GEO_CARE_TYPES)[number];

export function isCareTypeSlug(value: string): value is CareTypeSlug {
  return Object.prototype.hasOwnProperty.call(CARE_TYPE_NAMES, value);
}

/** "memory-care-facilities" -> "Memory Care"; null for an unknown slug. */
export function careTypeName(slug: string): string | null {
  const key = slug.trim().toLowerCase();
  return isCareTypeSlug(key) ? CARE_TYPE_NAMES[key] : null;
}
