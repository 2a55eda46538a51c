/**
 * spec 2.1: the care types a visitor searches by (senior-living = all). Plain
 * data, shared by the schemas (option lists) and the search forms.
 */
export const SEARCH_CARE_TYPES = [
  { title: "All senior living", value: "senior-living" },
  { title: "Assisted living", value: "assisted-living" },
  { title: "Memory care", value: "memory-care-facilities" },
  { title: "Independent living", value: "independent-living" },
  { title: "Nursing homes", value: "nursing-homes" },
  { title: "In-home care", value: "in-home-care" },
] as const;
