import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { geoCopyContext } from "@templates/context";
import { seededMemoryStore } from "@web/directory/sqlite/sqliteStore";
import type { DirectoryStore } from "@web/directory/store";
import { geoCopyPages } from "@web/pageKinds/geo/geoCopyPlaces";
import { checkTemplateAcrossCities } from "@web/pageKinds/geo/templateCheck";
import { geoCopyInput } from "@web/rules/geo/geoPage";

const NOW = new Date("2026-11-23T12:00:00Z");

describe("the geo copy variables of every city page (issue 16)", () => {
  let store: DirectoryStore;
  beforeAll(async () => {
    store = await seededMemoryStore({ scale: 800, seed: "geo-copy-places" });
  }, 60_000);
  afterAll(() => store?.close());

  it("are the variables each city page builds from its own queries", async () => {
    const places = await store.geoCopyPlaces();
    const pages = geoCopyPages(places, ["assisted-living", "memory-care-facilities"], NOW);
    expect(pages).toHaveLength(places.cities.length * 2);
    const sample = pages.filter((_, index) => index % 23 === 0);
    expect(sample.length).toBeGreaterThan(10);
    for (const page of sample) {
      const [, , careType, stateUrl, cityUrl] = page.path.split("/");
      const city = places.cities.find(
        (item) => item.state.urlName === stateUrl && item.city.urlName === cityUrl,
      )!;
      // What web/pageKinds/geo/loadGeoRoute does for one page.
      const data = await store.geoPageData({ careType, state: city.state.code, city: cityUrl });
      const top = await store.cities({
        listType: "top",
        alteredCareType: careType,
        state: city.state.code,
        page: 1,
        pageSize: 60,
      });
      const nearbyCities = top.items
        .filter((item) => item.cityURLName !== cityUrl)
        .slice(0, 5)
        .map((item) => item.name);
      const expected = geoCopyContext(geoCopyInput(data!, careType!, { nearbyCities }), NOW);
      expect({ path: page.path, context: page.context }).toEqual({
        path: page.path,
        context: expected,
      });
    }
  });

  it("labels pages by city, and by care type when several are checked", async () => {
    const places = await store.geoCopyPlaces();
    const one = geoCopyPages(places, ["assisted-living"], NOW)[0]!;
    expect(one.label).toBe(`${places.cities[0]!.city.name}, ${places.cities[0]!.state.code}`);
    const two = geoCopyPages(places, ["assisted-living", "nursing-homes"], NOW);
    expect(two.at(-1)!.label).toMatch(/\(nursing-homes\)$/);
  });

  it("checks a template against every city of the directory", async () => {
    const report = await checkTemplateAcrossCities(
      { id: "t", source: "Care in {{city}}, {{stateCode}}." },
      ["assisted-living"],
      store,
      NOW,
    );
    const places = await store.geoCopyPlaces();
    expect(report).toMatchObject({
      ok: true,
      places: places.cities.length,
      cities: places.cities.length,
    });
  });
});
