/**
 * The search page's state in its query string (spec 2.2, 3): which keys belong
 * to the search, how a change is written back, and the page-level display rules.
 */
import { SEARCH_RADIUS_MILES } from "../limits";
import { AMENITY_FILTER_NAMES } from "./searchOptions";
import { offersRecordFilters, RECORD_FILTER_NAMES } from "./recordFilters";
import { EMPTY_SEARCH, SEARCH_DEFAULTS, type SearchParams, type SearchState } from "./searchParams";
import { isTruthy } from "@web/lib/truthy";

/**
 * How many filters a search narrows its results by (the filter button's count, issue 23):
 * the price range and the distance when not at their defaults, each yes/no filter that is
 * on (the record filters only where the care type offers them), the reviews filter when
 * any rating is picked, and each "providers with" and amenity choice. The place, the care
 * type, the sort and the page are not filters.
 */
export function activeFilterCount(search: SearchParams): number {
  const [low, high] = search.priceRange;
  let count = 0;
  if (low !== SEARCH_DEFAULTS.priceRange[0] || high !== SEARCH_DEFAULTS.priceRange[1]) count++;
  if (search.distanceInMiles !== SEARCH_DEFAULTS.distanceInMiles) count++;
  for (const on of [
    search.awards,
    search.ongoingPromotion,
    search.verified,
    search.fivePlusPhotos,
  ]) {
    if (on) count++;
  }
  // issue 27.5: only where they are offered (and so filter); elsewhere they are ignored.
  if (offersRecordFilters(search.careType)) {
    for (const name of RECORD_FILTER_NAMES) if (search[name]) count++;
  }
  if (search.reviews.length > 0) count++;
  count += search.providersWith.length;
  for (const name of AMENITY_FILTER_NAMES) count += search[name].length;
  return count;
}

/**
 * The search with every filter {@link activeFilterCount} counts cleared ("Clear all
 * filters"): the place, the care type and the sort stay, and it starts on page 1.
 */
export function withoutFilters(search: SearchParams): SearchParams {
  const cleared: Partial<SearchParams> = {
    priceRange: EMPTY_SEARCH.priceRange,
    distanceInMiles: EMPTY_SEARCH.distanceInMiles,
    matchAllFilters: EMPTY_SEARCH.matchAllFilters,
    awards: null,
    ongoingPromotion: null,
    verified: null,
    fivePlusPhotos: null,
    noSeriousCitations: null,
    medicareRating4Plus: null,
    reviews: [],
    providersWith: [],
  };
  for (const name of AMENITY_FILTER_NAMES) cleared[name] = [];
  return withChange(search, cleared);
}

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
  ...RECORD_FILTER_NAMES,
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
  if (isTruthy(next.get("matchAny"))) next.set("matchAllFilters", "false");
  next.delete("matchAny");
  if (next.get("sortBy") === "recommended") next.delete("sortBy");
  if (next.get("distanceInMiles") === String(SEARCH_RADIUS_MILES)) {
    next.delete("distanceInMiles");
  }
  return next;
}

export function isSearchQueryKey(key: string): key is SearchQueryKey {
  return SEARCH_KEY_SET.has(key);
}

/**
 * The geo listing's search from its URL state (spec 2.2): `listing-page` is the search's
 * `page`; a stray `page` (the search page's name) is ignored.
 */
export function listingSearchOf({ search, listingPage }: SearchState): SearchParams {
  return { ...search, page: listingPage };
}

/** One change written into a search: any change but paging goes back to page 1. */
export function withChange(search: SearchParams, change: Partial<SearchParams>): SearchParams {
  return { ...search, ...("page" in change ? {} : { page: 0 }), ...change };
}

/** Search keys a page itself implies (a geo listing's place and care type, spec 2.2). */
export type FixedSearch = Partial<SearchParams>;

function isUnset(search: SearchParams, key: keyof SearchParams): boolean {
  return JSON.stringify(search[key]) === JSON.stringify(EMPTY_SEARCH[key]);
}

/** The search with the page's implied keys filled in where the URL leaves them unset. */
export function withFixed(search: SearchParams, fixed: FixedSearch): SearchParams {
  const next: Record<string, unknown> = { ...search };
  for (const key of Object.keys(fixed) as (keyof SearchParams)[]) {
    if (isUnset(search, key)) next[key] = fixed[key];
  }
  return next as SearchParams;
}

/** The search without the page's implied keys (where it still has their values): for links. */
export function withoutFixed(search: SearchParams, fixed: FixedSearch): SearchParams {
  const next: Record<string, unknown> = { ...search };
  for (const key of Object.keys(fixed) as (keyof SearchParams)[]) {
    if (JSON.stringify(search[key]) === JSON.stringify(fixed[key])) next[key] = EMPTY_SEARCH[key];
  }
  return next as SearchParams;
}

/** spec 2.3 / 4: "no search input" — neither a place nor coordinates were given. */
export function hasSearchInput(params: Pick<SearchParams, "keyword" | "latLng">): boolean {
  return Boolean(params.keyword) || params.latLng !== null;
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
