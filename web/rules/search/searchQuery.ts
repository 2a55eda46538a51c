/**
 * The search page's state in its query string (spec 2.2, 3): which keys belong
 * to the search, how a change is written back, and the page-level display rules.
 */
import { SEARCH_RADIUS_MILES } from "../limits";
import { AMENITY_FILTER_NAMES } from "./searchOptions";
import { searchParamsFromQuery, type SearchParams } from "./searchParams";

/** spec 3: every search parameter, as the page's query string names it. */
export const SEARCH_QUERY_KEYS = [
  "keyword",
  "care-type",
  "latLng",
  "page",
  "priceRange",
  "sortBy",
  "matchAllFilters",
  "distanceInMiles",
  "awards",
  "ongoingPromotion",
  "verified",
  "fivePlusPhotos",
  "reviews",
  "providersWith",
  ...AMENITY_FILTER_NAMES,
] as const;
export type SearchQueryKey = (typeof SEARCH_QUERY_KEYS)[number];

const SEARCH_KEY_SET = new Set<string>(SEARCH_QUERY_KEYS);

/**
 * spec 2.2: a geo page's listing pages with `listing-page` (1-based, like `page`),
 * so the search page's `page` and the listing's page never share a name. It is
 * part of the URL's state (canonical form, page cache segment) next to the search
 * keys; the geo listing reads it as its search's `page`, the search page ignores it.
 */
export const LISTING_PAGE_KEY = "listing-page";

/** The name the page number has in a results block's URL. */
export type PageParam = "page" | typeof LISTING_PAGE_KEY;

/**
 * Only the search's own keys, in a stable order, empty values dropped; other
 * keys of the URL (compare's selectedCommunities, isModalOpen, campaign tags)
 * are not part of the search.
 */
export function searchQueryOf(query: URLSearchParams): URLSearchParams {
  const result = new URLSearchParams();
  for (const key of SEARCH_QUERY_KEYS) {
    const values = query
      .getAll(key)
      .map((value) => value.trim())
      .filter(Boolean);
    if (values.length > 0) result.set(key, values.join(","));
  }
  return result;
}

/**
 * The filter form's own fields in the spec's terms: price tier selects
 * (priceMin, priceMax) become priceRange, the "any amenity" box becomes
 * matchAllFilters=false, and defaults are dropped. Used for the form in the
 * browser and for the same form submitted without JavaScript.
 */
export function normalizeFilterForm(query: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(query);
  const min = Number(next.get("priceMin") ?? 1);
  const max = Number(next.get("priceMax") ?? 4);
  next.delete("priceMin");
  next.delete("priceMax");
  if (Number.isInteger(min) && Number.isInteger(max) && (min !== 1 || max !== 4)) {
    next.set("priceRange", `${Math.min(min, max)},${Math.max(min, max)}`);
  }
  if (next.get("matchAny") === "true") next.set("matchAllFilters", "false");
  next.delete("matchAny");
  if (next.get("sortBy") === "recommended") next.delete("sortBy");
  if (next.get("distanceInMiles") === String(SEARCH_RADIUS_MILES)) {
    next.delete("distanceInMiles");
  }
  return next;
}

/**
 * The page's query as the search API reads it: the API's `page` is 0-based
 * while the page's URL is 1-based (spec 5: page is a positive integer, stored
 * 0-based). An invalid page falls back to the first.
 */
export function toApiQuery(query: URLSearchParams): URLSearchParams {
  const api = new URLSearchParams(query);
  const pageIndex = parseSearchQuery(query).page;
  if (pageIndex > 0) api.set("page", String(pageIndex));
  else api.delete("page");
  return api;
}

export function isSearchQueryKey(key: string): key is SearchQueryKey {
  return SEARCH_KEY_SET.has(key);
}

/**
 * Writes one change into the full URL query: other keys survive, an empty
 * value removes the key, and any change but paging goes back to page 1.
 */
export function withSearchChange(
  query: URLSearchParams,
  changes: Partial<Record<SearchQueryKey | typeof LISTING_PAGE_KEY, string | null>>,
): URLSearchParams {
  const next = new URLSearchParams(query);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === "") next.delete(key);
    else next.set(key, value);
  }
  for (const pageKey of ["page", LISTING_PAGE_KEY] as const) {
    if (!(pageKey in changes)) next.delete(pageKey);
  }
  return next;
}

/**
 * The geo listing's search query from its URL state: `listing-page` becomes the
 * search's `page`; a stray `page` (the search page's name) is ignored.
 */
export function listingSearchQuery(query: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(query);
  next.delete("page");
  for (const value of query.getAll(LISTING_PAGE_KEY)) next.append("page", value);
  next.delete(LISTING_PAGE_KEY);
  return next;
}

/** spec 2.3 / 4: "no search input" — neither a place nor coordinates were given. */
export function hasSearchInput(params: Pick<SearchParams, "keyword" | "latLng">): boolean {
  return Boolean(params.keyword) || params.latLng !== null;
}

export function parseSearchQuery(query: URLSearchParams): SearchParams {
  return searchParamsFromQuery(query);
}

/** spec 2.3 / 9: results are split after the first 6. */
export const RESULTS_BEFORE_CONTENT_BLOCK = 6;

/**
 * spec 2.3: the generic content block after the first 6 results alternates
 * between block 1 and block 2 by page parity: page 1 (and every odd page)
 * shows block 1, even pages block 2.
 */
export function contentBlockForPage(pageIndex: number): 1 | 2 {
  return pageIndex % 2 === 0 ? 1 : 2;
}

/** Page numbers to offer around the current one (1-based), with gaps as null. */
export function paginationWindow(
  currentIndex: number,
  totalPages: number,
  span = 2,
): (number | null)[] {
  if (totalPages <= 1) return [];
  const current = currentIndex + 1;
  const pages = new Set<number>([1, totalPages]);
  for (let page = current - span; page <= current + span; page += 1) {
    if (page >= 1 && page <= totalPages) pages.add(page);
  }
  const sorted = [...pages].sort((a, b) => a - b);
  const withGaps: (number | null)[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous > 1) withGaps.push(null);
    withGaps.push(page);
  });
  return withGaps;
}
