/**
 * Reading the API's requests (spec 7) into the store's request types. Every field is
 * coerced on its own with the spec 5 rules: a misfit value falls back to its default
 * and never fails the request (spec 8: invalid search parameters -> defaults).
 *
 * This is the edge: the limits of web/rules/limits.ts are checked here, once. What
 * these functions return is within them, and the directory store trusts it.
 */
import { resolveStateCode } from "@web/directory/states";
import { log } from "@web/lib/log";
import type {
  CityListRequest,
  FacetedSearchRequest,
  GeoPageRequest,
  NearbySearchRequest,
  ReviewsByLocaleRequest,
} from "@web/rules/model/types";
import { cleanText } from "@web/rules/cleanText";
import { isRollUpType } from "@web/rules/careTypes";
import {
  HITS_PER_PAGE,
  MAX_CITY_PAGE_SIZE,
  MAX_DISTANCE_IN_MILES,
  MAX_HITS_PER_PAGE,
  MAX_PAGE,
  MAX_PLACE_LENGTH,
  MAX_REVIEWS,
  NEARBY_RADIUS_MILES,
  TOP_REVIEWS_COUNT,
} from "@web/rules/limits";
import { AMENITY_QUICK_FILTERS, type AmenityQuickFilter } from "@web/rules/search/searchOptions";
import { facetedSearchRequestOf, idList } from "@web/rules/search/searchRequest";
import {
  invalidSearchKeys,
  queryValue,
  searchParamsFromQuery,
  toBoolean,
  toCareTypeSlug,
  toNumber,
  toNumberList,
  type QueryInput,
} from "@web/rules/search/searchParams";
import type { SiteId } from "@web/site/sites";

/** A positive whole number within [1, max], else null. */
export function toCount(value: unknown, max: number): number | null {
  const number = toNumber(Array.isArray(value) ? value[0] : value);
  return number !== null && Number.isSafeInteger(number) && number >= 1 && number <= max
    ? number
    : null;
}

/**
 * The API's page is 0-based (spec 5: the page is stored 0-based and sent as such); a
 * page past MAX_PAGE reads as MAX_PAGE (an empty page, as any page past the results).
 */
export function toZeroBasedPage(value: unknown): number {
  const number = toNumber(Array.isArray(value) ? value[0] : value);
  return number !== null && Number.isSafeInteger(number) && number >= 0
    ? Math.min(number, MAX_PAGE)
    : 0;
}

/** Ids (amenity types or categories): a list of positive whole numbers, else empty. */
function toIdList(value: unknown): number[] {
  const joined =
    Array.isArray(value) && value.every((v) => typeof v === "string") ? value.join(",") : value;
  return idList(toNumberList(joined));
}

/** Free text of a place or slug, trimmed, control characters dropped; null when empty. */
export function toText(value: unknown, maxLength = MAX_PLACE_LENGTH): string | null {
  return cleanText(Array.isArray(value) ? value[0] : value, maxLength);
}

function toLatitude(value: unknown): number | null {
  const number = toNumber(Array.isArray(value) ? value[0] : value);
  return number !== null && Math.abs(number) <= 90 ? number : null;
}

function toLongitude(value: unknown): number | null {
  const number = toNumber(Array.isArray(value) ? value[0] : value);
  return number !== null && Math.abs(number) <= 180 ? number : null;
}

function toQuickFilters(value: unknown): AmenityQuickFilter[] {
  const items = typeof value === "string" ? value.split(",") : Array.isArray(value) ? value : [];
  return [
    ...new Set(
      items
        .filter((item): item is string => typeof item === "string")
        .map((item) => item.trim())
        .filter((item): item is AmenityQuickFilter =>
          (AMENITY_QUICK_FILTERS as readonly string[]).includes(item),
        ),
    ),
  ];
}

/** A URLSearchParams as a plain object, repeated keys as lists. */
function queryObject(query: URLSearchParams): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const key of new Set(query.keys())) object[key] = queryValue(query, key);
  return object;
}

function parseCriteriaValue(value: unknown): Record<string, unknown> {
  let parsed: unknown = value;
  if (typeof value === "string") {
    try {
      parsed = JSON.parse(value);
    } catch {
      return {};
    }
  }
  return parsed !== null && typeof parsed === "object" && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : {};
}

/**
 * spec 3: the faceted search request, from a GET query (criteria fields flat in the
 * query, or as a JSON `criteria` parameter) or a POST body ({hitsPerPage, matchAllFilters,
 * page, sortBy, criteria}). Fields inside `criteria` win over flat ones.
 */
export function facetedSearchRequestFrom(
  input: URLSearchParams | Record<string, unknown>,
  site: SiteId,
): FacetedSearchRequest {
  const top = input instanceof URLSearchParams ? queryObject(input) : input;
  const source: Record<string, unknown> = { ...top, ...parseCriteriaValue(top.criteria) };
  const get = (key: string) => queryValue(source as QueryInput, key);
  // spec 8: unreadable search values are logged and their defaults used.
  const invalid = invalidSearchKeys(source as QueryInput, { zeroBasedPage: true });
  if (invalid.length > 0)
    log.warn("search-params-invalid", { api: "faceted-search", keys: invalid });
  // The API's page is 0-based, the search page's URL 1-based (spec 5).
  const search = { ...searchParamsFromQuery(source), page: toZeroBasedPage(get("page")) };
  return facetedSearchRequestOf(
    search,
    site,
    {},
    {
      latitude: toLatitude(get("latitude")),
      longitude: toLongitude(get("longitude")),
      city: toText(get("city")),
      county: toText(get("county")),
      state: toText(get("state")),
      amenityCategory: toIdList(get("amenityCategory")),
      quickFilters: toQuickFilters(get("quickFilters")),
      onlyIndexed: toBoolean(get("onlyIndexed") ?? get("shouldShowOnlyIndexedProviders")),
      excludeNearby: toBoolean(get("excludeNearby") ?? get("shouldExcludeNearbyResults")),
      hitsPerPage: toCount(get("hitsPerPage"), MAX_HITS_PER_PAGE),
    },
  );
}

/** spec 7 GET /v1/nearby-search; null when the point is missing (nothing is near nowhere). */
export function nearbySearchRequestFrom(query: URLSearchParams): NearbySearchRequest | null {
  const latitude = toLatitude(query.get("latitude"));
  const longitude = toLongitude(query.get("longitude"));
  if (latitude === null || longitude === null) return null;
  const radius = toNumber(query.get("radiusForSearch"));
  return {
    latitude,
    longitude,
    careType: toCareTypeSlug(query.get("careType")),
    enhancedListing: toBoolean(query.get("enhancedListing")),
    // spec 9: nearby-search radius 25.
    radiusForSearch:
      radius !== null && radius > 0 ? Math.min(radius, MAX_DISTANCE_IN_MILES) : NEARBY_RADIUS_MILES,
    hitsPerPage: toCount(query.get("hitsPerPage"), MAX_HITS_PER_PAGE) ?? HITS_PER_PAGE,
    page: toZeroBasedPage(query.get("page")),
    excludeProviderId: toText(query.get("excludeProviderId")),
  };
}

/**
 * spec 5 and 7: top and recent reviews need at least one of city, state, county,
 * careType; null when none is given. `countKey` is "count" (top reviews, default 5) or
 * "limit" (recent reviews).
 */
export function reviewsByLocaleRequestFrom(
  query: URLSearchParams,
  countKey: "count" | "limit",
): ReviewsByLocaleRequest | null {
  const request: ReviewsByLocaleRequest = {
    careType: toCareTypeSlug(query.get("careType")),
    city: toText(query.get("city")),
    state: toText(query.get("state")),
    county: toText(query.get("county")),
    // spec 9: top reviews default count 5.
    count: toCount(query.get(countKey), MAX_REVIEWS) ?? TOP_REVIEWS_COUNT,
  };
  return request.careType || request.city || request.state || request.county ? request : null;
}

/** spec 7 GET /v1/dxp/cities. */
export function cityListRequestFrom(query: URLSearchParams): CityListRequest {
  const listType = query.get("listType");
  // 1-based here; a page past MAX_PAGE reads as MAX_PAGE, like the searches' pages.
  const page = toCount(query.get("page"), Number.MAX_SAFE_INTEGER);
  return {
    listType: listType === "top" || listType === "alphabetical" ? listType : null,
    alteredCareType: toCareTypeSlug(query.get("alteredCareType") ?? query.get("careType")),
    state: toText(query.get("state")),
    page: page === null ? null : Math.min(page, MAX_PAGE),
    pageSize: toCount(query.get("pageSize"), MAX_CITY_PAGE_SIZE),
  };
}

/**
 * A geo page's place from its path: [roll-up]/[care type]/{state}/[city], as in
 * /senior-living/assisted-living/texas/austin or /senior-care/in-home-care/tx. Null when
 * no state can be read from it.
 */
export function geoPageRequestFromPath(segments: readonly string[]): GeoPageRequest | null {
  const parts = segments.map((segment) => segment.trim().toLowerCase()).filter(Boolean);
  if (parts[0] && isRollUpType(parts[0]) && parts.length > 1) parts.shift();
  let careType: string | null = null;
  if (parts[0] && !resolveStateCode(parts[0])) {
    careType = toCareTypeSlug(parts.shift());
  }
  const [stateSegment, citySegment, ...rest] = parts;
  const state = resolveStateCode(stateSegment);
  if (!state || rest.length > 0) return null;
  return { careType, state, city: citySegment ? toText(citySegment) : null };
}
