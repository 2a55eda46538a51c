import type { Provider, Review } from "@web/rules/model/types";
import type { ProviderPrices } from "@web/rules/provider/providerPrices";
import { logWarning } from "@web/lib/log";
import {
  autocompleteUrl,
  visibleOptions,
  type AutocompleteOption,
} from "@web/rules/search/autocompleteQuery";
import { acceptedGeoLocation, type GeoLocation } from "@web/rules/geo/geoIp";
import type { SiteId } from "@web/site/sites";

/**
 * The browser's one data layer: every call a block makes to the site's API
 * (docs/api.md) goes through here; a component that renders from a call uses its
 * SWR hook in apiHooks.ts (kept apart, so pages that only call the API do not
 * download SWR). It runs in the browser and imports no server module.
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
 * GET /api/v2/location/{id}?fields=reviews: the provider's published reviews, newest first (the
 * provider page's later review pages). Never throws: a failure answers
 * `{ data: [], failed: true }` and is logged once.
 */
export async function fetchProviderReviews(providerId: string): Promise<ApiAnswer<Review[]>> {
  try {
    const answer = (await requestJson(
      `/api/v2/location/${encodeURIComponent(providerId)}?fields=reviews`,
    )) as {
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
 * GET /api/v2/location/{id}/prices: the prices the provider page blurs, for a visitor who
 * has asked for pricing (the `inquired` cookie goes with the call). Never throws: a
 * failure answers `{ data: {}, failed: true }` and is logged once.
 */
export async function fetchProviderPrices(
  providerId: string,
): Promise<ApiAnswer<ProviderPrices["prices"]>> {
  try {
    const answer = (await requestJson(
      `/api/v2/location/${encodeURIComponent(providerId)}/prices`,
    )) as Partial<ProviderPrices> | null;
    if (typeof answer?.prices !== "object" || answer.prices === null) {
      throw new Error("the answer has no prices");
    }
    return { data: answer.prices, failed: false };
  } catch (error) {
    logWarning("provider prices", `${providerId}: ${reason(error)}`);
    return { data: {}, failed: true };
  }
}

/**
 * GET /api/v2/location/{id}?fields=description: the provider's full description (HTML, to be sanitised
 * before it is shown), for a server-rendered card's READ MORE. Never throws: a
 * failure answers `{ data: "", failed: true }` and is logged once.
 */
export async function fetchProviderDescription(providerId: string): Promise<ApiAnswer<string>> {
  try {
    const answer = (await requestJson(
      `/api/v2/location/${encodeURIComponent(providerId)}?fields=description`,
    )) as {
      description?: unknown;
    } | null;
    if (typeof answer?.description !== "string") throw new Error("the answer has no description");
    return { data: answer.description, failed: false };
  } catch (error) {
    logWarning("provider description", `${providerId}: ${reason(error)}`);
    return { data: "", failed: true };
  }
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
