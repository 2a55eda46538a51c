/**
 * Search parameters of the search-results page (spec 3 "Search parameters") read from
 * a query string with the defaults and coercions of spec 5 "Search parameters".
 * Misfit values never throw: they coerce to null and the default is used instead.
 */

import { cleanText } from "../cleanText";
import { MAX_TEXT_LENGTH, SEARCH_RADIUS_MILES } from "../limits";
import {
  AMENITY_FILTER_NAMES,
  DEFAULT_SORT,
  PROVIDERS_WITH_OPTIONS,
  SORT_OPTIONS,
  type AmenityFilterName,
  type ProvidersWithOption,
  type SortOption,
} from "./searchOptions";
import { RECORD_FILTER_NAMES } from "./recordFilters";

/** spec 5 and spec 9 defaults. */
export const SEARCH_DEFAULTS = {
  page: 0,
  priceRange: [1, 4] as const,
  sortBy: DEFAULT_SORT,
  matchAllFilters: true,
  distanceInMiles: SEARCH_RADIUS_MILES,
} as const;

/** The lowest and highest price tier of the priceRange filter (spec 5: default [1,4]). */
const PRICE_TIER_MIN = 1;
const PRICE_TIER_MAX = 4;

export interface LatLng {
  latitude: number;
  longitude: number;
}

export type SearchParams = {
  keyword: string | null;
  careType: string | null;
  latLng: LatLng | null;
  /** 0-based (spec 5: the query string's page is 1-based). */
  page: number;
  priceRange: [number, number];
  sortBy: SortOption;
  matchAllFilters: boolean;
  distanceInMiles: number;
  awards: boolean | null;
  ongoingPromotion: boolean | null;
  verified: boolean | null;
  /** spec 9 filter: providers with five or more photos. */
  fivePlusPhotos: boolean | null;
  /** issue 27.5: no citation at actual harm or worse (G-L) in 3 years (nursing homes). */
  noSeriousCitations: boolean | null;
  /** issue 27.5: CMS overall rating 4 or 5 (nursing homes). */
  medicareRating4Plus: boolean | null;
  /** Minimum star ratings picked in the reviews filter (any of them). */
  reviews: number[];
  providersWith: ProvidersWithOption[];
} & Record<AmenityFilterName, number[]>;

/** A query as Next passes it to pages, a URLSearchParams, or a parsed JSON object. */
export type QueryInput = URLSearchParams | Readonly<Record<string, unknown>> | null | undefined;

/** spec 5: booleans accept the strings true and false or real booleans; else null. */
export function toBoolean(value: unknown): boolean | null {
  if (typeof value === "boolean") return value;
  if (value === "true") return true;
  if (value === "false") return false;
  return null;
}

/** spec 5: numbers accept numeric strings or finite numbers; else null. */
export function toNumber(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string" || value.trim() === "") return null;
  const parsed = Number(value.trim());
  return Number.isFinite(parsed) ? parsed : null;
}

/**
 * spec 5: number lists accept comma-separated strings or arrays of numbers; a list with
 * any misfit element is null as a whole, so a tampered filter does not half-apply.
 */
export function toNumberList(value: unknown): number[] | null {
  const items =
    typeof value === "string"
      ? value.trim() === ""
        ? []
        : value.split(",")
      : Array.isArray(value)
        ? value
        : null;
  if (items === null) return null;
  const numbers: number[] = [];
  for (const item of items) {
    const number = typeof item === "number" || typeof item === "string" ? toNumber(item) : null;
    if (number === null) return null;
    numbers.push(number);
  }
  return numbers;
}

/** A page number as the URL writes it (1-based, a positive integer); else null. */
function readPage(value: unknown): number | null {
  const page = toNumber(value);
  return page !== null && Number.isSafeInteger(page) && page >= 1 ? page : null;
}

/** spec 5: page must be a positive integer (1-based in the URL) and is stored 0-based. */
export function toPageIndex(value: unknown): number {
  const page = readPage(value);
  return page === null ? SEARCH_DEFAULTS.page : page - 1;
}

/** Two price tiers within [1,4], low to high; else null. */
function readPriceRange(value: unknown): [number, number] | null {
  const range = toNumberList(value);
  const [low, high] = range ?? [];
  return range?.length === 2 &&
    low !== undefined &&
    high !== undefined &&
    Number.isInteger(low) &&
    Number.isInteger(high) &&
    low >= PRICE_TIER_MIN &&
    high <= PRICE_TIER_MAX &&
    low <= high
    ? [low, high]
    : null;
}

/** spec 5: priceRange is two tiers within [1,4], low to high; otherwise [1,4]. */
export function toPriceRange(value: unknown): [number, number] {
  return readPriceRange(value) ?? [...SEARCH_DEFAULTS.priceRange];
}

export function isSortOption(value: unknown): value is SortOption {
  return typeof value === "string" && (SORT_OPTIONS as readonly string[]).includes(value);
}

/** spec 5: sortBy must be one of the sort options, default recommended. */
export function toSortOption(value: unknown): SortOption {
  return isSortOption(value) ? value : SEARCH_DEFAULTS.sortBy;
}

/** A positive distance in miles; else null. */
function readDistance(value: unknown): number | null {
  const miles = toNumber(value);
  return miles !== null && miles > 0 ? miles : null;
}

/** spec 5 and 9: a positive distance in miles, default 30. */
export function toDistanceInMiles(value: unknown): number {
  return readDistance(value) ?? SEARCH_DEFAULTS.distanceInMiles;
}

/** spec 3: latLng is 'lat,lng'; out-of-range or malformed pairs are null. */
export function toLatLng(value: unknown): LatLng | null {
  const pair = toNumberList(value);
  if (pair?.length !== 2) return null;
  const [latitude, longitude] = pair;
  if (latitude === undefined || longitude === undefined) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

/** A keyword: trimmed text, null when empty; control characters become spaces. */
export function toKeyword(value: unknown): string | null {
  // Control characters never belong in a place or provider name.
  return cleanText(value, MAX_TEXT_LENGTH, " ");
}

/** A care-type URL slug (spec 2.1: assisted-living, memory-care-facilities, ...). */
export function toCareTypeSlug(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const slug = value.trim().toLowerCase();
  return /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug) && slug.length <= 64 ? slug : null;
}

const isProvidersWithOption = (item: unknown): item is ProvidersWithOption =>
  typeof item === "string" && (PROVIDERS_WITH_OPTIONS as readonly string[]).includes(item);

/** The listed options that are options (an unknown one is left out, the others kept). */
function toProvidersWith(value: unknown): ProvidersWithOption[] {
  const items = typeof value === "string" ? value.split(",") : Array.isArray(value) ? value : [];
  const options = items.map((item) => (typeof item === "string" ? item.trim() : item));
  return [...new Set(options.filter(isProvidersWithOption))];
}

/**
 * One value of a query: the only value of a key, or the list when a key repeats
 * (`?dining=1&dining=2`). URLSearchParams is read the same way as a plain object.
 */
export function queryValue(query: QueryInput, key: string): unknown {
  if (!query) return undefined;
  if (query instanceof URLSearchParams) {
    const values = query.getAll(key);
    if (values.length === 0) return undefined;
    return values.length === 1 ? values[0] : values;
  }
  return Object.prototype.hasOwnProperty.call(query, key) ? query[key] : undefined;
}

/** A repeated scalar key (`?page=2&page=3`) is read as its first value. */
function firstValue(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}

/** Repeated list keys are joined, so `?dining=1&dining=2` equals `?dining=1,2`. */
function listValue(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  return value.every((item) => typeof item === "string") ? value.join(",") : value;
}

/**
 * spec 3 and 5: every search parameter of the search-results page, each coerced on its
 * own so one bad value falls back to its default without touching the others.
 */
export function searchParamsFromQuery(query: QueryInput): SearchParams {
  const get = (key: string) => queryValue(query, key);
  const amenityFilters = Object.fromEntries(
    AMENITY_FILTER_NAMES.map((filter) => [filter, toNumberList(listValue(get(filter))) ?? []]),
  ) as Record<AmenityFilterName, number[]>;
  return {
    keyword: toKeyword(firstValue(get("keyword"))),
    careType: toCareTypeSlug(firstValue(get("careType") ?? get("care-type"))),
    latLng: toLatLng(firstValue(get("latLng"))),
    page: toPageIndex(firstValue(get("page"))),
    priceRange: toPriceRange(listValue(get("priceRange"))),
    sortBy: toSortOption(firstValue(get("sortBy"))),
    matchAllFilters:
      toBoolean(firstValue(get("matchAllFilters"))) ?? SEARCH_DEFAULTS.matchAllFilters,
    distanceInMiles: toDistanceInMiles(firstValue(get("distanceInMiles"))),
    awards: toBoolean(firstValue(get("awards"))),
    ongoingPromotion: toBoolean(firstValue(get("ongoingPromotion"))),
    verified: toBoolean(firstValue(get("verified"))),
    fivePlusPhotos: toBoolean(firstValue(get("fivePlusPhotos"))),
    noSeriousCitations: toBoolean(firstValue(get("noSeriousCitations"))),
    medicareRating4Plus: toBoolean(firstValue(get("medicareRating4Plus"))),
    reviews: toNumberList(listValue(get("reviews"))) ?? [],
    providersWith: toProvidersWith(listValue(get("providersWith"))),
    ...amenityFilters,
  };
}

/** Whether a given value of each search key is readable (else it falls back to its default). */
const SEARCH_KEY_CHECKS: readonly (readonly [string, (value: unknown) => boolean])[] = [
  ["careType", (value) => toCareTypeSlug(firstValue(value)) !== null],
  ["care-type", (value) => toCareTypeSlug(firstValue(value)) !== null],
  ["latLng", (value) => toLatLng(firstValue(value)) !== null],
  ["page", (value) => readPage(firstValue(value)) !== null],
  ["priceRange", (value) => readPriceRange(listValue(value)) !== null],
  ["sortBy", (value) => isSortOption(firstValue(value))],
  ["distanceInMiles", (value) => readDistance(firstValue(value)) !== null],
  ...[
    "matchAllFilters",
    "awards",
    "ongoingPromotion",
    "verified",
    "fivePlusPhotos",
    ...RECORD_FILTER_NAMES,
  ].map((key) => [key, (value: unknown) => toBoolean(firstValue(value)) !== null] as const),
  ...["reviews", ...AMENITY_FILTER_NAMES].map(
    (key) => [key, (value: unknown) => toNumberList(listValue(value)) !== null] as const,
  ),
  [
    "providersWith",
    (value) => {
      const items = listValue(value);
      return (typeof items === "string" ? items.split(",") : [items])
        .map((item) => (typeof item === "string" ? item.trim() : item))
        .every(isProvidersWithOption);
    },
  ],
];

/**
 * spec 8 "Invalid ... search parameters: logged, and defaults are used": the search keys
 * of a query that carry a value this module cannot read, so the search uses the key's
 * default instead (an empty value is no value). `zeroBasedPage`: the API's `page`, which
 * starts at 0, is checked by its own parser.
 */
export function invalidSearchKeys(
  query: QueryInput,
  { zeroBasedPage = false }: { zeroBasedPage?: boolean } = {},
): string[] {
  return SEARCH_KEY_CHECKS.filter(([key, readable]) => {
    if (zeroBasedPage && key === "page") return false;
    const value = queryValue(query, key);
    const empty =
      value === undefined || value === null || (typeof value === "string" && value.trim() === "");
    return !empty && !readable(value);
  }).map(([key]) => key);
}

/** The search with nothing given: every parameter at its default (no search input). */
export const EMPTY_SEARCH: Readonly<SearchParams> = Object.freeze(searchParamsFromQuery(null));

/**
 * The search state of a page's URL (spec 2.2, 3), parsed once by the page route: the
 * search, and a geo listing's own page (`listing-page`, 0-based like `page`).
 */
export interface SearchState {
  search: SearchParams;
  listingPage: number;
}

/** The state of a URL without search keys. */
export const NO_SEARCH_STATE: Readonly<SearchState> = Object.freeze({
  search: EMPTY_SEARCH,
  listingPage: 0,
});
