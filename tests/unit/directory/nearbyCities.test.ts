/**
 * A city page's neighbours from the providers' points in memory
 * (web/directory/queries/nearbyCities.ts): the box, the care type and state filters,
 * each city's centre from the providers inside the box, the order and the paging. The
 * stores' answer over a seed is in tests/contract/directoryStore.test.ts.
 */
import { describe, expect, it } from "@jest/globals";
import {
  ProviderPoints,
  type CityRow,
  type ProviderPointRow,
} from "@web/directory/queries/nearbyCities";
import { NEARBY_CITIES_MILES } from "@web/rules/limits";

const CITIES: CityRow[] = [
  { state_code: "TX", state_url: "texas", city_url: "austin", city: "Austin" },
  { state_code: "TX", state_url: "texas", city_url: "buda", city: "Buda" },
  { state_code: "TX", state_url: "texas", city_url: "dallas", city: "Dallas" },
  { state_code: "OK", state_url: "oklahoma", city_url: "ada", city: "Ada" },
  { state_code: "TX", state_url: "texas", city_url: "kyle", city: "Kyle" },
];
const [AUSTIN, BUDA, DALLAS, ADA, KYLE] = [0, 1, 2, 3, 4];
const ASSISTED = 1 << 1;
const MEMORY = 1 << 2;
const centre = { latitude: 30, longitude: -97 };
/** Degrees of latitude that make `miles`. */
const north = (miles: number) => miles / 69;

function points(rows: [number, number, number, number][]): ProviderPoints {
  const sorted: ProviderPointRow[] = rows
    .map(([latitude, longitude, mask, city]) => ({
      latitude,
      longitude,
      care_type_mask: mask,
      city,
    }))
    .sort((a, b) => Number(a.latitude) - Number(b.latitude));
  return new ProviderPoints(sorted, CITIES);
}

const ask = (store: ProviderPoints, options: Partial<Parameters<ProviderPoints["nearby"]>[0]>) =>
  store
    .nearby({ near: centre, careType: null, stateCode: null, offset: 0, limit: 10, ...options })
    .map((item) => `${item.slug}:${item.total}`);

describe("nearby cities from the providers' points", () => {
  const store = points([
    [30, -97, ASSISTED, AUSTIN],
    [30.01, -97, ASSISTED | MEMORY, AUSTIN],
    [30 - north(20), -97.1, MEMORY, BUDA],
    [30 + north(99), -97, ASSISTED, DALLAS],
    // Dallas's other provider is outside the box: it neither counts nor moves the centre.
    [30 + north(101), -97, ASSISTED, DALLAS],
    [30 + north(50), -96.9, ASSISTED, ADA],
    [30 - north(20), -97.1, ASSISTED, KYLE],
  ]);

  it("lists the cities with providers inside the box, nearest centre first, ties by URL name", () => {
    expect(ask(store, {})).toEqual([
      "texas/austin:2",
      "texas/buda:1",
      "texas/kyle:1",
      "oklahoma/ada:1",
      "texas/dallas:1",
    ]);
  });

  it("counts only the care type asked for, and nothing for an unknown one", () => {
    expect(ask(store, { careType: "memory-care-facilities" })).toEqual([
      "texas/austin:1",
      "texas/buda:1",
    ]);
    expect(ask(store, { careType: "no-such-care" })).toEqual([]);
  });

  it("keeps to a state when one is given", () => {
    expect(ask(store, { stateCode: "OK" })).toEqual(["oklahoma/ada:1"]);
  });

  it("pages, giving one city more than the page when there are more", () => {
    expect(ask(store, { offset: 1, limit: 2 })).toEqual([
      "texas/buda:1",
      "texas/kyle:1",
      "oklahoma/ada:1",
    ]);
    expect(ask(store, { offset: 4, limit: 2 })).toEqual(["texas/dallas:1"]);
  });

  it("widens the box's longitude with the latitude", () => {
    const far = NEARBY_CITIES_MILES / 69 / Math.cos((60 * Math.PI) / 180) - 0.01;
    const northern = points([[60, -97 + far, ASSISTED, AUSTIN]]);
    expect(ask(northern, { near: { latitude: 60, longitude: -97 } })).toEqual(["texas/austin:1"]);
    // As far east at 30 degrees north is beyond the box there.
    expect(ask(points([[30, -97 + far, ASSISTED, AUSTIN]]), {})).toEqual([]);
  });

  it("refuses points that do not come by latitude", () => {
    const rows = [
      { latitude: 31, longitude: -97, care_type_mask: ASSISTED, city: AUSTIN },
      { latitude: 30, longitude: -97, care_type_mask: ASSISTED, city: AUSTIN },
    ];
    expect(() => new ProviderPoints(rows, CITIES)).toThrow("by latitude");
  });
});
