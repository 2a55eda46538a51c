/**
 * The directory store's request and response shapes (spec 3 and 7): faceted and nearby
 * search, reviews by locale, city lists, provider paths and geo pages. Requests reach
 * the store already read and bounded by the API's edge (web/api/requests.ts, limits in
 * web/rules/limits.ts).
 */
import type { CareTypeSlug } from "@web/rules/careTypes";
import type {
  AmenityFilterName,
  AmenityQuickFilter,
  ProvidersWithOption,
  SortOption,
} from "@web/rules/search/searchOptions";
import type { RecordFilterName } from "@web/rules/search/recordFilters";
import type { Provider } from "./model";

/** A search hit: the provider plus where it sits relative to the searched place. */
export interface ProviderSearchResult extends Provider {
  /** Miles from the searched point; null when the search had no coordinates. */
  distanceInMiles: number | null;
  /** True when the hit lies outside the searched region but within the nearby radius. */
  isNearby: boolean;
}

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
  /** issue 27.5: a Medicare record without a citation at G or worse surveyed in 3 years. */
  noSeriousCitations?: boolean | null;
  /** issue 27.5: CMS overall rating 4 or 5. */
  medicareRating4Plus?: boolean | null;
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
  /**
   * Whether to count the facets (default true). The list mode (spec 9; the LEGACY source,
   * web/rules/search/enhancedSearch.ts) shows none: its answer's facet maps are empty.
   */
  facets?: boolean;
}

/** spec 3: amenity type name -> number of matching providers. */
export type FacetCounts = Record<string, number>;

/**
 * issue 27.5: how many of a search's results (in the region and nearby) each record filter
 * would keep, so the filter panel can show it beside the filter.
 */
export type RecordFacetCounts = Record<RecordFilterName, number>;

export interface SearchFacets {
  inRegionFacets: FacetCounts;
  nearbyFacets: FacetCounts;
  /** Counted where the search offers the record filters (a nursing-home search); else absent. */
  recordFacets?: RecordFacetCounts;
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
  /**
   * A city page's own place (issue 24.8): the cities around it, nearest first, within
   * NEARBY_CITIES_MILES, whatever their state. Not part of the HTTP API.
   */
  near?: { latitude: number; longitude: number } | null;
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

/**
 * spec 7 "A content-delivery geo catalogue: a GET with filters and limit": the states, or
 * one state's cities, that have listed providers (of a care type), a window of them.
 */
export interface GeoCatalogueRequest {
  /** A state (code, name or URL name): its cities; none: the states. */
  state?: string | null;
  /** Count only providers of this care type (slug); none: every provider. */
  careType?: string | null;
  offset: number;
  limit: number;
}

/** A state or a city of the geo catalogue with its listed providers. */
export interface GeoCatalogueEntry {
  type: "state" | "city";
  /** The state's or the city's name. */
  name: string;
  /** Its URL name ("texas", "san-antonio"). */
  urlName: string;
  state: { code: string; name: string; urlName: string };
  total: number;
}

/** A window of the geo catalogue and how many entries the whole catalogue holds. */
export interface GeoCatalogueResponse {
  results: GeoCatalogueEntry[];
  total: number;
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

/** One city of the directory with what its geo copy reads (issue 16: template checks). */
export interface GeoCopyCity {
  city: { name: string; urlName: string };
  state: { code: string; name: string; urlName: string };
  /** Providers in the city, all care types. */
  providerCount: number;
  providerCountByCareType: Partial<Record<CareTypeSlug, number>>;
  /** The city's average costs; the state's are in `GeoCopyPlaces.stateCosts`. */
  averageCosts: AverageCostByCareType;
  /** Per care type, the reviews `geoPageData` gives the city page (`GeoPageData.reviews`). */
  reviewsByCareType: Partial<Record<CareTypeSlug, GeoPageData["reviews"]>>;
  /** Per Medicare-rated care type, the record counts `geoPageData` gives (`GeoPageData.records`). */
  recordsByCareType?: Partial<Record<CareTypeSlug, GeoRecordCounts>>;
}

/**
 * issue 27.5: what Medicare's records say of a place's providers of a care type that
 * Medicare rates (nursing homes), for its geo copy.
 */
export interface GeoRecordCounts {
  /** Providers with a Medicare record (rated or not). */
  recorded: number;
  /** Those with a CMS overall rating. */
  rated: number;
  /** Those rated 4 or 5 stars overall. */
  topRated: number;
  /** Those with a serious citation (G-L) surveyed in the last 3 years. */
  seriouslyCited: number;
}

/**
 * Every city with providers at once, with the numbers `geoPageData` gives each one
 * (counts and average costs, no top providers): a few grouped queries instead of
 * four per city, so a template can be checked against all of them in seconds.
 */
export interface GeoCopyPlaces {
  cities: GeoCopyCity[];
  /** Average costs per state code. */
  stateCosts: Record<string, AverageCostByCareType>;
  nationCosts: AverageCostByCareType;
}

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
  /**
   * Reviews of the place's providers of the care type (all types when none given):
   * the sum of their review counts, and their average rating weighted by review
   * count, to 2 decimals (null when none is reviewed).
   */
  reviews: { count: number; averageRating: number | null };
  /** Medicare's record counts of the care type's providers (a Medicare-rated care type only). */
  records?: GeoRecordCounts | null;
  /** Best-rated providers of the place (reviewed first, then by rating and count). */
  topProviders: Provider[];
  latitude: number | null;
  longitude: number | null;
}
