/**
 * The directory's services, called by the API route handlers and, in-process, by the
 * pages' server renders (the search page calls `facetedSearch` directly). Each one
 * applies the spec 8 fallback itself: a failure is logged with an ISO timestamp and
 * answered with an empty result set, null or an empty list, never thrown.
 */
import "server-only";
import type {
  AwardTally,
  AwardWinnersPage,
  AwardWinnersRequest,
  WithheldAwardWinner,
  CityListRequest,
  CityListResponse,
  FacetedSearchRequest,
  FacetedSearchResponse,
  GeoCatalogueRequest,
  GeoCatalogueResponse,
  GeoPageData,
  GeoPageRequest,
  LocaleReview,
  NearbySearchRequest,
  NearbySearchResponse,
  Provider,
  ProviderByPathResult,
  ProviderInspections,
  ReviewsByLocaleRequest,
  SearchCriteria,
} from "@web/rules/model/types";
import type { GeocodedPlace } from "@web/services/geocoding/types";
import { visiblePromotions } from "@web/rules/card/promotionVisibility";
import { AUTOCOMPLETE_MIN_CHARACTERS } from "@web/rules/limits";
import { CACHE_MISS_SOURCE, type SearchSource } from "@web/rules/search/enhancedSearch";
import { MAX_TOP_PROVIDERS, topProviderCount } from "@web/rules/geo/topProviderCount";
import type { ApiDependencies } from "./dependencies";
import { logApiError } from "@web/lib/log";

/** spec 8: the empty result set of a failed search (empty results, zero totals). */
export function emptySearchResponse(): FacetedSearchResponse {
  return {
    listId: "",
    queryId: "",
    results: [],
    totalItems: 0,
    totalNearbyItems: 0,
    totalPages: 0,
    totalRegionItems: 0,
    facets: { inRegionFacets: {}, nearbyFacets: {} },
  };
}

/** spec 8: the empty result set of a failed nearby search. */
export function emptyNearbyResponse(): NearbySearchResponse {
  return { results: [], totalItems: 0, totalPages: 0 };
}

/**
 * spec 6: promotions marked visibleOnlyToFa belong to the provider-side audience, and
 * spec 5 shows a promotion only inside its window: the public API leaves the rest out.
 */
export function forVisitors<T extends Provider>(provider: T, now: Date = new Date()): T {
  return { ...provider, promotions: visiblePromotions(provider.promotions, now) };
}

/**
 * A search hit as cards and the compare view read it: accommodation details,
 * FAQs and reviews belong to the provider page (GET /v2/location/{id}).
 * Leaving them out makes a page of 20 hits several times smaller.
 */
export function forSearchResults<T extends Provider>(provider: T): T {
  return {
    ...provider,
    services: provider.services.map((service) => ({ ...service, accommodations: [] })),
    faqs: [],
    reviews: [],
  };
}

function hasCoordinates(criteria: SearchCriteria): boolean {
  // spec 5: a zero latitude or longitude counts as missing.
  return Boolean(criteria.latitude) && Boolean(criteria.longitude);
}

function placeCriteria(place: GeocodedPlace): Partial<SearchCriteria> {
  if (place.kind === "state" && place.state) {
    return { state: place.state.code, latitude: null, longitude: null, keyword: null };
  }
  return { latitude: place.latitude, longitude: place.longitude, keyword: null };
}

/**
 * spec 5 "Search request": with missing or zero latitude or longitude but a keyword,
 * coordinates are looked up from the keyword; otherwise coordinates are dropped. A
 * request that names its city, county or state needs no lookup. When the keyword names
 * no place it stays, and the store reads it as a provider name.
 */
export async function locateSearch(
  request: FacetedSearchRequest,
  dependencies: ApiDependencies,
): Promise<FacetedSearchRequest> {
  const { criteria } = request;
  if (hasCoordinates(criteria)) return request;
  const located: SearchCriteria = { ...criteria, latitude: null, longitude: null };
  if (criteria.keyword && !criteria.city && !criteria.county && !criteria.state) {
    try {
      const place = await (await dependencies.geocoder()).geocode(criteria.keyword);
      if (place) Object.assign(located, placeCriteria(place));
    } catch (error) {
      logApiError("search keyword geocoding", error);
    }
  }
  return { ...request, criteria: located };
}

/** The store's faceted search, hits cut to what cards read and shown to visitors only. */
async function storeSearch(
  request: FacetedSearchRequest,
  dependencies: ApiDependencies,
): Promise<FacetedSearchResponse> {
  const response = await (await dependencies.store()).search(request);
  return {
    ...response,
    results: response.results.map((result) => forSearchResults(forVisitors(result))),
  };
}

/**
 * spec 3 and 7: faceted search; spec 8: a failure gives the empty result set. Answers are
 * shared through the search cache unless `cache` is "bypass" (the API source, below).
 */
export async function facetedSearch(
  request: FacetedSearchRequest,
  dependencies: ApiDependencies,
  { cache: use = "shared" }: { cache?: "shared" | "bypass" } = {},
): Promise<FacetedSearchResponse> {
  try {
    const located = await locateSearch(request, dependencies);
    if (use === "bypass") return await storeSearch(located, dependencies);
    const cache = dependencies.searchCache;
    const key = JSON.stringify(located);
    const shared = cache?.get(key);
    if (shared) return await shared;
    const search = storeSearch(located, dependencies);
    cache?.set(key, search);
    // A failed search is not kept: the next request tries again.
    search.catch(() => cache?.delete(key));
    return await search;
  } catch (error) {
    logApiError("faceted search", error);
    return emptySearchResponse();
  }
}

/** A search answer the cache holds (pending or done); null when it holds none. */
async function cachedSearch(
  request: FacetedSearchRequest,
  dependencies: ApiDependencies,
): Promise<FacetedSearchResponse | null> {
  const located = await locateSearch(request, dependencies);
  const shared = dependencies.searchCache?.get(JSON.stringify(located));
  return shared ? await shared : null;
}

/** An enhanced search's answer and the source that served it. */
export interface EnhancedSearchAnswer {
  response: FacetedSearchResponse;
  source: SearchSource;
}

/**
 * spec 3 and 7: the enhanced search from one source (web/rules/search/enhancedSearch.ts):
 * LEGACY the list query without facets, ALGOLIA the faceted query through the answer
 * cache, API the faceted query from the store, CACHE the cache only (a miss is served by
 * ALGOLIA, which the answer's source says). spec 8: a failure gives the empty result set.
 */
export async function enhancedSearch(
  request: FacetedSearchRequest,
  source: SearchSource,
  dependencies: ApiDependencies,
): Promise<EnhancedSearchAnswer> {
  switch (source) {
    case "LEGACY":
      return {
        response: await facetedSearch({ ...request, facets: false }, dependencies),
        source,
      };
    case "API":
      return { response: await facetedSearch(request, dependencies, { cache: "bypass" }), source };
    case "CACHE": {
      try {
        const cached = await cachedSearch(request, dependencies);
        if (cached) return { response: cached, source };
      } catch (error) {
        logApiError("enhanced search cache", error);
      }
      return {
        response: await facetedSearch(request, dependencies),
        source: CACHE_MISS_SOURCE,
      };
    }
    case "ALGOLIA":
      return { response: await facetedSearch(request, dependencies), source };
  }
}

/** spec 7 nearby search (spec 9: radius 25); spec 8: a failure gives the empty result set. */
export async function nearbySearch(
  request: NearbySearchRequest,
  dependencies: ApiDependencies,
): Promise<NearbySearchResponse> {
  try {
    const response = await (await dependencies.store()).nearbySearch(request);
    return { ...response, results: response.results.map((result) => forVisitors(result)) };
  } catch (error) {
    logApiError("nearby search", error);
    return emptyNearbyResponse();
  }
}

/** spec 7 provider by id or slug; spec 8: a location fetch failure returns null. */
export async function providerById(
  idOrSlug: string,
  dependencies: ApiDependencies,
): Promise<Provider | null> {
  try {
    const provider = await (await dependencies.store()).getProvider(idOrSlug);
    return provider ? forVisitors(provider) : null;
  } catch (error) {
    logApiError("provider by id", error);
    return null;
  }
}

/** spec 7 providers for the saved list; spec 8: a get-providers failure gives an empty list. */
/**
 * issue 27: a provider's inspection record (source, data month, ratings, citations), or
 * null when the directory holds none; spec 8: a failure is logged and answered null.
 */
export async function providerInspections(
  providerId: string,
  dependencies: ApiDependencies,
): Promise<ProviderInspections | null> {
  try {
    return await (await dependencies.store()).inspectionsOf(providerId);
  } catch (error) {
    logApiError("provider inspections", error);
    return null;
  }
}

export async function providersByIds(
  ids: readonly string[],
  dependencies: ApiDependencies,
): Promise<Provider[]> {
  if (ids.length === 0) return [];
  try {
    const providers = await (await dependencies.store()).getProvidersByIds(ids);
    return providers.map((provider) => forVisitors(provider));
  } catch (error) {
    logApiError("providers by ids", error);
    return [];
  }
}

/** spec 7 provider by URL path with meta.statusCode; spec 8: a failure returns null. */
export async function providerByPath(
  path: string,
  dependencies: ApiDependencies,
): Promise<ProviderByPathResult | null> {
  try {
    const result = await (await dependencies.store()).getProviderByPath(path);
    return result ? { ...result, provider: forVisitors(result.provider) } : null;
  } catch (error) {
    logApiError("provider by path", error);
    return null;
  }
}

/** spec 3 "Autocomplete option" (label, value) with the place it stands for. */
export interface LocationSuggestion {
  label: string;
  value: string;
  kind: GeocodedPlace["kind"];
  city: string | null;
  state: string | null;
  county: string | null;
  zipCode: string | null;
  latitude: number;
  longitude: number;
}

/**
 * spec 5 and 7: location suggestions. Under 3 trimmed characters the answer is an empty
 * list without any lookup; spec 8: an autocomplete failure is logged and gives [].
 */
export async function locationSuggestions(
  text: string,
  pageSize: number,
  dependencies: ApiDependencies,
): Promise<LocationSuggestion[]> {
  if (text.trim().length < AUTOCOMPLETE_MIN_CHARACTERS) return [];
  try {
    const places = await (await dependencies.geocoder()).suggest(text.trim(), pageSize);
    return places.map((place) => ({
      label: place.label,
      value: place.value,
      kind: place.kind,
      city: place.city?.name ?? null,
      state: place.state?.code ?? null,
      county: place.county,
      zipCode: place.zipCode,
      latitude: place.latitude,
      longitude: place.longitude,
    }));
  } catch (error) {
    logApiError("autocomplete suggestions", error);
    return [];
  }
}

/** Top or recent reviews, shared through the reviews cache like search answers. */
async function cachedReviews(
  order: "top" | "recent",
  request: ReviewsByLocaleRequest,
  dependencies: ApiDependencies,
): Promise<LocaleReview[]> {
  const cache = dependencies.reviewsCache;
  const key = JSON.stringify([
    order,
    request.city?.trim() || null,
    request.state?.trim() || null,
    request.county?.trim() || null,
    request.careType?.trim() || null,
    request.count ?? null,
  ]);
  const shared = cache?.get(key);
  if (shared) return shared;
  const lookup = (async () => {
    const store = await dependencies.store();
    return order === "top" ? store.topReviewsByLocale(request) : store.recentReviews(request);
  })();
  cache?.set(key, lookup);
  // A failed lookup is not kept: the next request tries again.
  lookup.catch(() => cache?.delete(key));
  return lookup;
}

/** spec 7 top reviews by locale (spec 9: 5 by default); a failure is logged and gives []. */
export async function topReviewsByLocale(
  request: ReviewsByLocaleRequest,
  dependencies: ApiDependencies,
): Promise<LocaleReview[]> {
  try {
    return await cachedReviews("top", request, dependencies);
  } catch (error) {
    logApiError("top reviews by locale", error);
    return [];
  }
}

/** spec 7 recent reviews of a locale; a failure is logged and gives []. */
export async function recentReviews(
  request: ReviewsByLocaleRequest,
  dependencies: ApiDependencies,
): Promise<LocaleReview[]> {
  try {
    return await cachedReviews("recent", request, dependencies);
  } catch (error) {
    logApiError("recent reviews", error);
    return [];
  }
}

/** spec 7 city lists; a failure is logged and gives an empty page. */
export async function cityList(
  request: CityListRequest,
  dependencies: ApiDependencies,
): Promise<CityListResponse> {
  try {
    return await (await dependencies.store()).cities(request);
  } catch (error) {
    logApiError("city list", error);
    return { items: [], page: request.page ?? 1, nextPage: null, pageSize: request.pageSize ?? 0 };
  }
}

/** spec 7 geo catalogue (states, or a state's cities); a failure is logged and gives an empty page. */
export async function geoCatalogue(
  request: GeoCatalogueRequest,
  dependencies: ApiDependencies,
): Promise<GeoCatalogueResponse> {
  try {
    return await (await dependencies.store()).geoCatalogue(request);
  } catch (error) {
    logApiError("geo catalogue", error);
    return { results: [], total: 0 };
  }
}

/**
 * Geo page data (counts, average costs, top providers). spec 5: the number of top
 * providers follows the count bands (none for 2 or fewer providers). A failure is
 * logged and gives null, like a location fetch (spec 8).
 */
export async function geoPageData(
  request: GeoPageRequest,
  dependencies: ApiDependencies,
): Promise<GeoPageData | null> {
  try {
    const data = await (
      await dependencies.store()
    ).geoPageData({
      ...request,
      topProvidersCount: MAX_TOP_PROVIDERS,
    });
    if (!data) return null;
    const shown = topProviderCount(data.providerCount);
    return {
      ...data,
      topProviders: data.topProviders.slice(0, shown).map((provider) => forVisitors(provider)),
    };
  } catch (error) {
    logApiError("geo page data", error);
    return null;
  }
}

/** Caring Stars winners per year and state of a roll-up's award; a failure is logged and gives none. */
export async function awardTallies(
  rollUpType: string,
  dependencies: ApiDependencies,
): Promise<AwardTally[]> {
  try {
    return await (await dependencies.store()).awardTallies(rollUpType);
  } catch (error) {
    logApiError("award tallies", error);
    return [];
  }
}

/**
 * The winners whose award of a year their inspection record withholds, and why (issue
 * 27.4, the QA view). A failure is not hidden: QA must not read "none withheld" from it.
 */
export async function withheldAwardWinners(
  dependencies: ApiDependencies,
): Promise<WithheldAwardWinner[]> {
  return (await dependencies.store()).withheldAwardWinners();
}

/** A page of an award's winners; a failure is logged and gives an empty page (spec 8). */
export async function awardWinners(
  request: AwardWinnersRequest,
  dependencies: ApiDependencies,
): Promise<AwardWinnersPage> {
  try {
    return await (await dependencies.store()).awardWinners(request);
  } catch (error) {
    logApiError("award winners", error);
    return { total: 0, winners: [] };
  }
}
