import type { Provider } from "@web/rules/model/types";

/** How many amenities a compare card lists (the rest are on the provider page). */
export const COMPARE_CARD_AMENITIES = 6;

/**
 * What the compare bar and the compare modal show of a provider (spec 4): its name,
 * link, photo, rating, price, care types, key amenities and address. A full provider
 * (a by-ids answer, a search hit) is one; the compare selection keeps what it loads
 * by id slimmed with {@link compareItemOf}, not whole.
 */
export interface CompareProviderItem {
  id: string;
  name: string;
  path: string;
  photos: readonly { url?: string | null; caption?: string | null }[];
  averageRating: number | null;
  reviewCount: number;
  startPriceInCents: number | null;
  rollupType: Provider["rollupType"];
  tags: readonly string[];
  amenities: readonly { amenityType?: { name?: string | null } | null }[];
  address: { formattedAddress?: string | null } | null;
  /** issue 27.6: the month the provider reported its prices (absent in older selections). */
  pricesReportedOn?: Provider["pricesReportedOn"];
  /** The day of the newest review the rating counts. */
  reviewsAsOf?: Provider["reviewsAsOf"];
  /** CMS's overall rating with its source and month (nursing homes). */
  cmsRating?: Provider["cmsRating"];
}

/** The provider's amenity names, de-duplicated, in the directory's order. */
export function keyAmenities(provider: Pick<CompareProviderItem, "amenities">): string[] {
  const names: string[] = [];
  for (const amenity of provider.amenities ?? []) {
    const name = amenity.amenityType?.name?.trim();
    if (name && !names.includes(name)) names.push(name);
    if (names.length >= COMPARE_CARD_AMENITIES) break;
  }
  return names;
}

/** Just the fields the compare views read: the first usable photo, the key amenities. */
export function compareItemOf(provider: CompareProviderItem): CompareProviderItem {
  const photo = (provider.photos ?? []).find((p) => typeof p.url === "string" && p.url.trim());
  return {
    id: provider.id,
    name: provider.name,
    path: provider.path,
    photos: photo ? [{ url: photo.url, caption: photo.caption ?? null }] : [],
    averageRating: provider.averageRating,
    reviewCount: provider.reviewCount,
    startPriceInCents: provider.startPriceInCents,
    rollupType: provider.rollupType,
    tags: provider.tags ?? [],
    amenities: keyAmenities(provider).map((name) => ({ amenityType: { name } })),
    address: { formattedAddress: provider.address?.formattedAddress ?? null },
    pricesReportedOn: provider.pricesReportedOn ?? null,
    reviewsAsOf: provider.reviewsAsOf ?? null,
    cmsRating: provider.cmsRating ?? null,
  };
}
