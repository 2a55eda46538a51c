/**
 * spec 3 Amenity: read from the search index as {id, amenityType {name, id},
 * amenityCategory {name, id}}, flattened to {id, amenityName, amenityId,
 * amenityCategoryName, amenityCategoryId}. The detail endpoints answer the flattened
 * shape; search hits and the pages keep the index's (the card's icons group by category).
 */
import type { Amenity, FlatAmenity, Provider, ProviderDetail } from "../model/types";

export function flatAmenity(amenity: Amenity): FlatAmenity {
  return {
    id: amenity.id,
    amenityName: amenity.amenityType.name,
    amenityId: amenity.amenityType.id,
    amenityCategoryName: amenity.amenityCategory.name,
    amenityCategoryId: amenity.amenityCategory.id,
  };
}

/** The provider with its amenities flattened, every other field as it is. */
export function providerDetail(provider: Provider): ProviderDetail {
  return { ...provider, amenities: provider.amenities.map(flatAmenity) };
}
