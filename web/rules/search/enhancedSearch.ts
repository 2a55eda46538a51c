/**
 * The enhanced search (spec 7 `GET /v1/enhanced-search`, `GET /v2/enhanced-search{geoPath}`):
 * which version answers, which source serves it, and the place a geo path names. Pure;
 * the handlers (web/api/enhancedSearch.ts) read the request and the flags, the service
 * (web/services/services.ts `enhancedSearch`) runs the source. docs/api.md "Enhanced search".
 */
import { SENIOR_CARE, SENIOR_LIVING, type CareType, type RollUpType } from "../careTypes";
import { geoPathShape } from "../geo/geoPath";
import { isUsStateCode, stateCodeFromName, stateNameFromCode } from "../geo/usStates";
import { MAX_PATH_LENGTH } from "../limits";
import type { FacetedSearchRequest } from "../model/types";
import { SITES, type SiteId } from "../sites";
import { AMENITY_FILTER_NAMES, DEFAULT_SORT } from "./searchOptions";
import { SEARCH_DEFAULTS } from "./searchParams";

/**
 * spec 3 "Source enum: ALGOLIA, API, CACHE, LEGACY". In this one-process product each
 * names a way the directory store answers (docs/spec-decisions.md "Search sources"):
 * - LEGACY: the list-mode query: the page of providers and the totals, no facets counted;
 * - ALGOLIA: the search-mode faceted query (facet counts), through the answer cache;
 * - API: the same faceted query straight from the store, never from the cache;
 * - CACHE: only what the answer cache holds; a miss is served by ALGOLIA, and says so.
 */
export const SEARCH_SOURCES = ["ALGOLIA", "API", "CACHE", "LEGACY"] as const;
export type SearchSource = (typeof SEARCH_SOURCES)[number];

/** The source that serves a CACHE request the cache cannot answer. */
export const CACHE_MISS_SOURCE: SearchSource = "ALGOLIA";

/** spec 9 "Display modes: list and search". */
export const DISPLAY_MODES = ["list", "search"] as const;
export type DisplayMode = (typeof DISPLAY_MODES)[number];

export type EnhancedSearchVersion = "v1" | "v2";

function oneOf<T extends string>(values: readonly T[], value: unknown, fold = false): T | null {
  if (typeof value !== "string") return null;
  const text = fold ? value.trim().toUpperCase() : value.trim().toLowerCase();
  return (values as readonly string[]).includes(text) ? (text as T) : null;
}

/** A source named in any case ("legacy", "LEGACY"); null for anything else. */
export function toSearchSource(value: unknown): SearchSource | null {
  return oneOf(SEARCH_SOURCES, value, true);
}

export function toDisplayMode(value: unknown): DisplayMode | null {
  return oneOf(DISPLAY_MODES, value);
}

export function toApiVersion(value: unknown): EnhancedSearchVersion | null {
  return oneOf(["v1", "v2"] as const, value);
}

export interface VersionInput {
  /** The geo path searched (`/senior-living/assisted-living/texas/austin`), if any. */
  geoPath: string | null;
  /** The caller's `apiVersion`, if it names one. */
  apiVersion: EnhancedSearchVersion | null;
  /** Whether the `enhanced-search-v2` flag is on for this request. */
  flagOn: boolean;
  /** The roll-up of the care type searched (the geo path's, else the `careType`'s). */
  rollUp: RollUpType | null;
  site: SiteId;
}

/**
 * spec 7: "v2 is chosen for /senior-living geo paths, when apiVersion is v2, or when the
 * enhanced-search flag is on for senior-care or the main domain"; v1 otherwise.
 */
export function enhancedSearchVersion({
  geoPath,
  apiVersion,
  flagOn,
  rollUp,
  site,
}: VersionInput): EnhancedSearchVersion {
  if (geoPath !== null && geoPath.split("/").filter(Boolean)[0] === SENIOR_LIVING) return "v2";
  if (apiVersion === "v2") return "v2";
  if (flagOn && (rollUp === SENIOR_CARE || site === "main")) return "v2";
  return "v1";
}

/**
 * Whether a search's parameters are at their spec 5 defaults: the recommended sort, every
 * filter off (price [1,4], 30 miles, all amenities matched, no amenity, rating, "providers
 * with" or yes/no filter). The place, the care type and the page are not filters.
 */
export function isDefaultSearch(request: FacetedSearchRequest): boolean {
  const { criteria } = request;
  const [low, high] = criteria.priceRange ?? SEARCH_DEFAULTS.priceRange;
  const empty = (list: readonly unknown[] | null | undefined) => !list || list.length === 0;
  return (
    request.sortBy === DEFAULT_SORT &&
    request.matchAllFilters === SEARCH_DEFAULTS.matchAllFilters &&
    low === SEARCH_DEFAULTS.priceRange[0] &&
    high === SEARCH_DEFAULTS.priceRange[1] &&
    (criteria.distanceInMiles ?? SEARCH_DEFAULTS.distanceInMiles) ===
      SEARCH_DEFAULTS.distanceInMiles &&
    [criteria.awards, criteria.verified, criteria.ongoingPromotion, criteria.fivePlusPhotos].every(
      (on) => on !== true,
    ) &&
    empty(criteria.reviews) &&
    empty(criteria.providersWith) &&
    empty(criteria.quickFilters) &&
    AMENITY_FILTER_NAMES.every((name) => empty(criteria[name]))
  );
}

export interface SourceInput {
  /** The caller's `source`, when it names one of spec 3's. */
  requested: SearchSource | null;
  site: SiteId;
  mode: DisplayMode;
  request: FacetedSearchRequest;
}

/**
 * The source that serves a search: the one the caller names, else the site's (spec 3: the
 * main site LEGACY, the alternate ALGOLIA), where spec 7 keeps LEGACY to "the live domain
 * when the mode is list, the amenity category is not visible, and the search parameters
 * are at their defaults"; any other search on that site goes to the search provider.
 */
export function searchSourceOf({ requested, site, mode, request }: SourceInput): SearchSource {
  if (requested) return requested;
  if (SITES[site].source !== "LEGACY") return SITES[site].source;
  const legacy =
    mode === "list" &&
    (request.criteria.amenityCategory ?? []).length === 0 &&
    isDefaultSearch(request);
  return legacy ? "LEGACY" : "ALGOLIA";
}

/** The place and care type a geo path names (the geo page's, web/rules/geo/geoPath.ts). */
export interface GeoSearchPlace {
  /** The path as read: lowercased, no query, no trailing slash. */
  path: string;
  careType: CareType;
  state: { code: string; name: string } | null;
  /** The city's URL name ("san-antonio"); the store matches providers' city URL names. */
  citySegment: string | null;
}

/**
 * The geo page a path or URL names (`/senior-care/in-home-care/texas/austin`,
 * `https://host/senior-living/assisted-living/tx?x=1`); null when it names none (not a geo
 * path, an unknown care type or state).
 */
export function geoSearchPlaceOf(geoUrl: string): GeoSearchPlace | null {
  if (geoUrl.length > MAX_PATH_LENGTH) return null;
  let path = geoUrl.trim();
  try {
    if (/^https?:\/\//i.test(path)) path = new URL(path).pathname;
    path = decodeURIComponent(path.split(/[?#]/)[0] ?? "");
  } catch {
    return null;
  }
  const shape = geoPathShape(path);
  if (!shape) return null;
  let state: GeoSearchPlace["state"] = null;
  if (shape.stateSegment) {
    const upper = shape.stateSegment.toUpperCase();
    const code = stateCodeFromName(shape.stateSegment) ?? (isUsStateCode(upper) ? upper : null);
    if (!code) return null;
    state = { code, name: stateNameFromCode(code) ?? code };
  }
  return { path: shape.path, careType: shape.careType, state, citySegment: shape.citySegment };
}

/**
 * v1 reads a geo path as the search page reads a place typed in its box: "Austin, TX"
 * (or the state's name), located by the geocoder and searched within the radius, nearby
 * providers after the place's own.
 */
export function geoKeywordOf(place: GeoSearchPlace): string | null {
  if (!place.state) return null;
  if (!place.citySegment) return place.state.name;
  return `${place.citySegment.replace(/-/g, " ")}, ${place.state.code}`;
}
