/**
 * Geocoding for the location box and keyword search (spec 3 "Autocomplete option" and
 * "Geo location", spec 5 "Search request", spec 7 maps-service geocoder).
 */

/** What a place is: spec 7 asks the maps service for place, postcode and locality. */
export type PlaceKind = "city" | "postcode" | "state";

export interface GeocodedPlace {
  kind: PlaceKind;
  /** 'City, ST' for a city, 'City, ST 78701' for a ZIP, the state name for a state. */
  label: string;
  /** spec 3 autocomplete option value: what the search box submits as its keyword. */
  value: string;
  city: { name: string; urlName: string } | null;
  state: { code: string; name: string; urlName: string } | null;
  county: string | null;
  zipCode: string | null;
  latitude: number;
  longitude: number;
  /** Ranks places of the same name; 0 when unknown. */
  population: number;
}

/**
 * One interface for the local gazetteer and the maps-service adapter. Neither throws:
 * spec 8 says a geocoding failure or no result is logged and answered with null, and
 * an autocomplete failure with an empty list.
 */
export interface Geocoder {
  readonly source: "gazetteer" | "maps-service";
  /** Places whose name starts with the text, best first (spec 9: limit 6 by default). */
  suggest(text: string, limit?: number): Promise<GeocodedPlace[]>;
  /** The one place a keyword names, or null. */
  geocode(text: string): Promise<GeocodedPlace | null>;
}

/** spec 9: geocoding limit 6. */
export const GEOCODING_LIMIT = 6;
