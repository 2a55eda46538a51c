/**
 * The provider page's amenities section (spec 2.3 "What {provider name} Offers"):
 * the provider's amenities grouped by category (spec 3 Amenity: amenityCategory
 * {name, id}), with the legacy flags (spec 3: pets, internet, wheelchair,
 * transportation) included when the amenity itself is not listed.
 */

/** spec 9: the amenity ids the legacy flags stand for, with their names. */
export const LEGACY_AMENITIES = [
  { flag: "wheelchair", amenityId: 2, name: "Wheelchair Assistance" },
  { flag: "pets", amenityId: 98, name: "Pets Allowed" },
  { flag: "internet", amenityId: 105, name: "Internet-Enabled Rooms" },
  { flag: "transportation", amenityId: 122, name: "Resident Transportation" },
] as const;

export type LegacyAmenityFlag = (typeof LEGACY_AMENITIES)[number]["flag"];

/** The category that holds legacy flags whose amenity the provider does not list. */
export const LEGACY_FLAGS_CATEGORY = "Other Amenities";

export interface GroupableAmenity {
  id: number;
  amenityType: { name: string; id: number };
  amenityCategory: { name: string; id: number };
}

export interface AmenityGroup {
  /** The category id, or 0 for the legacy flags' own group. */
  id: number;
  name: string;
  /** Amenity names in the provider's order, each once. */
  amenities: string[];
}

/**
 * Groups in category order (by id), names in each group in the provider's order.
 * A legacy flag adds its amenity to the "Other Amenities" group when the provider
 * does not list that amenity already (so no name shows twice).
 */
export function amenityGroups(
  amenities: readonly GroupableAmenity[] | null | undefined,
  legacy: Partial<Record<LegacyAmenityFlag, boolean | null>> | null | undefined,
): AmenityGroup[] {
  const groups = new Map<number, AmenityGroup>();
  const listed = new Set<number>();
  for (const amenity of amenities ?? []) {
    const name = amenity.amenityType?.name?.trim();
    const category = amenity.amenityCategory;
    if (!name || !category?.name || listed.has(amenity.id)) continue;
    listed.add(amenity.id);
    const group = groups.get(category.id) ?? {
      id: category.id,
      name: category.name,
      amenities: [],
    };
    group.amenities.push(name);
    groups.set(category.id, group);
  }
  const extra = LEGACY_AMENITIES.filter(
    (item) => legacy?.[item.flag] === true && !listed.has(item.amenityId),
  ).map((item) => item.name);
  const sorted = [...groups.values()].sort((a, b) => a.id - b.id);
  if (extra.length === 0) return sorted;
  const other = sorted.find((group) => group.name === LEGACY_FLAGS_CATEGORY);
  if (other) {
    other.amenities.push(...extra.filter((name) => !other.amenities.includes(name)));
    return sorted;
  }
  return [...sorted, { id: 0, name: LEGACY_FLAGS_CATEGORY, amenities: extra }];
}
