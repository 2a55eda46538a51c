/**
 * A city page's neighbours (issue 24.8), from every listed provider's point held in
 * memory: the providers within NEARBY_CITIES_MILES of a point (a box, as the search's
 * radius), grouped by city, nearest city centre first. The same answer the SQL grouping
 * of that box gave, without reading a 100-mile box's providers for every city page
 * (about 15 ms of SQLite each; the link crawl renders hundreds of city pages).
 *
 * The points are read once per store: only a seed writes providers (the store opens on
 * a seeded file or database), as for the states' average costs (./geoPages.ts).
 */
import { findCareType } from "@web/rules/careTypes";
import { NEARBY_CITIES_MILES } from "@web/rules/limits";
import type { CityListItem } from "@web/rules/model/requests";
import { sql } from "@web/db/sql";
import { LISTED } from "./context";

/**
 * The listed providers' points by latitude, each with its city's place among
 * {@link POINT_CITIES}' rows (both in the order of state, city URL name and name).
 */
export const PROVIDER_POINTS = sql`SELECT p.latitude, p.longitude, p.care_type_mask,
    dense_rank() OVER (ORDER BY p.state_url, p.city_url, p.city) - 1 AS city
  FROM providers p WHERE ${LISTED} ORDER BY p.latitude`;

/** The listed providers' cities: a city is its state, URL name and name. */
export const POINT_CITIES = sql`SELECT min(p.state_code) AS state_code, p.state_url, p.city_url, p.city
  FROM providers p WHERE ${LISTED}
  GROUP BY p.state_url, p.city_url, p.city ORDER BY p.state_url, p.city_url, p.city`;

/** A row of {@link PROVIDER_POINTS} (numbers may come as text from PostgreSQL). */
export interface ProviderPointRow {
  latitude: number | string;
  longitude: number | string;
  care_type_mask: number | string;
  city: number | string;
}

/** A row of {@link POINT_CITIES}. */
export interface CityRow {
  state_code: string;
  state_url: string;
  city_url: string;
  city: string;
}

/** What a nearby list asks for: a point and, optionally, a care type and a state. */
export interface NearbyCitiesQuery {
  near: { latitude: number; longitude: number };
  /** A care type slug; unknown names no provider, absent is every care type. */
  careType: string | null;
  /** A state code; null is every state (a city page's neighbours cross state lines). */
  stateCode: string | null;
  offset: number;
  /** How many cities at most. */
  limit: number;
}

interface City {
  name: string;
  cityURLName: string;
  stateURLName: string;
  stateCode: string;
}

/** Binary order of URL names (the SQL's binary collation): ASCII slugs compare by code unit. */
const binary = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export class ProviderPoints {
  private readonly latitude: Float64Array;
  private readonly longitude: Float64Array;
  private readonly careTypeMask: Int32Array;
  /** Each provider's city (an index into `cities`): a city is its state, URL name and name. */
  private readonly cityOf: Int32Array;
  private readonly cities: readonly City[];

  /**
   * `points` by latitude (each a provider's point, care types and city: an index into
   * `cities`), as {@link PROVIDER_POINTS} and {@link POINT_CITIES} read them.
   */
  constructor(points: readonly ProviderPointRow[], cities: readonly CityRow[]) {
    const count = points.length;
    this.latitude = new Float64Array(count);
    this.longitude = new Float64Array(count);
    this.careTypeMask = new Int32Array(count);
    this.cityOf = new Int32Array(count);
    for (let i = 0; i < count; i += 1) {
      const point = points[i]!;
      this.latitude[i] = Number(point.latitude);
      this.longitude[i] = Number(point.longitude);
      this.careTypeMask[i] = Number(point.care_type_mask);
      this.cityOf[i] = Number(point.city);
      if (i > 0 && this.latitude[i]! < this.latitude[i - 1]!) {
        throw new Error("provider points must come by latitude");
      }
    }
    this.cities = cities.map((row) => ({
      name: row.city,
      cityURLName: row.city_url,
      stateURLName: row.state_url,
      stateCode: row.state_code,
    }));
  }

  /** The first provider at or north of `latitude`. */
  private firstAtOrAbove(latitude: number): number {
    let low = 0;
    let high = this.latitude.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.latitude[middle] ?? 0) < latitude) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /**
   * The cities with providers in the box around `near`, each with how many of them and
   * the centre of those, nearest centre first (then by URL name); `limit + 1` are
   * returned when there are more.
   */
  nearby(query: NearbyCitiesQuery): CityListItem[] {
    const { latitude, longitude } = query.near;
    let bit = -1;
    if (query.careType) {
      const careType = findCareType(query.careType);
      if (!careType) return [];
      bit = 1 << careType.id;
    }
    const cosLat = Math.max(0.05, Math.cos((latitude * Math.PI) / 180));
    const dLat = NEARBY_CITIES_MILES / 69;
    const dLng = NEARBY_CITIES_MILES / (69 * cosLat);
    const [minLng, maxLng] = [longitude - dLng, longitude + dLng];
    const totals = new Map<number, { total: number; latitude: number; longitude: number }>();
    for (let i = this.firstAtOrAbove(latitude - dLat); i < this.latitude.length; i += 1) {
      const lat = this.latitude[i] ?? 0;
      if (lat > latitude + dLat) break;
      const lng = this.longitude[i] ?? 0;
      if (lng < minLng || lng > maxLng) continue;
      if (bit !== -1 && ((this.careTypeMask[i] ?? 0) & bit) === 0) continue;
      const city = this.cityOf[i] ?? 0;
      if (query.stateCode && this.cities[city]?.stateCode !== query.stateCode) continue;
      const sum = totals.get(city);
      if (sum) {
        sum.total += 1;
        sum.latitude += lat;
        sum.longitude += lng;
      } else totals.set(city, { total: 1, latitude: lat, longitude: lng });
    }
    const distance = (sum: { total: number; latitude: number; longitude: number }) =>
      (sum.latitude / sum.total - latitude) ** 2 +
      ((sum.longitude / sum.total - longitude) * cosLat) ** 2;
    return [...totals]
      .map(([at, sum]) => ({ city: this.cities[at]!, total: sum.total, distance: distance(sum) }))
      .sort(
        (a, b) =>
          a.distance - b.distance ||
          binary(a.city.cityURLName, b.city.cityURLName) ||
          binary(a.city.stateURLName, b.city.stateURLName),
      )
      .slice(query.offset, query.offset + query.limit + 1)
      .map(({ city, total }) => ({
        name: city.name,
        cityURLName: city.cityURLName,
        slug: `${city.stateURLName}/${city.cityURLName}`,
        stateURLName: city.stateURLName,
        total,
      }));
  }
}
