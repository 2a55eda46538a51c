/**
 * The places and care types the search benchmarks ask for (searchPage.bench.ts and
 * scale.bench.ts): big and small cities across the country, every geo care type family.
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

export const CARE_TYPES = [
  "senior-living",
  "assisted-living",
  "memory-care-facilities",
  "independent-living",
  "nursing-homes",
  "in-home-care",
] as const;
