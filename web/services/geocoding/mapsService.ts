/**
 * The maps-service geocoder of spec 7 (a Mapbox-style forward geocoding API): a GET by
 * typed text, US only, 6 results, place, postcode and locality types, reading
 * features[].place_name, place_type and center. Used only when an access token is
 * configured (see `getGeocoder`).
 */
import { toSlug } from "@web/rules/slug";
import { logApiError } from "@web/lib/log";
import { resolveStateCode, US_STATES } from "@web/directory/states";
import { GEOCODING_LIMIT, type GeocodedPlace, type Geocoder, type PlaceKind } from "./types";

interface MapsServiceOptions {
  /** spec 7: the public access key, sent as `access_token`. */
  accessToken: string;
  /** The service's origin; the product's maps service by default. */
  baseUrl?: string;
  /** A slow service must not hold up a search: give up after this long. */
  timeoutMs?: number;
}

const DEFAULT_MAPS_BASE_URL = "https://api.mapbox.com";
const DEFAULT_TIMEOUT_MS = 3000;

interface MapsFeature {
  place_name?: unknown;
  place_type?: unknown;
  center?: unknown;
  text?: unknown;
}

function kindOf(placeTypes: unknown): PlaceKind {
  const types = Array.isArray(placeTypes) ? placeTypes : [];
  if (types.includes("postcode")) return "postcode";
  if (types.includes("region")) return "state";
  return "city";
}

/**
 * A feature as a place, or null when it cannot be one: spec 5 says a result needs a
 * center of at least 2 values. place_name reads "Austin, Texas, United States" or
 * "78701, Austin, Texas, United States".
 */
export function placeFromFeature(feature: MapsFeature): GeocodedPlace | null {
  const center = Array.isArray(feature.center) ? feature.center : [];
  const [longitude, latitude] = center;
  if (center.length < 2 || typeof longitude !== "number" || typeof latitude !== "number") {
    return null;
  }
  if (!Number.isFinite(longitude) || !Number.isFinite(latitude)) return null;
  const placeName = typeof feature.place_name === "string" ? feature.place_name : "";
  const parts = placeName
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "" && part !== "United States");
  const kind = kindOf(feature.place_type);
  const zipCode = kind === "postcode" ? (parts.shift() ?? null) : null;
  const stateCode = resolveStateCode(parts[parts.length - 1]);
  const cityName = kind === "state" ? null : (parts[0] ?? null);
  const state = stateCode
    ? {
        code: stateCode,
        name: US_STATES[stateCode] ?? stateCode,
        urlName: toSlug(US_STATES[stateCode] ?? stateCode),
      }
    : null;
  const label =
    kind === "state"
      ? (state?.name ?? placeName)
      : [cityName, state?.code].filter(Boolean).join(", ") + (zipCode ? ` ${zipCode}` : "");
  return {
    kind,
    label: label || placeName,
    value: label || placeName,
    city: cityName ? { name: cityName, urlName: toSlug(cityName) } : null,
    state,
    county: null,
    zipCode,
    latitude,
    longitude,
    population: 0,
  };
}

export class MapsServiceGeocoder implements Geocoder {
  readonly source = "maps-service" as const;
  private readonly baseUrl: string;
  private readonly timeoutMs: number;

  constructor(private readonly options: MapsServiceOptions) {
    this.baseUrl = (options.baseUrl ?? DEFAULT_MAPS_BASE_URL).replace(/\/+$/, "");
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  /** spec 7: US only, limit 6, place/postcode/locality. */
  requestUrl(text: string, limit: number = GEOCODING_LIMIT): string {
    const url = new URL(
      `${this.baseUrl}/geocoding/v5/mapbox.places/${encodeURIComponent(text.trim())}.json`,
    );
    url.searchParams.set("access_token", this.options.accessToken);
    url.searchParams.set("country", "us");
    url.searchParams.set("limit", String(Math.min(limit, GEOCODING_LIMIT)));
    url.searchParams.set("types", "place,postcode,locality");
    return url.toString();
  }

  /** The service's features, or null after logging when the call fails. */
  private async features(text: string, limit?: number): Promise<MapsFeature[] | null> {
    if (text.trim() === "") return [];
    try {
      const response = await fetch(this.requestUrl(text, limit), {
        signal: AbortSignal.timeout(this.timeoutMs),
        headers: { accept: "application/json" },
      });
      if (!response.ok) throw new Error(`maps service answered ${response.status}`);
      const body: unknown = await response.json();
      const features =
        body && typeof body === "object" && "features" in body ? body.features : undefined;
      if (!Array.isArray(features)) throw new Error("maps service answered without features");
      return features.filter((f): f is MapsFeature => typeof f === "object" && f !== null);
    } catch (error) {
      // Never log the request URL: it carries the access token.
      logApiError("geocoding", error);
      return null;
    }
  }

  async suggest(text: string, limit: number = GEOCODING_LIMIT): Promise<GeocodedPlace[]> {
    const features = await this.features(text, limit);
    return (features ?? [])
      .map(placeFromFeature)
      .filter((place): place is GeocodedPlace => place !== null)
      .slice(0, limit);
  }

  /** spec 5 and 8: the first feature must have a center of 2 values, else no result (logged). */
  async geocode(text: string): Promise<GeocodedPlace | null> {
    const features = await this.features(text);
    if (features === null) return null;
    const first = features[0];
    const place = first ? placeFromFeature(first) : null;
    if (!place) logApiError("geocoding", `no result for "${text.slice(0, 100)}"`);
    return place;
  }
}
