/**
 * The API's route handlers (spec 7), one function per endpoint, each taking the request,
 * the services' dependencies and the route's path parameters. The route files under
 * web/app/api/ only bind them to the app's dependencies. docs/api.md describes each.
 */
import "server-only";
import { factSources } from "@web/rules/trust/factSources";
import type { ApiDependencies } from "../services/dependencies";
import {
  badRequest,
  jsonResponse,
  payloadTooLarge,
  readJsonObject,
  requestQuery,
  siteOfRequest,
  TOO_LARGE,
} from "./http";
import {
  cityListRequestFrom,
  facetedSearchRequestFrom,
  geoPageRequestFromPath,
  nearbySearchRequestFrom,
  reviewsByLocaleRequestFrom,
  toCount,
  toText,
} from "./requests";
import {
  cityList,
  emptyNearbyResponse,
  facetedSearch,
  forSearchResults,
  geoPageData,
  locationSuggestions,
  nearbySearch,
  providerById,
  providerByPath,
  providerInspections,
  providersByIds,
  recentReviews,
  topReviewsByLocale,
} from "../services/services";
import type { FacetedSearchResponse } from "@web/rules/model/types";
import { hasInquiredCookie } from "@web/rules/inquiry/inquiryConstants";
import { providerDetail } from "@web/rules/provider/providerDetail";
import { providerForCareType } from "@web/rules/provider/providerForCareType";
import { findCareType } from "@web/rules/careTypes";
import { PRICES_LOCKED_MESSAGE, providerPriceTexts } from "@web/rules/provider/providerPrices";
import {
  AUTOCOMPLETE_PAGE_SIZE,
  MAX_AUTOCOMPLETE_PAGE_SIZE,
  MAX_LIST_LENGTH,
  MAX_PATH_LENGTH,
  MAX_PLACE_LENGTH,
  MAX_TEXT_LENGTH,
} from "@web/rules/limits";

/** The message of the 400 answered when top or recent reviews get no locale (spec 5). */
export const LOCALE_REQUIRED_MESSAGE =
  "At least one of city, state, county or careType is required";

/** spec 7 `variant` of GET /v2/location/{id-or-slug}: the provider page's shape or a card's. */
export const PROVIDER_VARIANTS = ["full", "card"] as const;

/**
 * GET /api/v2/location/{idOrSlug}: the provider, its amenities flattened (spec 3), or 404
 * with null (spec 8: null on failure).
 * spec 7 `variant`: `full` (default) the provider as above, `card` the shape a search hit
 * has (no floor plans, FAQs or reviews; amenities as the search index gives them); another
 * value is a 400. spec 7 `careType`: the provider as seen for that care type
 * (providerForCareType); an unknown care type is a 400, one it does not offer a 404.
 * `?fields=reviews,description` answers only those fields (and the id): the site's own
 * pages ask for what they show, so no blurred price travels with a review page (issue 24.6).
 * issue 27: `inspections` is the provider's inspection record (source, data month, ratings,
 * citations; null when the directory holds none); the `card` variant leaves its citations
 * out, as it leaves out reviews. issue 27.6: `sources` says who reported the prices and
 * when, whose reviews the rating counts and the newest one's day, and CMS's overall rating
 * with its source and month (web/rules/trust/factSources.ts).
 */
export async function getProviderById(
  request: Request,
  dependencies: ApiDependencies,
  idOrSlug: string,
): Promise<Response> {
  const query = requestQuery(request);
  const variantText = query.get("variant")?.trim().toLowerCase() || "full";
  const variant = PROVIDER_VARIANTS.find((name) => name === variantText);
  if (!variant) return badRequest('variant must be "full" or "card"');
  const careTypeText = query.get("careType")?.trim();
  const careType = careTypeText ? findCareType(careTypeText) : null;
  if (careTypeText && !careType) {
    return badRequest(`careType must be a care-type slug such as "assisted-living"`);
  }
  const key = toText(decodeSegment(idOrSlug), MAX_TEXT_LENGTH);
  const found = key ? await providerById(key, dependencies) : null;
  const seen = found && careType ? providerForCareType(found, careType.slug) : found;
  if (!seen) return jsonResponse(null, 404);
  const fields = toText(query.get("fields"), MAX_TEXT_LENGTH);
  const wanted = fields ? new Set(fields.split(",").map((field) => field.trim())) : null;
  // Looked up only when asked for: a review page's `?fields=reviews` costs no extra read.
  const record =
    !wanted || wanted.has("inspections") ? await providerInspections(seen.id, dependencies) : null;
  const inspections = record && variant === "card" ? { ...record, citations: [] } : record;
  const provider = {
    ...(variant === "card" ? forSearchResults(seen) : providerDetail(seen)),
    inspections,
    // issue 27.6: the source and date of the prices, the review rating and count, CMS's rating.
    sources: factSources(seen),
  };
  if (!wanted) return jsonResponse(provider);
  return jsonResponse(
    Object.fromEntries(
      Object.entries(provider).filter(([field]) => field === "id" || wanted.has(field)),
    ),
  );
}

/**
 * GET /api/v2/location/{idOrSlug}/prices: the prices the provider page blurs (issue 24.6),
 * only for a visitor with the `inquired` cookie (spec 4/6); 403 before, 404 for no provider.
 * Never cached (jsonResponse's no-store): the answer depends on the cookie.
 */
export async function getProviderPrices(
  request: Request,
  dependencies: ApiDependencies,
  idOrSlug: string,
): Promise<Response> {
  if (!hasInquiredCookie(request.headers.get("cookie") ?? "")) {
    return jsonResponse({ error: PRICES_LOCKED_MESSAGE, statusCode: 403 }, 403);
  }
  const key = toText(decodeSegment(idOrSlug), MAX_TEXT_LENGTH);
  const provider = key ? await providerById(key, dependencies) : null;
  if (!provider) return jsonResponse({ error: "No such provider", statusCode: 404 }, 404);
  return jsonResponse(providerPriceTexts(provider));
}

/** POST /api/v1/location/by-ids {ids}: the saved providers, in the order asked. */
export async function postProvidersByIds(
  request: Request,
  dependencies: ApiDependencies,
): Promise<Response> {
  const body = await readJsonObject(request);
  if (body === TOO_LARGE) return payloadTooLarge();
  const ids = body?.ids;
  if (!Array.isArray(ids) || ids.length > MAX_LIST_LENGTH) {
    return badRequest(`Send {"ids": [...]} with at most ${MAX_LIST_LENGTH} provider ids`);
  }
  const wanted = [
    ...new Set(
      ids
        .filter((id) => typeof id === "string" || (typeof id === "number" && Number.isFinite(id)))
        .map((id) => toText(String(id), MAX_TEXT_LENGTH))
        .filter((id): id is string => id !== null),
    ),
  ];
  return jsonResponse({ providers: await providersByIds(wanted, dependencies) });
}

/**
 * GET /api/v1/location/autocomplete-suggestions?query&pageSize: {locations[]}.
 * spec 5: under 3 trimmed characters the list is empty and nothing is looked up;
 * spec 7: pageSize defaults to 10.
 */
export async function getAutocompleteSuggestions(
  request: Request,
  dependencies: ApiDependencies,
): Promise<Response> {
  const query = requestQuery(request);
  const text = toText(query.get("query"), MAX_PLACE_LENGTH) ?? "";
  const pageSize =
    toCount(query.get("pageSize"), MAX_AUTOCOMPLETE_PAGE_SIZE) ?? AUTOCOMPLETE_PAGE_SIZE;
  return jsonResponse({ locations: await locationSuggestions(text, pageSize, dependencies) });
}

/**
 * GET /api/v3/location/{...path}: the provider at a detail path (its amenities flattened,
 * spec 3) with meta.statusCode (200 canonical, 301 legacy with meta.redirectTo); unknown
 * -> 404 with statusCode 404. issue 27.6: with its `sources`, as /api/v2/location answers.
 */
export async function getProviderByPath(
  request: Request,
  dependencies: ApiDependencies,
  segments: readonly string[],
): Promise<Response> {
  const path = `/${segments.map(decodeSegment).filter(Boolean).join("/")}`;
  const result =
    path.length > 1 && path.length <= MAX_PATH_LENGTH
      ? await providerByPath(path, dependencies)
      : null;
  if (!result) {
    return jsonResponse({ meta: { statusCode: 404, redirectTo: null }, provider: null }, 404);
  }
  return jsonResponse({
    ...result,
    // issue 27.6: the same `sources` as /api/v2/location/{id} (not its `inspections`).
    provider: { ...providerDetail(result.provider), sources: factSources(result.provider) },
  });
}

/** GET /api/v1/location/reviews/by-locale: {reviews[]}, 400 without a locale (spec 5). */
export async function getTopReviewsByLocale(
  request: Request,
  dependencies: ApiDependencies,
): Promise<Response> {
  const query = requestQuery(request);
  const reviewsRequest = reviewsByLocaleRequestFrom(query, "count");
  if (!reviewsRequest) return badRequest(LOCALE_REQUIRED_MESSAGE);
  return jsonResponse({ reviews: await topReviewsByLocale(reviewsRequest, dependencies) });
}

/** GET /api/v1/dxp/location-reviews/recent: {reviews[]}, 400 without a locale. */
export async function getRecentReviews(
  request: Request,
  dependencies: ApiDependencies,
): Promise<Response> {
  const query = requestQuery(request);
  const reviewsRequest = reviewsByLocaleRequestFrom(query, "limit");
  if (!reviewsRequest) return badRequest(LOCALE_REQUIRED_MESSAGE);
  return jsonResponse({ reviews: await recentReviews(reviewsRequest, dependencies) });
}

/**
 * GET (query) or POST (JSON body) /api/v1|v2/faceted-search: {data, facets}, where data
 * is {listId, queryId, results[], totalItems, totalNearbyItems, totalPages,
 * totalRegionItems} and facets {inRegionFacets, nearbyFacets} (spec 3), plus a
 * nursing-home search's recordFacets (issue 27.5).
 */
export async function facetedSearchEndpoint(
  request: Request,
  dependencies: ApiDependencies,
): Promise<Response> {
  const query = requestQuery(request);
  const site = siteOfRequest(request, query);
  const posted = request.method === "POST" ? await readJsonObject(request) : null;
  if (posted === TOO_LARGE) return payloadTooLarge();
  const input = request.method === "POST" ? (posted ?? {}) : query;
  const answer = await facetedSearch(facetedSearchRequestFrom(input, site), dependencies);
  let body = serializedSearches.get(answer);
  if (body === undefined) {
    const { facets, ...data } = answer;
    body = JSON.stringify({ data, facets });
    serializedSearches.set(answer, body);
  }
  return new Response(body, {
    headers: { "content-type": "application/json", "cache-control": "no-store" },
  });
}

/**
 * A cached search answer is the same object each time it is served: its JSON (about
 * 130 KB for a page of 20 providers) is written once, not on every hit.
 */
const serializedSearches = new WeakMap<FacetedSearchResponse, string>();

/** GET /api/v1/nearby-search: providers around a point (radius 25 by default). */
export async function getNearbySearch(
  request: Request,
  dependencies: ApiDependencies,
): Promise<Response> {
  const query = requestQuery(request);
  const nearbyRequest = nearbySearchRequestFrom(query);
  return jsonResponse(
    nearbyRequest ? await nearbySearch(nearbyRequest, dependencies) : emptyNearbyResponse(),
  );
}

/** GET /api/v1/dxp/cities: {items[], page, nextPage, pageSize}. */
export async function getCities(
  request: Request,
  dependencies: ApiDependencies,
): Promise<Response> {
  const query = requestQuery(request);
  return jsonResponse(await cityList(cityListRequestFrom(query), dependencies));
}

/** GET /api/v1|v2/geo-pages/{...path}: geo page data, 404 with null for an unknown place. */
export async function getGeoPage(
  request: Request,
  dependencies: ApiDependencies,
  segments: readonly string[],
): Promise<Response> {
  const geoRequest = geoPageRequestFromPath(segments.map(decodeSegment));
  const data = geoRequest ? await geoPageData(geoRequest, dependencies) : null;
  return jsonResponse(data, data ? 200 : 404);
}

/** A path segment as text; Next passes segments still percent-encoded in some cases. */
export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
