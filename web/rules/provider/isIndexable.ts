/**
 * Indexability of a provider page (spec 4 "Indexability").
 */
import { contractOf, type ContractedService } from "../card/isEnhancedProvider";

/** spec 4: a description counts when it has 200 or more words. */
export const INDEXABLE_DESCRIPTION_WORDS = 200;
/** spec 4: amenities count when there are more than 5 distinct ones. */
export const INDEXABLE_DISTINCT_AMENITIES = 5;

export interface IndexabilityFields {
  isIndexed?: boolean | null;
  reviewCount?: number | null;
  reviews?: readonly unknown[] | null;
  enhancedListing?: boolean | null;
  description?: string | null;
  /** Amenities in either spec 3 shape: index ({id}) or flattened ({amenityId}). */
  amenities?: readonly { id?: number | string | null; amenityId?: number | string | null }[] | null;
  amenityIds?: readonly (number | string)[] | null;
  faqs?: readonly unknown[] | null;
  services?: readonly ContractedService[] | null;
}

/** Words of a description once its HTML tags and entities are set aside. */
export function descriptionWordCount(description: string | null | undefined): number {
  if (!description) return 0;
  const text = description
    .replace(/<[^>]*>/g, " ")
    .replace(/&[a-z#0-9]+;/gi, " ")
    .trim();
  return text === "" ? 0 : text.split(/\s+/).length;
}

function distinctAmenityCount(provider: IndexabilityFields): number {
  const ids = new Set<string>();
  for (const amenity of provider.amenities ?? []) {
    const id = amenity.amenityId ?? amenity.id;
    if (id !== null && id !== undefined) ids.add(String(id));
  }
  for (const id of provider.amenityIds ?? []) ids.add(String(id));
  return ids.size;
}

/**
 * spec 4: the explicit isIndexed flag decides when it is given. When it is absent the
 * page is indexable if it has at least one of: reviews, an enhanced listing, a claimed
 * service, a description of 200 or more words, more than 5 distinct amenities, FAQs,
 * or a subscription contract.
 */
export function isIndexable(provider: IndexabilityFields): boolean {
  if (typeof provider.isIndexed === "boolean") return provider.isIndexed;
  const services = provider.services ?? [];
  return (
    (provider.reviewCount ?? 0) > 0 ||
    (provider.reviews ?? []).length > 0 ||
    provider.enhancedListing === true ||
    services.some((service) => service.isClaimed === true) ||
    descriptionWordCount(provider.description) >= INDEXABLE_DESCRIPTION_WORDS ||
    distinctAmenityCount(provider) > INDEXABLE_DISTINCT_AMENITIES ||
    (provider.faqs ?? []).length > 0 ||
    services.some((service) => contractOf(service)?.type?.toLowerCase() === "subscription")
  );
}
