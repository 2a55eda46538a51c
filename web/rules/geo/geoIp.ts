/**
 * spec 5: a geo-IP response is accepted only when city, state, latitude and longitude are
 * all present; spec 8: otherwise (and on failure) the answer is empty city, state,
 * latitude and longitude.
 */

import { stateCodeFromName } from "./usStates";

export interface GeoLocation {
  city: string;
  state: string;
  latitude: number | null;
  longitude: number | null;
}

export const EMPTY_GEO_LOCATION: GeoLocation = {
  city: "",
  state: "",
  latitude: null,
  longitude: null,
};

const isCoordinate = (value: unknown, limit: number): value is number =>
  typeof value === "number" && Number.isFinite(value) && Math.abs(value) <= limit;

/** The accepted location, or null when any of the four parts is missing or malformed. */
export function acceptedGeoLocation(candidate: unknown): GeoLocation | null {
  if (!candidate || typeof candidate !== "object") return null;
  const { city, state, latitude, longitude } = candidate as Record<string, unknown>;
  if (typeof city !== "string" || city.trim() === "") return null;
  if (typeof state !== "string" || state.trim() === "") return null;
  if (!isCoordinate(latitude, 90) || !isCoordinate(longitude, 180)) return null;
  return { city: city.trim(), state: state.trim(), latitude, longitude };
}

/** What a DB-IP city record holds (ip-location-db's MMDB layout). */
export interface DbIpCityRecord {
  city?: string;
  country_code?: string;
  state1?: string;
  state2?: string;
  latitude?: number;
  longitude?: number;
}

/** A DB-IP record as the spec 3 geo location ("Cambridge (East Cambridge)" -> "Cambridge"), or null. */
export function locationFromRecord(record: DbIpCityRecord | null): GeoLocation | null {
  if (!record || record.country_code !== "US") return null;
  const city = (record.city ?? "").replace(/\s*\(.*\)\s*$/, "").trim();
  const state = stateCodeFromName(record.state1 ?? "") ?? "";
  return acceptedGeoLocation({
    city,
    state,
    latitude: roundCoordinate(record.latitude),
    longitude: roundCoordinate(record.longitude),
  });
}

/** The database stores 32-bit floats: 37.422000885009766 is 37.422. */
function roundCoordinate(value: unknown): unknown {
  return typeof value === "number" ? Math.round(value * 1e4) / 1e4 : value;
}

/** The search box's text for a location: "Austin, TX" (the form the location suggestions use). */
export function geoLocationLabel(location: Pick<GeoLocation, "city" | "state">): string {
  return `${location.city}, ${location.state}`;
}

/** A city a page links to, with the state it is in. */
export interface ListedCity {
  name: string;
  /** Two-letter state code. */
  stateCode: string;
  href: string;
}

/**
 * The listed city nearest the visitor, by what the geo-IP answer names: their own city
 * when it is listed, else the first listed city of their state (in the list's order:
 * most providers first, unless the block lists alphabetically); null when the state has
 * no listed city or the location is incomplete. (The city list carries no coordinates,
 * so "nearest" goes no finer than the state.)
 */
export function nearestListedCity(
  location: GeoLocation | null,
  cities: readonly ListedCity[],
): ListedCity | null {
  if (!location || !acceptedGeoLocation(location)) return null;
  const city = location.city.trim().toLowerCase();
  const state = location.state.trim().toUpperCase();
  const inState = cities.filter((item) => item.stateCode.toUpperCase() === state);
  return inState.find((item) => item.name.trim().toLowerCase() === city) ?? inState[0] ?? null;
}
