import { describe, expect, it } from "@jest/globals";
import { facetedSearchRequestFrom } from "@web/api/requests";
import { MAX_DISTANCE_IN_MILES, MAX_PAGE } from "@web/rules/limits";
import { searchQueryFromParams } from "@web/rules/search/canonicalSearch";
import { EMPTY_SEARCH } from "@web/rules/search/searchParams";
import {
  facetedSearchRequestOf,
  idList,
  pageSearchOf,
  placeFields,
} from "@web/rules/search/searchRequest";
import { searchSegmentOf, searchStateFromSegment } from "@web/site/pageRoute";

/** The search a page renders for a visitor's query string: proxy segment, then the route. */
const pageSearch = (query: string) =>
  searchStateFromSegment(searchSegmentOf(new URLSearchParams(query))).search;

/** The same search in the HTTP API's vocabulary (as the page writes it, the page 0-based). */
function apiQuery(query: string): URLSearchParams {
  const api = searchQueryFromParams(pageSearch(query));
  const page = Number(api.get("page") ?? 1);
  api.delete("page");
  if (page > 1) api.set("page", String(page - 1));
  return api;
}

describe("facetedSearchRequestOf: one store request for pages and the API", () => {
  it.each([
    "keyword=Austin, TX",
    "keyword=Austin, TX&care-type=memory-care-facilities&page=3&sortBy=distance",
    "latLng=30.27,-97.74&distanceInMiles=10&priceRange=2,3&matchAllFilters=false",
    "keyword=Dallas&verified=true&awards=true&reviews=4,2&providersWith=photos,reviews",
    "keyword=Dallas&dining=5,3,3&activities=2&fivePlusPhotos=true&ongoingPromotion=true",
    "keyword=Dallas&dining=0,3&distanceInMiles=500&page=20000",
    "keyword=Dallas&care-type=all",
  ])("gives the page and the API the same request for %s", (query) => {
    expect(facetedSearchRequestOf(pageSearch(query), "main")).toEqual(
      facetedSearchRequestFrom(apiQuery(query), "main"),
    );
  });

  it("turns the page's 1-based page into the store's 0-based page, capped at MAX_PAGE", () => {
    expect(facetedSearchRequestOf(pageSearch("keyword=Austin&page=3"), "main").page).toBe(2);
    expect(facetedSearchRequestOf(pageSearch("keyword=Austin&page=1"), "main").page).toBe(0);
    expect(facetedSearchRequestOf({ ...EMPTY_SEARCH, page: MAX_PAGE + 5 }, "main").page).toBe(
      MAX_PAGE,
    );
  });

  it("sends the first page for an invalid page", () => {
    for (const page of ["0", "-2", "abc", "1.5"]) {
      expect(facetedSearchRequestOf(pageSearch(`page=${page}`), "main").page).toBe(0);
    }
  });

  it("applies the limits: distance, star levels, amenity ids", () => {
    const request = facetedSearchRequestOf(
      { ...EMPTY_SEARCH, distanceInMiles: 10_000, reviews: [0, 4.5, 3], dining: [2, -1] },
      "alt",
    );
    expect(request.criteria).toMatchObject({
      domain: "alt",
      distanceInMiles: MAX_DISTANCE_IN_MILES,
      reviews: [3],
      dining: [],
    });
    expect(idList([3, 3, 5])).toEqual([3, 5]);
    expect(idList(null)).toEqual([]);
  });

  it("fills in a page's default care type and implied keys under the URL's own", () => {
    const fixed = { keyword: "Austin, TX", careType: "assisted-living" };
    expect(
      facetedSearchRequestOf(pageSearch("sortBy=best-rated"), "main", { fixed }).criteria,
    ).toMatchObject({ keyword: "Austin, TX", careType: "assisted-living" });
    expect(
      facetedSearchRequestOf(
        pageSearch("keyword=Dallas&care-type=memory-care-facilities"),
        "main",
        {
          fixed,
        },
      ).criteria,
    ).toMatchObject({ keyword: "Dallas", careType: "memory-care-facilities" });
    expect(pageSearchOf(pageSearch("keyword=Dallas"), { defaultCareType: "in-home-care" })).toEqual(
      { ...pageSearch("keyword=Dallas"), careType: "in-home-care" },
    );
    expect(
      pageSearchOf(pageSearch("keyword=Dallas&care-type=assisted-living"), {
        defaultCareType: "in-home-care",
      }).careType,
    ).toBe("assisted-living");
  });
});

describe("placeFields: a geo listing's own place (issue 24.8)", () => {
  it("pins the search to the city and state, without the nearby ring", () => {
    const request = facetedSearchRequestOf(
      { ...EMPTY_SEARCH, keyword: "Austin, TX", careType: "assisted-living" },
      "main",
      {},
      placeFields({ city: "Austin", state: "TX" }),
    );
    expect(request.criteria).toMatchObject({
      keyword: "Austin, TX",
      city: "Austin",
      state: "TX",
      excludeNearby: true,
    });
  });

  it("leaves a search without a place as it is", () => {
    expect(placeFields(null)).toEqual({});
    expect(placeFields(undefined)).toEqual({});
  });
});
