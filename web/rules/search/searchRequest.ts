/**
 * The store's faceted search request (spec 3, 5, 7) from a parsed search: one rule for
 * the pages (a search grid, a geo listing) and the HTTP API alike. The limits of
 * ../limits.ts are applied here; what this returns is within them, and the directory
 * store trusts it.
 */
import { ALL_CARE_TYPES } from "../careTypes";
import { HITS_PER_PAGE, MAX_DISTANCE_IN_MILES, MAX_LIST_LENGTH, MAX_PAGE } from "../limits";
import type { FacetedSearchRequest, FacetedSearchResponse, SearchCriteria } from "../model/types";
import type { SiteId } from "../sites";
import { AMENITY_FILTER_NAMES, DEFAULT_SORT } from "./searchOptions";
import { MEDICARE_RATING_SORT, offersRecordFilters } from "./recordFilters";
import { toCareTypeSlug, type SearchParams } from "./searchParams";
import { withFixed, type FixedSearch } from "./searchQuery";

/** What a page adds to the search it renders. */
export interface PageSearchOptions {
  /** The care type when the search names none (a search grid's, a geo page's). */
  defaultCareType?: string | null;
  /** Search keys the page itself implies, under the URL's own (a geo page's place). */
  fixed?: FixedSearch;
  /**
   * The place a geo page lists, as the directory files addresses: only providers with an
   * address there, no nearby ring, so the listing counts what the page's copy counts
   * (issue 24.8). The keyword stays for the links and the status line.
   */
  place?: { city: string | null; state: string } | null;
}

/** The HTTP API's request fields beyond the search page's vocabulary (spec 7); pages send none. */
export type ApiSearchFields = Pick<
  SearchCriteria,
  | "latitude"
  | "longitude"
  | "city"
  | "county"
  | "state"
  | "amenityCategory"
  | "quickFilters"
  | "onlyIndexed"
  | "excludeNearby"
> & { hitsPerPage?: number | null };

/** A results block's data: the search it shows and its page of results. */
export interface SearchResultsData {
  /** The search as rendered: the URL's state with the page's own keys filled in. */
  search: SearchParams;
  /** null: no search input (spec 2.3 'No Results'). */
  response: FacetedSearchResponse | null;
}

/** The search a page renders: the URL's own state, with what the page implies filled in. */
export function pageSearchOf(
  search: SearchParams,
  { defaultCareType, fixed }: PageSearchOptions = {},
): SearchParams {
  const next = fixed ? withFixed(search, fixed) : search;
  const careType = next.careType ?? toCareTypeSlug(defaultCareType ?? null);
  return careType === next.careType ? next : { ...next, careType };
}

/** The HTTP API's fields that pin a search to a page's place (PageSearchOptions.place). */
export function placeFields(place: PageSearchOptions["place"]): ApiSearchFields {
  return place ? { city: place.city, state: place.state, excludeNearby: true } : {};
}

/** Ids (amenity types or categories): positive whole numbers, at most MAX_LIST_LENGTH, else none. */
export function idList(numbers: readonly number[] | null): number[] {
  if (!numbers || numbers.length > MAX_LIST_LENGTH) return [];
  if (!numbers.every((n) => Number.isSafeInteger(n) && n > 0)) return [];
  return [...new Set(numbers)];
}

/**
 * spec 3: the store's request for a search. Pages pass their options (a default care
 * type, the keys a geo page implies); the HTTP API passes its own extra fields. The
 * page is 0-based (SearchParams) and capped at MAX_PAGE (an empty page, as any page
 * past the results).
 */
export function facetedSearchRequestOf(
  search: SearchParams,
  site: SiteId,
  options: PageSearchOptions = {},
  api: ApiSearchFields = {},
): FacetedSearchRequest {
  const params = pageSearchOf(search, options);
  const records = offersRecordFilters(params.careType);
  const criteria: SearchCriteria = {
    domain: site,
    keyword: params.keyword,
    careType: params.careType === ALL_CARE_TYPES ? null : params.careType,
    latitude: api.latitude ?? params.latLng?.latitude ?? null,
    longitude: api.longitude ?? params.latLng?.longitude ?? null,
    city: api.city ?? null,
    county: api.county ?? null,
    state: api.state ?? null,
    awards: params.awards,
    verified: params.verified,
    ongoingPromotion: params.ongoingPromotion,
    fivePlusPhotos: params.fivePlusPhotos,
    // issue 27.5: the record filters and sort only where the care type offers them.
    noSeriousCitations: records ? params.noSeriousCitations : null,
    medicareRating4Plus: records ? params.medicareRating4Plus : null,
    // A minimum star level is a whole star, 1 to 5.
    reviews: params.reviews.filter((level) => Number.isInteger(level) && level >= 1 && level <= 5),
    providersWith: params.providersWith,
    priceRange: params.priceRange,
    distanceInMiles: Math.min(params.distanceInMiles, MAX_DISTANCE_IN_MILES),
    amenityCategory: api.amenityCategory ?? [],
    quickFilters: api.quickFilters ?? [],
    onlyIndexed: api.onlyIndexed ?? null,
    excludeNearby: api.excludeNearby ?? null,
  };
  for (const filter of AMENITY_FILTER_NAMES) criteria[filter] = idList(params[filter]);
  return {
    hitsPerPage: api.hitsPerPage ?? HITS_PER_PAGE,
    matchAllFilters: params.matchAllFilters,
    page: Math.min(params.page, MAX_PAGE),
    sortBy: params.sortBy === MEDICARE_RATING_SORT && !records ? DEFAULT_SORT : params.sortBy,
    criteria,
  };
}
