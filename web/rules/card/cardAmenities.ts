/**
 * The card's amenity icons (spec 2.3 "amenity icons"; spec 9: the amenity category
 * icon map covers ids 1 to 34 with a default generic icon): one icon per distinct
 * amenity category of the provider, at most a handful, the rest as "+N more".
 */

/** How many category icons a card shows before "+N more". */
export const CARD_AMENITY_ICON_LIMIT = 6;

export interface AmenityCategoryRef {
  id: number;
  name: string;
}

export interface CardAmenities {
  shown: AmenityCategoryRef[];
  /** Categories left out ("+N more"); 0 when all are shown. */
  moreCount: number;
}

/** The fields of an amenity the icons read (spec 3: amenityCategory {name, id}). */
export interface CategorisedAmenity {
  amenityCategory?: { id?: number | null; name?: string | null } | null;
}

/**
 * Distinct categories of the provider's amenities, in catalogue order (by id), so
 * cards line up their icons the same way; unnamed or id-less categories are skipped.
 */
export function cardAmenities(
  amenities: readonly CategorisedAmenity[] | null | undefined,
  limit: number = CARD_AMENITY_ICON_LIMIT,
): CardAmenities {
  const byId = new Map<number, AmenityCategoryRef>();
  for (const amenity of amenities ?? []) {
    const id = amenity.amenityCategory?.id;
    const name = amenity.amenityCategory?.name?.trim();
    if (typeof id !== "number" || !Number.isInteger(id) || !name || byId.has(id)) continue;
    byId.set(id, { id, name });
  }
  const all = [...byId.values()].sort((a, b) => a.id - b.id);
  const max = Math.max(0, Math.trunc(limit));
  return { shown: all.slice(0, max), moreCount: Math.max(0, all.length - max) };
}
