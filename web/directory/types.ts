/**
 * The provider directory's domain model (spec 3), shared by the store, the API
 * route handlers, the rules in web/rules/ and the UI. Field names follow the
 * product's API so responses can be returned as they are.
 */

/** spec 3: a care type's roll-up decides the URL family (/senior-living or /senior-care). */
export type RollUpType = "senior-living" | "senior-care";

/** spec 1 and 2.1: every provider type the directory covers, by URL slug. */
export const CARE_TYPE_SLUGS = [
  "assisted-living",
  "memory-care-facilities",
  "independent-living",
  "nursing-homes",
  "in-home-care",
  "home-health-agencies",
  "55-plus-communities",
  "adult-day-care",
  "continuing-care-retirement-communities",
  "geriatric-care-managers",
  "hospices",
] as const;
export type CareTypeSlug = (typeof CARE_TYPE_SLUGS)[number];

/** spec 3: Care type {id, slug, name, rollUpType}. */
export interface CareType {
  id: number;
  slug: CareTypeSlug;
  name: string;
  rollUpType: RollUpType;
}

/** spec 9: sort options of the search results. */
export const SORT_OPTIONS = [
  "best-activities",
  "best-meals-dining",
  "best-rated",
  "best-staff",
  "distance",
  "most-reviews",
  "recommended",
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const DEFAULT_SORT: SortOption = "recommended";

/** spec 9: amenity quick filters. */
export const AMENITY_QUICK_FILTERS = [
  "golf",
  "meals-provided",
  "pets-allowed",
  "physical-therapy",
  "pool-or-hot-tub",
  "veterans-benefits",
  "spanish-speaking",
  "short-term-care",
] as const;
export type AmenityQuickFilter = (typeof AMENITY_QUICK_FILTERS)[number];

/** spec 9: amenity ids with a legacy boolean flag of their own. */
export const SPECIAL_AMENITY_IDS = {
  wheelchairAssistance: 2,
  pets: 98,
  internetEnabledRooms: 105,
  residentTransportation: 122,
} as const;

/** spec 9: the search page size, radii and the number of results before the content block. */
export const SEARCH_LIMITS = {
  hitsPerPage: 20,
  distanceInMiles: 30,
  nearbyRadiusInMiles: 25,
  topReviewsCount: 5,
  autocompletePageSize: 10,
} as const;

/** spec 3: Amenity as read from the search index. */
export interface Amenity {
  id: number;
  amenityType: { name: string; id: number };
  amenityCategory: { name: string; id: number };
}

/** spec 3: Amenity flattened for display. */
export interface FlatAmenity {
  id: number;
  amenityName: string;
  amenityId: number;
  amenityCategoryName: string;
  amenityCategoryId: number;
}

/** spec 3: the legacy amenity flags (pets, internet, wheelchair, transportation). */
export interface AmenitiesLegacy {
  pets: boolean;
  internet: boolean;
  wheelchair: boolean;
  transportation: boolean;
}

export interface Photo {
  url: string;
  caption?: string;
}

export interface Promotion {
  /** ISO timestamps; either may be absent (an open window). */
  startsAt: string | null;
  endsAt: string | null;
  externalPromotionText: string | null;
  /** spec 6: visible only to the provider-side audience, hidden from visitors. */
  visibleOnlyToFa: boolean;
}

export interface Award {
  name: string;
  year: number;
}

/** spec 3: the Home Care Pulse recognitions of the year 2025. */
export const HOME_CARE_PULSE_AWARDS = [
  "Provider of Choice",
  "Employer of Choice",
  "Leader in Experience",
  "Home Care Pulse Certified",
] as const;
export type HomeCarePulseAward = (typeof HOME_CARE_PULSE_AWARDS)[number];
export const HOME_CARE_PULSE_YEAR = 2025;

export interface Contract {
  /** e.g. "subscription", "pay-per-lead", "none" */
  type: string;
  isSuppressed: boolean;
}

export interface Accommodation {
  title: string;
  images: Photo[];
  startingPriceCents: number | null;
  bathroomCount: number | null;
  bedCount: number | null;
  description: string | null;
  features: string[];
  squareFeetSize: number | null;
}

export interface ServiceCategory {
  name: string;
  description: string;
  imageURL: string;
}

export interface Service {
  category: ServiceCategory;
  /** The care type this service offers. */
  careType: CareTypeSlug;
  costs: { startingPriceCents: number | null };
  legacyResourceId: number;
  isClaimed: boolean;
  accommodations: Accommodation[];
  /** spec 3: a single contract, or a list of contracts where the first is used. */
  contract?: Contract;
  contracts?: Contract[];
  amenities: { amenityId: number }[];
}

export interface Review {
  id: string;
  careType: string;
  content: string;
  /** ISO timestamp */
  createdAt: string;
  name: string;
  /** HTML written by the provider; may be absent. */
  providerResponse: string | null;
  rating: number;
  title: string;
}

/** A review together with the provider it is about (top and recent reviews by locale). */
export interface LocaleReview extends Review {
  provider: { id: string; name: string; path: string; city: string; state: string };
}

export interface Faq {
  question: string;
  answer: string;
}

export interface Address {
  formattedAddress: string;
  street: string;
  city: { name: string; urlName: string };
  state: { code: string; name: string; urlName: string };
  zipCode: string;
  county: string;
  latitude: number;
  longitude: number;
}

export interface Cost {
  costCents: number;
}

/** Per-aspect ratings behind the best-activities, best-meals-dining and best-staff sorts. */
export interface AspectRatings {
  activities: number | null;
  mealsAndDining: number | null;
  staff: number | null;
}

/** spec 3: Provider (card, search result and detail). */
export interface Provider {
  id: string;
  legacyId: number;
  name: string;
  slug: string;
  /** The provider detail path, e.g. /senior-living/texas/austin/oak-meadow-assisted-living */
  path: string;
  address: Address;
  phoneNumber: string;
  averageRating: number | null;
  reviewCount: number;
  aspectRatings: AspectRatings;
  /** HTML (may contain hostile markup: sanitise before rendering, spec 5). */
  description: string;
  photos: Photo[];
  promotions: Promotion[];
  awards: Award[];
  services: Service[];
  amenities: Amenity[];
  amenitiesLegacy: AmenitiesLegacy;
  amenityIds: number[];
  /** Accommodation titles across services. */
  accommodations: { title: string }[];
  /** Care-type names, e.g. ["Assisted Living", "Memory Care"]. */
  tags: string[];
  careTypes: CareTypeSlug[];
  careTypesDescription: string;
  /** The provider's main care type. */
  careType: CareTypeSlug;
  minimumCost: Cost | null;
  maximumCost: Cost | null;
  startPriceInCents: number | null;
  caringStars: number[];
  isCaringStar: boolean;
  isVerified: boolean;
  /** spec 4: optional explicit indexability flag. */
  isIndexed?: boolean;
  hasActivePromotion: boolean;
  lastReviewSnippet: string | null;
  homeCarePulse: { year: number; awards: HomeCarePulseAward[] } | null;
  rollupType: RollUpType;
  enhancedListing: boolean;
  /** spec 4: when present it decides suppression; otherwise the contracts do. */
  isSuppressed?: boolean;
  faqs: Faq[];
  /** Present on detail reads (newest first); search results leave it empty. */
  reviews: Review[];
  // spec 3: legacy boolean fields and free-text license fields.
  petsAllowed: boolean;
  internetEnabledRooms: boolean;
  walkingWheelchairAssistance: boolean;
  residentTransportation: boolean;
  extra: string | null;
  licenses: string | null;
  stateLicenses: string | null;
}

/** A search hit: the provider plus where it sits relative to the searched place. */
export interface ProviderSearchResult extends Provider {
  /** Miles from the searched point; null when the search had no coordinates. */
  distanceInMiles: number | null;
  /** True when the hit lies outside the searched region but within the nearby radius. */
  isNearby: boolean;
}

/** spec 3 and 9: the amenity filters of the search page (values are amenity type ids). */
export const AMENITY_FILTER_NAMES = [
  "accessibility",
  "dining",
  "healthServices",
  "languages",
  "lifestyle",
  "otherAmenities",
  "personalCare",
  "roomAmenities",
  "roomType",
  "staffQualifications",
] as const;
export type AmenityFilterName = (typeof AMENITY_FILTER_NAMES)[number];

/** spec 3 "providersWith": what a provider must have. */
export const PROVIDERS_WITH_OPTIONS = ["pricing", "reviews", "photos", "promotions"] as const;
export type ProvidersWithOption = (typeof PROVIDERS_WITH_OPTIONS)[number];

/**
 * spec 3: faceted search criteria. Every field is optional; null and absent
 * mean "no filter". Coordinates win over city/county/state for the region.
 */
export type SearchCriteria = {
  [K in AmenityFilterName]?: number[] | null;
} & {
  /** Amenity category ids: a provider needs any amenity of each listed category. */
  amenityCategory?: number[] | null;
  /** spec 9 quick filters (golf, pets-allowed, ...). */
  quickFilters?: AmenityQuickFilter[] | null;
  /** Site id or host (spec 7 `domain`). */
  domain?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  city?: string | null;
  county?: string | null;
  /** Two-letter code or URL name (e.g. "TX" or "texas"). */
  state?: string | null;
  /** Free text; used as a provider-name match only when no place is given. */
  keyword?: string | null;
  careType?: string | null;
  /** Caring Stars winners only. */
  awards?: boolean | null;
  verified?: boolean | null;
  ongoingPromotion?: boolean | null;
  fivePlusPhotos?: boolean | null;
  /** Minimum star levels; the lowest listed level applies. */
  reviews?: number[] | null;
  providersWith?: ProvidersWithOption[] | null;
  /** Price tiers 1..4 (spec 5 default [1,4] = no price filter). */
  priceRange?: [number, number] | null;
  /** spec 9: default 30. */
  distanceInMiles?: number | null;
  /** Only providers whose pages are indexable (spec 7 shouldShowOnlyIndexedProviders). */
  onlyIndexed?: boolean | null;
  /** Leave out the nearby ring (spec 7 shouldExcludeNearbyResults). */
  excludeNearby?: boolean | null;
};

/** spec 3: the faceted search request. */
export interface FacetedSearchRequest {
  /** spec 9: default 20. */
  hitsPerPage: number;
  /** spec 5: default true; amenity filters must all match (true) or any (false). */
  matchAllFilters: boolean;
  /** 0-based (spec 5). */
  page: number;
  sortBy: SortOption;
  criteria: SearchCriteria;
}

/** spec 3: amenity type name -> number of matching providers. */
export type FacetCounts = Record<string, number>;

export interface SearchFacets {
  inRegionFacets: FacetCounts;
  nearbyFacets: FacetCounts;
}

/** spec 3: the faceted search response data plus its facets. */
export interface FacetedSearchResponse {
  listId: string;
  queryId: string;
  results: ProviderSearchResult[];
  totalItems: number;
  totalNearbyItems: number;
  totalPages: number;
  totalRegionItems: number;
  facets: SearchFacets;
}

/** spec 7 GET /v1/nearby-search. */
export interface NearbySearchRequest {
  latitude: number;
  longitude: number;
  careType?: string | null;
  enhancedListing?: boolean | null;
  /** spec 9: default 25. */
  radiusForSearch?: number | null;
  hitsPerPage?: number | null;
  /** 0-based */
  page?: number | null;
  /** A provider to leave out (the one whose page shows the list). */
  excludeProviderId?: string | null;
}

export interface NearbySearchResponse {
  results: ProviderSearchResult[];
  totalItems: number;
  totalPages: number;
}

/** spec 7 top reviews / recent reviews: at least one of city, state, county, careType. */
export interface ReviewsByLocaleRequest {
  careType?: string | null;
  city?: string | null;
  state?: string | null;
  county?: string | null;
  /** spec 9: default 5 (top reviews); recent reviews use it as the limit. */
  count?: number | null;
}

/** spec 7 GET /v1/dxp/cities. */
export interface CityListRequest {
  /** "top" (most providers first) or "alphabetical". */
  listType?: "top" | "alphabetical" | null;
  /** Care type slug to count. */
  alteredCareType?: string | null;
  /** Two-letter code or URL name. */
  state?: string | null;
  /** 1-based page. */
  page?: number | null;
  pageSize?: number | null;
}

export interface CityListItem {
  name: string;
  cityURLName: string;
  slug: string;
  stateURLName: string;
  total: number;
}

export interface CityListResponse {
  items: CityListItem[];
  page: number;
  nextPage: number | null;
  pageSize: number;
}

/** spec 7 GET /v3/location{path}: the provider and how the path was matched. */
export interface ProviderByPathResult {
  provider: Provider;
  /** 200 for the canonical path, 301 for a legacy path (redirect to `provider.path`). */
  meta: { statusCode: 200 | 301; redirectTo: string | null };
}

/** Geo page request: state is required, city optional, careType optional. */
export interface GeoPageRequest {
  careType?: string | null;
  state: string;
  city?: string | null;
  /** How many top providers to return (default 10). */
  topProvidersCount?: number | null;
}

/** Average monthly starting price in cents per care type; null when nothing is priced. */
export type AverageCostByCareType = Partial<Record<CareTypeSlug, number | null>>;

export interface GeoPageData {
  careType: CareTypeSlug | null;
  city: { name: string; urlName: string } | null;
  state: { code: string; name: string; urlName: string };
  /** Providers of the care type (all types when none given) in the place. */
  providerCount: number;
  /** Providers per care type in the place. */
  providerCountByCareType: Partial<Record<CareTypeSlug, number>>;
  averageCosts: {
    city: AverageCostByCareType | null;
    state: AverageCostByCareType;
    nation: AverageCostByCareType;
  };
  /** Best-rated providers of the place (reviewed first, then by rating and count). */
  topProviders: Provider[];
  latitude: number | null;
  longitude: number | null;
}
