import useSWR, { type SWRResponse } from "swr";
import type { FacetedSearchResponse, Provider, Review } from "@web/directory/types";
import { logWarning } from "@web/lib/log";
import {
  autocompleteUrl,
  visibleOptions,
  type AutocompleteOption,
} from "@web/rules/autocompleteQuery";
import { acceptedGeoLocation, type GeoLocation } from "@web/rules/geoIp";
import { toApiQuery } from "@web/rules/searchQuery";
import type { SiteId } from "@web/site/sites";

/**
 * The browser's one data layer: every call a block makes to the site's API
 * (docs/api.md) goes through here, over SWR where a component renders from it.
 * It runs in the browser and imports no server module.
 *
 * spec 8: a failed call gives the empty result (no providers, no suggestions) and
 * one log line (web/lib/log.ts). `failed` lets the UI tell "nothing found" from
 * "could not ask" (the saved list offers a retry; the compare view keeps ids it
 * could not check instead of dropping them).
 */

/** What a call that may fail answers: its data, or the empty value when `failed`. */
interface ApiAnswer<T> {
  data: T;
  failed: boolean;
}

const PROVIDERS_BY_IDS_PATH = "/api/v1/location/by-ids";
const FACETED_SEARCH_PATH = "/api/v2/faceted-search";
const GEO_IP_PATH = "/api/geoip";

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** GET or POST as JSON; throws on a network error, a non-2xx answer or a body that is not JSON. */
async function requestJson(url: string, init?: RequestInit): Promise<unknown> {
  const response = await fetch(url, {
    ...init,
    headers: { accept: "application/json", ...init?.headers },
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json();
}

/**
 * POST /api/v1/location/by-ids: the providers with these ids, in the order asked;
 * ids the directory does not know are left out. Never throws: a failure answers
 * `{ data: [], failed: true }` and is logged once.
 */
export async function fetchProvidersByIds(ids: readonly string[]): Promise<ApiAnswer<Provider[]>> {
  try {
    const answer = (await requestJson(PROVIDERS_BY_IDS_PATH, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ids }),
    })) as { providers?: unknown } | null;
    if (!Array.isArray(answer?.providers)) throw new Error("the answer has no providers list");
    return { data: answer.providers as Provider[], failed: false };
  } catch (error) {
    logWarning("providers by id", `${ids.length} ids failed: ${reason(error)}`);
    return { data: [], failed: true };
  }
}

/**
 * GET /api/v2/location/{id}: the provider's published reviews, newest first (the
 * provider page's later review pages). Never throws: a failure answers
 * `{ data: [], failed: true }` and is logged once.
 */
export async function fetchProviderReviews(providerId: string): Promise<ApiAnswer<Review[]>> {
  try {
    const answer = (await requestJson(`/api/v2/location/${encodeURIComponent(providerId)}`)) as {
      reviews?: unknown;
    } | null;
    if (!Array.isArray(answer?.reviews)) throw new Error("the answer has no reviews list");
    return { data: answer.reviews as Review[], failed: false };
  } catch (error) {
    logWarning("provider reviews", `${providerId}: ${reason(error)}`);
    return { data: [], failed: true };
  }
}

/**
 * The providers with these ids for a component (the saved list), over SWR; no
 * call while `ids` is empty. A failed call is SWR's `error` (already logged), so
 * the component can offer a retry (`mutate`). `onLoaded` gets each answer with
 * the ids it was asked for (those missing from the answer are unknown).
 */
export function useProvidersByIds(
  ids: readonly string[],
  onLoaded: (providers: Provider[], requested: readonly string[]) => void,
): SWRResponse<ProvidersForIds> {
  return useSWR(
    ids.length > 0 ? ["providers-by-ids", ...ids] : null,
    async ([, ...requested]: string[]): Promise<ProvidersForIds> => {
      const answer = await fetchProvidersByIds(requested);
      if (answer.failed) throw new Error("the providers could not be loaded");
      return { requested, providers: answer.data };
    },
    {
      revalidateOnFocus: false,
      revalidateIfStale: false,
      // SWR passes its serialised key here, not the array: the ids come with the data.
      onSuccess({ requested, providers }: ProvidersForIds) {
        onLoaded(providers, requested);
      },
    },
  );
}

interface ProvidersForIds {
  requested: readonly string[];
  providers: Provider[];
}

/** The faceted-search call for a page's search state (its query string) on a site. */
function facetedSearchUrl(query: URLSearchParams, siteId: SiteId): string {
  const apiQuery = toApiQuery(query);
  apiQuery.set("domain", siteId);
  return `${FACETED_SEARCH_PATH}?${apiQuery.toString()}`;
}

async function fetchFacetedSearch(url: string): Promise<FacetedSearchResponse> {
  const answer = (await requestJson(url)) as {
    data: Omit<FacetedSearchResponse, "facets">;
    facets: FacetedSearchResponse["facets"];
  };
  return { ...answer.data, facets: answer.facets };
}

/**
 * The search results for a search state, over SWR; no call while `query` is null
 * (no search input). `initial` is the server-rendered answer for that state, so
 * hydration fetches nothing. While a new state loads the previous results stay.
 * A failed call is SWR's `error`, logged once per attempt.
 */
export function useFacetedSearch(
  query: URLSearchParams | null,
  siteId: SiteId,
  initial: FacetedSearchResponse | undefined,
): SWRResponse<FacetedSearchResponse> {
  return useSWR(query ? facetedSearchUrl(query, siteId) : null, fetchFacetedSearch, {
    fallbackData: initial,
    keepPreviousData: true,
    revalidateOnFocus: false,
    revalidateIfStale: false,
    revalidateOnReconnect: false,
    onError(error: unknown, url: string) {
      logWarning("faceted search", `${url} failed: ${reason(error)}`);
    },
  });
}

/**
 * GET /api/v1/location/autocomplete-suggestions: up to 6 places for the typed
 * text (spec 5: from 3 trimmed characters). Never throws: a failure answers
 * `{ data: [], failed: true }` and is logged once; a call aborted through `signal`
 * (a newer one started) is not a failure and is not logged.
 */
export async function fetchLocationSuggestions(
  text: string,
  siteId: SiteId,
  signal?: AbortSignal,
): Promise<ApiAnswer<AutocompleteOption[]>> {
  const url = autocompleteUrl(text, siteId);
  if (url === null) return { data: [], failed: false };
  try {
    const found = visibleOptions(await requestJson(url, { signal }));
    if (found === null) throw new Error("the answer has no locations list");
    return { data: found, failed: false };
  } catch (error) {
    if (!signal?.aborted) {
      logWarning(
        "location autocomplete",
        `suggestions for "${text.trim()}" failed: ${reason(error)}`,
      );
    }
    return { data: [], failed: true };
  }
}

/** One question a page: every search box asks the same promise. */
let geoLocationRequest: Promise<GeoLocation | null> | null = null;

/**
 * GET /api/geoip: the visitor's location from their IP address (spec 3, 5, 7), once per
 * page; null when the answer is empty or not accepted (spec 5). Never throws: a failure
 * answers null and is logged once (spec 8).
 */
export function fetchGeoLocation(): Promise<GeoLocation | null> {
  geoLocationRequest ??= requestJson(GEO_IP_PATH)
    .then(acceptedGeoLocation)
    .catch((error: unknown) => {
      logWarning("geoip", reason(error));
      return null;
    });
  return geoLocationRequest;
}

/** Forgets the page's geo-IP answer (tests). */
export function resetGeoLocation(): void {
  geoLocationRequest = null;
}
