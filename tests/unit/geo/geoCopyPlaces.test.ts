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
    const pages = geoCopyPages(
      places,
      ["assisted-living", "memory-care-facilities", "nursing-homes"],
      NOW,
    );
    expect(pages).toHaveLength(places.cities.length * 3);
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

  it("gives nursing-home pages Medicare's counts, and no other care type's", async () => {
    const places = await store.geoCopyPlaces();
    const nursing = geoCopyPages(places, ["nursing-homes"], NOW).filter(
      (page) => page.context.medicareRatedCount !== undefined,
    );
    expect(nursing.length).toBeGreaterThan(0);
    for (const { context } of nursing) {
      expect(context.medicareTopRatedCount).toBeLessThanOrEqual(context.medicareRatedCount!);
      expect(context.seriousCitationProviderCount).toBeLessThanOrEqual(context.providerCount!);
    }
    expect(nursing.some((page) => page.context.medicareTopRatedCount! > 0)).toBe(true);
    expect(nursing.some((page) => page.context.seriousCitationProviderCount! > 0)).toBe(true);
    for (const page of geoCopyPages(places, ["assisted-living", "in-home-care"], NOW)) {
      expect(page.context).not.toHaveProperty("medicareRatedCount");
      expect(page.context).not.toHaveProperty("medicareTopRatedCount");
      expect(page.context).not.toHaveProperty("seriousCitationProviderCount");
    }
  });

  it("passes a template with Medicare's counts and fails one with an unknown variable", async () => {
    const good = await checkTemplateAcrossCities(
      {
        id: "medicare",
        source:
          "Care in {{city}}.{{#if medicareRatedCount}} Medicare rates {{medicareTopRatedCount}} of its {{medicareRatedCount}} {{pluralize medicareRatedCount providerName providersName}} 4 or 5 stars; {{number seriousCitationProviderCount}} had a serious citation in the last 3 years.{{/if}}",
      },
      ["nursing-homes"],
      store,
      NOW,
    );
    expect(good.problems).toEqual([]);
    expect(good.ok).toBe(true);
    const bad = await checkTemplateAcrossCities(
      { id: "typo", source: "{{#if medicareRatedCount}}{{medicareTopRatedCont}} rated.{{/if}}" },
      ["nursing-homes"],
      store,
      NOW,
    );
    expect(bad.ok).toBe(false);
    expect(bad.problems.map((p) => p.message).join("\n")).toMatch(/medicareTopRatedCont/);
  });
});
