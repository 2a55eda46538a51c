/**
 * spec 5: a geo-IP response is accepted only when city, state, latitude and longitude are
 * all present; spec 8: otherwise (and on failure) the answer is empty city, state,
 * latitude and longitude.
 */

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

/** The search box's text for a location: "Austin, TX" (the form the location suggestions use). */
export function geoLocationLabel(location: Pick<GeoLocation, "city" | "state">): string {
  return `${location.city}, ${location.state}`;
}
