import { describe, expect, it } from "@jest/globals";
import { facetedSearchRequestFrom } from "@web/api/requests";
import {
  enhancedSearchVersion,
  geoKeywordOf,
  geoSearchPlaceOf,
  isDefaultSearch,
  searchSourceOf,
  toSearchSource,
  type VersionInput,
} from "@web/rules/search/enhancedSearch";

const version = (input: Partial<VersionInput>) =>
  enhancedSearchVersion({
    geoPath: null,
    apiVersion: null,
    flagOn: false,
    rollUp: null,
    site: "alt",
    ...input,
  });

describe("enhancedSearchVersion (spec 7: which enhanced search answers)", () => {
  it("chooses v2 for /senior-living geo paths, whatever else", () => {
    expect(version({ geoPath: "/senior-living/assisted-living/texas/austin" })).toBe("v2");
    expect(version({ geoPath: "/senior-living/adult-day-care", apiVersion: "v1" })).toBe("v2");
  });

  it("chooses v2 when apiVersion is v2", () => {
    expect(version({ apiVersion: "v2" })).toBe("v2");
    expect(version({ geoPath: "/senior-care/in-home-care/tx", apiVersion: "v2" })).toBe("v2");
  });

  it("chooses v2 when the flag is on for senior-care or the main domain, v1 otherwise", () => {
    const seniorCare = {
      geoPath: "/senior-care/in-home-care/texas/austin",
      rollUp: "senior-care",
    } as const;
    expect(version(seniorCare)).toBe("v1");
    expect(version({ ...seniorCare, flagOn: true })).toBe("v2");
    expect(version({ site: "main", rollUp: "senior-living", flagOn: true })).toBe("v2");
    expect(version({ site: "main", rollUp: "senior-living" })).toBe("v1");
    expect(version({ site: "alt", rollUp: "senior-living", flagOn: true })).toBe("v1");
    expect(version({ site: "alt", flagOn: true })).toBe("v1");
  });
});

describe("searchSourceOf (spec 3 sources, spec 7 the legacy choice)", () => {
  const atDefaults = facetedSearchRequestFrom(new URLSearchParams("city=Austin&state=TX"), "main");

  it("serves the main site's default listing from LEGACY and any other search from ALGOLIA", () => {
    expect(isDefaultSearch(atDefaults)).toBe(true);
    expect(
      searchSourceOf({ requested: null, site: "main", mode: "list", request: atDefaults }),
    ).toBe("LEGACY");
    expect(
      searchSourceOf({ requested: null, site: "main", mode: "search", request: atDefaults }),
    ).toBe("ALGOLIA");
    for (const query of [
      "sortBy=best-rated",
      "priceRange=2,3",
      "distanceInMiles=10",
      "verified=true",
      "dining=3",
      "quickFilters=golf",
      "matchAllFilters=false",
      "reviews=4",
      "providersWith=photos",
    ]) {
      const filtered = facetedSearchRequestFrom(new URLSearchParams(query), "main");
      expect(isDefaultSearch(filtered)).toBe(false);
      expect(
        searchSourceOf({ requested: null, site: "main", mode: "list", request: filtered }),
      ).toBe("ALGOLIA");
    }
    const category = facetedSearchRequestFrom(new URLSearchParams("amenityCategory=2"), "main");
    expect(searchSourceOf({ requested: null, site: "main", mode: "list", request: category })).toBe(
      "ALGOLIA",
    );
  });

  it("serves the alternate site from ALGOLIA, and the source a caller names on either", () => {
    expect(
      searchSourceOf({ requested: null, site: "alt", mode: "list", request: atDefaults }),
    ).toBe("ALGOLIA");
    expect(
      searchSourceOf({ requested: "CACHE", site: "main", mode: "list", request: atDefaults }),
    ).toBe("CACHE");
    expect(toSearchSource(" legacy ")).toBe("LEGACY");
    expect(toSearchSource("solr")).toBeNull();
  });
});

describe("geoSearchPlaceOf: the place a geo path or URL names", () => {
  it("reads the care type, the state and the city of paths and URLs", () => {
    expect(geoSearchPlaceOf("/senior-living/assisted-living/texas/san-antonio")).toMatchObject({
      path: "/senior-living/assisted-living/texas/san-antonio",
      careType: { slug: "assisted-living" },
      state: { code: "TX", name: "Texas" },
      citySegment: "san-antonio",
    });
    expect(
      geoSearchPlaceOf("https://alt.localhost/senior-care/in-home-care/tx?page=2"),
    ).toMatchObject({
      path: "/senior-care/in-home-care/tx",
      state: { code: "TX" },
      citySegment: null,
    });
    expect(geoSearchPlaceOf("/senior-living/adult-day-care")).toMatchObject({ state: null });
  });

  it("names no place for what is not a geo page", () => {
    for (const path of [
      "/senior-living/texas/austin/oak-meadow",
      "/senior-living/assisted-living/narnia",
      "/senior-care/assisted-living/texas",
      "/about",
      "",
      "%E0%A4%A",
      `/senior-living/assisted-living/${"x".repeat(600)}`,
    ]) {
      expect(geoSearchPlaceOf(path)).toBeNull();
    }
  });

  it("gives v1 the place as the search box would type it", () => {
    const city = geoSearchPlaceOf("/senior-living/assisted-living/texas/san-antonio");
    const state = geoSearchPlaceOf("/senior-living/assisted-living/texas");
    expect(city && geoKeywordOf(city)).toBe("san antonio, TX");
    expect(state && geoKeywordOf(state)).toBe("Texas");
  });
});
