/**
 * spec 7 `GET /v1/enhanced-search` and `GET /v2/enhanced-search{geoPath}` (docs/api.md
 * "Enhanced search"): the faceted search's parameters, plus a geo path, a source, a
 * display mode and, for v1, the version choice of web/rules/search/enhancedSearch.ts.
 */
import "server-only";
import type { ApiDependencies } from "../services/dependencies";
import { enhancedSearch } from "../services/services";
import { badRequest, jsonResponse, requestQuery, siteOfRequest } from "./http";
import { facetedSearchRequestFrom, toText } from "./requests";
import { decodeSegment } from "./handlers";
import { enabledFeatureFlags, resolveFeatureFlags, type FeatureFlag } from "@web/lib/featureFlags";
import { logApiError } from "@web/lib/log";
import { findCareType } from "@web/rules/careTypes";
import { stripFeatureOverride } from "@web/rules/featureOverride";
import { MAX_PATH_LENGTH } from "@web/rules/limits";
import type { FacetedSearchRequest } from "@web/rules/model/types";
import {
  DISPLAY_MODES,
  SEARCH_SOURCES,
  enhancedSearchVersion,
  geoKeywordOf,
  geoSearchPlaceOf,
  searchSourceOf,
  toApiVersion,
  toDisplayMode,
  toSearchSource,
  type DisplayMode,
  type EnhancedSearchVersion,
  type GeoSearchPlace,
  type SearchSource,
} from "@web/rules/search/enhancedSearch";
import type { SiteId } from "@web/site/sites";

/**
 * spec 7: the feature-override header an enhanced search carries. Its value is stripped of
 * special characters (spec 5) and read like FEATURE_FLAGS (`name` on, `-name` off, unknown
 * names ignored), for that one request: API answers are never cached (no-store).
 */
export const FEATURE_OVERRIDE_HEADER = "x-feature-override";

const GEO_PATH_MESSAGE =
  "geoUrl must be a geo page path: /{roll-up}/{care-type}[/{state}[/{city}]], e.g. /senior-living/assisted-living/texas/austin";

/** The flags on for one API request: the site's, then the request's override header. */
export async function requestFeatureFlags(
  request: Request,
  site: SiteId,
  dependencies: ApiDependencies,
): Promise<ReadonlySet<FeatureFlag>> {
  let flags: ReadonlySet<FeatureFlag>;
  try {
    flags = dependencies.featureFlags
      ? await dependencies.featureFlags(site)
      : enabledFeatureFlags();
  } catch (error) {
    logApiError("feature flags", error, { site });
    flags = enabledFeatureFlags();
  }
  const override = stripFeatureOverride(request.headers.get(FEATURE_OVERRIDE_HEADER));
  return override ? resolveFeatureFlags([...flags], override) : flags;
}

/** The enhanced search's own parameters, or the 400 that names the misfit one. */
function choicesFrom(
  query: URLSearchParams,
): { source: SearchSource | null; mode: DisplayMode | null } | Response {
  const sourceText = query.get("source")?.trim();
  const source = sourceText ? toSearchSource(sourceText) : null;
  if (sourceText && !source)
    return badRequest(`source must be one of ${SEARCH_SOURCES.join(", ")}`);
  const modeText = query.get("mode")?.trim();
  const mode = modeText ? toDisplayMode(modeText) : null;
  if (modeText && !mode) return badRequest(`mode must be one of ${DISPLAY_MODES.join(", ")}`);
  return { source, mode };
}

/**
 * The search a geo path names. v2 lists the geo page's own providers (an address in the
 * city or state, as the page's listing and copy count them, issue 24.8; the nearby ring
 * only with shouldExcludeNearbyResults=false); v1 searches around the place as the search
 * page does a place typed in its box (located, within the radius, nearby ones after).
 * The path's care type wins over a `careType` parameter; its place over any other.
 */
function geoSearchRequest(
  base: FacetedSearchRequest,
  place: GeoSearchPlace,
  version: EnhancedSearchVersion,
): FacetedSearchRequest {
  const located = {
    ...base.criteria,
    careType: place.careType.slug,
    latitude: null,
    longitude: null,
    county: null,
  };
  return {
    ...base,
    criteria:
      version === "v2"
        ? {
            ...located,
            keyword: null,
            city: place.citySegment,
            state: place.state?.code ?? null,
            excludeNearby: base.criteria.excludeNearby ?? true,
          }
        : { ...located, keyword: geoKeywordOf(place), city: null, state: null },
  };
}

async function answer(
  request: FacetedSearchRequest,
  site: SiteId,
  version: EnhancedSearchVersion,
  choices: { source: SearchSource | null; mode: DisplayMode },
  place: GeoSearchPlace | null,
  flags: ReadonlySet<FeatureFlag>,
  dependencies: ApiDependencies,
): Promise<Response> {
  const source = searchSourceOf({ requested: choices.source, site, mode: choices.mode, request });
  const served = await enhancedSearch(request, source, dependencies);
  const { facets, ...data } = served.response;
  return jsonResponse({
    data,
    facets,
    source: served.source,
    ...(served.source !== source ? { requestedSource: source } : {}),
    apiVersion: version,
    mode: choices.mode,
    geoPath: place?.path ?? null,
    featureFlags: [...flags],
  });
}

/**
 * GET /api/v1/enhanced-search?source&page&geoUrl&mode&apiVersion&...: the search a geo URL
 * (or the faceted search's parameters) names, answered by v1 or v2 as spec 7 chooses.
 */
export async function getEnhancedSearchV1(
  request: Request,
  dependencies: ApiDependencies,
): Promise<Response> {
  const query = requestQuery(request);
  const site = siteOfRequest(request, query);
  const choices = choicesFrom(query);
  if (choices instanceof Response) return choices;
  const versionText = query.get("apiVersion")?.trim();
  const apiVersion = versionText ? toApiVersion(versionText) : null;
  if (versionText && !apiVersion) return badRequest("apiVersion must be v1 or v2");
  const geoUrl = toText(query.get("geoUrl"), MAX_PATH_LENGTH);
  const place = geoUrl ? geoSearchPlaceOf(geoUrl) : null;
  if (geoUrl && !place) return badRequest(GEO_PATH_MESSAGE);

  const flags = await requestFeatureFlags(request, site, dependencies);
  const base = facetedSearchRequestFrom(query, site);
  const version = enhancedSearchVersion({
    geoPath: place?.path ?? null,
    apiVersion,
    flagOn: flags.has("enhanced-search-v2"),
    rollUp: (place?.careType ?? findCareType(base.criteria.careType))?.rollUpType ?? null,
    site,
  });
  const searchRequest = place ? geoSearchRequest(base, place, version) : base;
  // spec 9 display modes: a geo URL is a listing, anything else a search.
  const mode = choices.mode ?? (place ? "list" : "search");
  return answer(searchRequest, site, version, { ...choices, mode }, place, flags, dependencies);
}

/**
 * GET /api/v2/enhanced-search/{geoPath}?page&domain&shouldShowOnlyIndexedProviders&
 * shouldExcludeNearbyResults&hitsPerPage&source&mode: the geo page's listing.
 */
export async function getEnhancedSearchV2(
  request: Request,
  dependencies: ApiDependencies,
  segments: readonly string[],
): Promise<Response> {
  const query = requestQuery(request);
  const site = siteOfRequest(request, query);
  const choices = choicesFrom(query);
  if (choices instanceof Response) return choices;
  const path = `/${segments.map(decodeSegment).join("/")}`;
  const place = path.length <= MAX_PATH_LENGTH ? geoSearchPlaceOf(path) : null;
  if (!place) return badRequest(GEO_PATH_MESSAGE.replace("geoUrl", "The path"));
  const flags = await requestFeatureFlags(request, site, dependencies);
  const searchRequest = geoSearchRequest(facetedSearchRequestFrom(query, site), place, "v2");
  const mode = choices.mode ?? "list";
  return answer(searchRequest, site, "v2", { ...choices, mode }, place, flags, dependencies);
}
