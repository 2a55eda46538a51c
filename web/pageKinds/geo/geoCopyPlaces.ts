/**
 * The geo copy variables of every city page of the directory at once (issue 16,
 * `template:check`), from the store's `geoCopyPlaces`: the same variables
 * web/pageKinds/geo/loadGeoPage.ts gives one page (`geoCopyInput`, the state's top cities as
 * nearby cities), without a query per city. Pure, so it is tested on fixtures.
 */
import { geoCopyContext, type GeoCopyContext } from "@templates/context";
import type { CheckPlace } from "@templates/check";
import type { GeoCopyCity, GeoCopyPlaces, GeoPageData } from "@web/rules/model/types";
import type { GeoCareType } from "@web/rules/careTypes";
import { geoCopyInput } from "@web/rules/geo/geoPage";
import { geoPagePath } from "@web/rules/geo/geoPath";
import { findCareType } from "@web/rules/careTypes";

/** As on the page (web/pageKinds/geo/loadGeoPage.ts): the first five other cities of the state's top list. */
const NEARBY_CITY_NAMES = 5;

export interface GeoCopyPage extends CheckPlace {
  careType: GeoCareType;
  /** The city page's path, /senior-living/assisted-living/tx/austin. */
  path: string;
  context: GeoCopyContext;
}

const binary = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The state's cities with providers of the care type, most first, then by URL name:
 * the order of the store's top city list (`cities` with listType "top").
 */
function topCitiesByState(places: GeoCopyPlaces, careType: GeoCareType) {
  const byState = new Map<string, { city: GeoCopyCity; count: number }[]>();
  for (const city of places.cities) {
    const count = city.providerCountByCareType[careType] ?? 0;
    if (count <= 0) continue;
    const list = byState.get(city.state.code) ?? [];
    list.push({ city, count });
    byState.set(city.state.code, list);
  }
  for (const list of byState.values()) {
    list.sort((a, b) => b.count - a.count || binary(a.city.city.urlName, b.city.city.urlName));
  }
  return byState;
}

/**
 * The page of any city of the directory for one care type: the state's top cities are
 * sorted once, so a page costs no more than its own variables. `labelCareType` adds the
 * care type to the label ("Austin, TX (assisted-living)") when several are checked.
 * Null for a care type the catalogue does not know.
 */
export function geoCopyPageBuilder(
  places: GeoCopyPlaces,
  careType: GeoCareType,
  now: Date = new Date(),
  labelCareType = false,
): ((city: GeoCopyCity) => GeoCopyPage) | null {
  const definition = findCareType(careType);
  if (!definition) return null;
  const topCities = topCitiesByState(places, careType);
  return (city) => {
    const data: GeoPageData = {
      careType,
      city: city.city,
      state: city.state,
      providerCount: city.providerCountByCareType[careType] ?? 0,
      providerCountByCareType: city.providerCountByCareType,
      averageCosts: {
        city: city.averageCosts,
        state: places.stateCosts[city.state.code] ?? {},
        nation: places.nationCosts,
      },
      reviews: city.reviewsByCareType[careType] ?? { count: 0, averageRating: null },
      records: city.recordsByCareType?.[careType] ?? null,
      topProviders: [],
      latitude: null,
      longitude: null,
    };
    const nearbyCities = (topCities.get(city.state.code) ?? [])
      .filter((item) => item.city.city.urlName !== city.city.urlName)
      .slice(0, NEARBY_CITY_NAMES)
      .map((item) => item.city.city.name);
    const label = labelCareType
      ? `${city.city.name}, ${city.state.code} (${careType})`
      : `${city.city.name}, ${city.state.code}`;
    return {
      label,
      careType,
      path: geoPagePath(definition, city.state.urlName, city.city.urlName),
      context: geoCopyContext(geoCopyInput(data, careType, { nearbyCities }), now),
    };
  };
}

/**
 * Every city page of the care types: each city of the directory once per care type
 * (or only the cities `only` accepts, e.g. the one city a Studio preview shows).
 */
export function geoCopyPages(
  places: GeoCopyPlaces,
  careTypes: readonly GeoCareType[],
  now: Date = new Date(),
  only?: (city: GeoCopyCity) => boolean,
): GeoCopyPage[] {
  const pages: GeoCopyPage[] = [];
  for (const careType of careTypes) {
    const pageOf = geoCopyPageBuilder(places, careType, now, careTypes.length > 1);
    if (!pageOf) continue;
    for (const city of places.cities) {
      if (!only || only(city)) pages.push(pageOf(city));
    }
  }
  return pages;
}
