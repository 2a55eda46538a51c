/**
 * One written form per search (issue 14.6): the page cache keys pages by their
 * search state and search engines index URLs, so `page=01`, `page=1.0`,
 * `sortBy=RECOMMENDED`, `keyword=AUSTIN`, a shuffled parameter order or a
 * default spelled out must all name the same page as the plain form.
 *
 * The canonical form is the parsed search (spec 3 and 5, web/rules/search/searchParams.ts)
 * written back: defaults and values that filter nothing dropped, numbers in
 * their shortest form, lists sorted without repeats, keys in the order of
 * SEARCH_QUERY_KEYS, the keyword in {@link canonicalKeyword} case. Parsing the
 * canonical form gives the same search, so a page rendered from it is the page
 * the visitor asked for.
 */
import { MAX_TEXT_LENGTH as KEYWORD_MAX_LENGTH } from "../limits";
import { AMENITY_FILTER_NAMES, PROVIDERS_WITH_OPTIONS } from "./searchOptions";
import { MEDICARE_RATING_SORT, offersRecordFilters, RECORD_FILTER_NAMES } from "./recordFilters";
import {
  SEARCH_DEFAULTS,
  searchParamsFromQuery,
  toPageIndex,
  type SearchParams,
  type SearchState,
} from "./searchParams";
import {
  LISTING_PAGE_KEY,
  normalizeFilterForm,
  searchQueryOf,
  withoutFixed,
  type FixedSearch,
  type PageParam,
} from "./searchQuery";
import { isUsStateCode } from "../geo/usStates";

/** Joining words of place names, lower case unless they begin the name ("Lake of the Woods"). */
const MINOR_WORDS = new Set(["of", "the", "and"]);

/** The first letter in capitals, unless its capital is not one letter ("ß" -> "SS"). */
function capitalise(word: string): string {
  const [first = "", ...rest] = [...word];
  const upper = first.toUpperCase();
  return [...upper].length === 1 ? upper + rest.join("") : word;
}

/** One word in title case; "o'fallon" -> "O'Fallon", "winston-salem" -> "Winston-Salem". */
function titleCaseWord(word: string, first: boolean): string {
  if (!first && MINOR_WORDS.has(word)) return word;
  return word
    .split("-")
    .map((part) =>
      capitalise(part).replace(
        /^(\p{L}')(\p{L})/u,
        (_m, a: string, b: string) => a + capitalise(b),
      ),
    )
    .join("-");
}

/**
 * The keyword as the canonical URL writes it: spaces collapsed, ", " between
 * parts, each word capitalised, and a state code after the last comma in
 * capitals ("AUSTIN,tx" -> "Austin, TX"). Searches ignore case (place names,
 * provider names and city slugs are matched case-insensitively), so this only
 * chooses which spelling stands for all of them.
 */
export function canonicalKeyword(keyword: string): string {
  const written = formatKeyword(keyword);
  // ", " can make a keyword longer than searches read (KEYWORD_MAX_LENGTH):
  // cut it as they would, so the canonical form is read back unchanged.
  return written.length <= KEYWORD_MAX_LENGTH
    ? written
    : formatKeyword(written.slice(0, KEYWORD_MAX_LENGTH));
}

function formatKeyword(keyword: string): string {
  const parts = keyword
    .toLowerCase()
    .split(",")
    .map((part) => part.replace(/\s+/g, " ").trim())
    .filter(Boolean);
  return parts
    .map((part, index) => {
      const upper = part.toUpperCase();
      if (index > 0 && index === parts.length - 1 && isUsStateCode(upper)) return upper;
      return part
        .split(" ")
        .map((word, position) => titleCaseWord(word, position === 0))
        .join(" ");
    })
    .join(", ");
}

/** The shortest decimal form: 1.0 -> "1", -0 -> "0". */
function numberText(value: number): string {
  return String(value === 0 ? 0 : value);
}

function sortedNumbers(values: readonly number[]): string | null {
  const unique = [...new Set(values.map((value) => (value === 0 ? 0 : value)))].sort(
    (a, b) => a - b,
  );
  return unique.length > 0 ? unique.map(numberText).join(",") : null;
}

/** A parsed search written back in canonical form. */
export function searchQueryFromParams(params: SearchParams): URLSearchParams {
  const query = new URLSearchParams();
  const put = (key: string, value: string | null) => {
    if (value !== null && value !== "") query.set(key, value);
  };
  put("keyword", params.keyword === null ? null : canonicalKeyword(params.keyword));
  put("care-type", params.careType);
  put(
    "latLng",
    params.latLng
      ? `${numberText(params.latLng.latitude)},${numberText(params.latLng.longitude)}`
      : null,
  );
  put("page", params.page > 0 ? String(params.page + 1) : null);
  const [low, high] = params.priceRange;
  const [defaultLow, defaultHigh] = SEARCH_DEFAULTS.priceRange;
  put("priceRange", low === defaultLow && high === defaultHigh ? null : `${low},${high}`);
  // issue 27.5: a search naming a care type Medicare does not rate reads the record
  // filters and sort as absent (./recordFilters.ts), so its URL leaves them out. Without a
  // care type they stay: the page's default care type may be nursing homes.
  const records = params.careType === null || offersRecordFilters(params.careType);
  put(
    "sortBy",
    params.sortBy === SEARCH_DEFAULTS.sortBy || (params.sortBy === MEDICARE_RATING_SORT && !records)
      ? null
      : params.sortBy,
  );
  put(
    "matchAllFilters",
    params.matchAllFilters === SEARCH_DEFAULTS.matchAllFilters ? null : "false",
  );
  put(
    "distanceInMiles",
    params.distanceInMiles === SEARCH_DEFAULTS.distanceInMiles
      ? null
      : numberText(params.distanceInMiles),
  );
  // These filters only filter when true (false and absent both mean "any").
  for (const flag of ["awards", "ongoingPromotion", "verified", "fivePlusPhotos"] as const) {
    put(flag, params[flag] === true ? "true" : null);
  }
  for (const flag of RECORD_FILTER_NAMES) put(flag, records && params[flag] ? "true" : null);
  put("reviews", sortedNumbers(params.reviews));
  put(
    "providersWith",
    PROVIDERS_WITH_OPTIONS.filter((option) => params.providersWith.includes(option)).join(","),
  );
  for (const filter of AMENITY_FILTER_NAMES) put(filter, sortedNumbers(params[filter]));
  return query;
}

/** A search state as the URL writes it: the canonical search, then a geo listing's `listing-page`. */
export function searchStateQuery({ search, listingPage }: SearchState): URLSearchParams {
  const query = searchQueryFromParams(search);
  if (listingPage > 0) query.set(LISTING_PAGE_KEY, String(listingPage + 1));
  return query;
}

/**
 * The search state of a visitor's query string, parsed: the search keys (the no-JS
 * filter form's fields folded in, other keys dropped) and a geo listing's `listing-page`.
 */
export function searchStateOf(query: URLSearchParams): SearchState {
  const listingPages = query
    .getAll(LISTING_PAGE_KEY)
    .map((page) => page.trim())
    .filter(Boolean);
  return {
    search: searchParamsFromQuery(searchQueryOf(normalizeFilterForm(query))),
    // Repeated like a repeated `page`: joined, so unreadable (the first page).
    listingPage: toPageIndex(listingPages.join(",")),
  };
}

/**
 * The canonical search state of a visitor's query string (other keys dropped),
 * with a geo listing's `listing-page` after it, written like `page` (spec 2.2).
 */
export function canonicalSearchQuery(query: URLSearchParams): URLSearchParams {
  return searchStateQuery(searchStateOf(query));
}

/**
 * The query of a results block's link (pagination): the search in canonical form, its
 * page under the block's name for it (`page`, or a geo listing's `listing-page`), and
 * without the keys the page itself implies (a geo page's place and care type).
 */
export function resultsLinkQuery(
  search: SearchParams,
  pageParam: PageParam,
  fixed: FixedSearch = {},
): URLSearchParams {
  const own = withoutFixed(search, fixed);
  return pageParam === "page"
    ? searchQueryFromParams(own)
    : searchStateQuery({ search: { ...own, page: 0 }, listingPage: own.page });
}
