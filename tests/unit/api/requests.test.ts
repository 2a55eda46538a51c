import { describe, expect, it } from "@jest/globals";
import {
  cityListRequestFrom,
  facetedSearchRequestFrom,
  geoPageRequestFromPath,
  nearbySearchRequestFrom,
  reviewsByLocaleRequestFrom,
} from "@web/api/requests";
import { MAX_DISTANCE_IN_MILES, MAX_HITS_PER_PAGE, MAX_PAGE } from "@web/rules/limits";

const q = (text: string) => new URLSearchParams(text);

describe("faceted search request (spec 3, spec 5 defaults)", () => {
  it("uses the spec's defaults for an empty request", () => {
    expect(facetedSearchRequestFrom(q(""), "main")).toEqual({
      hitsPerPage: 20,
      matchAllFilters: true,
      page: 0,
      sortBy: "recommended",
      criteria: expect.objectContaining({
        domain: "main",
        keyword: null,
        careType: null,
        latitude: null,
        longitude: null,
        priceRange: [1, 4],
        distanceInMiles: 30,
        dining: [],
        amenityCategory: [],
        quickFilters: [],
      }),
    });
  });

  it("reads criteria flat in the query, 0-based page, and each filter", () => {
    const request = facetedSearchRequestFrom(
      q(
        "keyword=Austin&careType=memory-care-facilities&latitude=30.27&longitude=-97.74&page=2&hitsPerPage=10" +
          "&sortBy=distance&matchAllFilters=false&dining=4,5&verified=true&priceRange=2,3&reviews=4" +
          "&providersWith=photos&quickFilters=golf,nope&distanceInMiles=10",
      ),
      "alt",
    );
    expect(request).toMatchObject({
      hitsPerPage: 10,
      page: 2,
      sortBy: "distance",
      matchAllFilters: false,
    });
    expect(request.criteria).toMatchObject({
      domain: "alt",
      keyword: "Austin",
      careType: "memory-care-facilities",
      latitude: 30.27,
      longitude: -97.74,
      dining: [4, 5],
      verified: true,
      priceRange: [2, 3],
      reviews: [4],
      providersWith: ["photos"],
      quickFilters: ["golf"],
      distanceInMiles: 10,
    });
  });

  it("reads a JSON criteria parameter and a POST body's criteria", () => {
    const fromQuery = facetedSearchRequestFrom(
      q(
        `criteria=${encodeURIComponent(JSON.stringify({ city: "Austin", state: "TX", lifestyle: [3] }))}`,
      ),
      "main",
    );
    expect(fromQuery.criteria).toMatchObject({ city: "Austin", state: "TX", lifestyle: [3] });
    const fromBody = facetedSearchRequestFrom(
      {
        hitsPerPage: 5,
        page: 1,
        sortBy: "best-rated",
        criteria: { latitude: 47.6, longitude: -122.3 },
      },
      "main",
    );
    expect(fromBody).toMatchObject({ hitsPerPage: 5, page: 1, sortBy: "best-rated" });
    expect(fromBody.criteria).toMatchObject({ latitude: 47.6, longitude: -122.3 });
  });

  it("falls back per field for misfit values", () => {
    const request = facetedSearchRequestFrom(
      q(
        "page=-1&hitsPerPage=100000&sortBy=cheapest&latitude=200&dining=1,x&distanceInMiles=99999&criteria={bad",
      ),
      "main",
    );
    expect(request).toMatchObject({ page: 0, hitsPerPage: 20, sortBy: "recommended" });
    expect(request.criteria).toMatchObject({ latitude: null, dining: [], distanceInMiles: 200 });
  });

  it("reads senior-living as every care type (spec 2.1)", () => {
    expect(
      facetedSearchRequestFrom(q("careType=senior-living"), "main").criteria.careType,
    ).toBeNull();
  });
});

describe("nearby search request (spec 7, spec 9 radius 25)", () => {
  it("needs a point and defaults the radius to 25", () => {
    expect(nearbySearchRequestFrom(q("latitude=30&longitude=-97"))).toMatchObject({
      latitude: 30,
      longitude: -97,
      radiusForSearch: 25,
      hitsPerPage: 20,
      page: 0,
    });
    expect(nearbySearchRequestFrom(q("latitude=30"))).toBeNull();
    expect(nearbySearchRequestFrom(q("latitude=abc&longitude=-97"))).toBeNull();
  });
});

describe("reviews by locale request (spec 5, spec 9 default count 5)", () => {
  it("needs one of city, state, county, careType", () => {
    expect(reviewsByLocaleRequestFrom(q("count=3"), "count")).toBeNull();
    expect(reviewsByLocaleRequestFrom(q("state=TX"), "count")).toMatchObject({
      state: "TX",
      count: 5,
    });
    expect(reviewsByLocaleRequestFrom(q("careType=nursing-homes&count=8"), "count")?.count).toBe(8);
    expect(reviewsByLocaleRequestFrom(q("city=Austin&limit=2"), "limit")?.count).toBe(2);
  });
});

describe("city list request (spec 7 /v1/dxp/cities)", () => {
  it("reads listType, care type, state and paging", () => {
    expect(
      cityListRequestFrom(
        q("listType=top&alteredCareType=assisted-living&state=TX&page=2&pageSize=50"),
      ),
    ).toEqual({
      listType: "top",
      alteredCareType: "assisted-living",
      state: "TX",
      page: 2,
      pageSize: 50,
    });
    expect(cityListRequestFrom(q("listType=random&page=0&pageSize=-1"))).toMatchObject({
      listType: null,
      page: null,
      pageSize: null,
    });
  });
});

describe("geo page path", () => {
  it.each([
    [
      ["senior-living", "assisted-living", "texas", "austin"],
      { careType: "assisted-living", state: "TX", city: "austin" },
    ],
    [["senior-care", "in-home-care", "tx"], { careType: "in-home-care", state: "TX", city: null }],
    [["texas"], { careType: null, state: "TX", city: null }],
    [
      ["memory-care-facilities", "new-york", "buffalo"],
      { careType: "memory-care-facilities", state: "NY", city: "buffalo" },
    ],
  ])("reads %p", (segments, expected) => {
    expect(geoPageRequestFromPath(segments)).toEqual(expected);
  });

  it("refuses a path without a state or with extra segments", () => {
    expect(geoPageRequestFromPath(["senior-living", "assisted-living"])).toBeNull();
    expect(geoPageRequestFromPath(["texas", "austin", "extra"])).toBeNull();
    expect(geoPageRequestFromPath([])).toBeNull();
  });
});

describe("the limits, checked once at the edge (web/rules/limits.ts)", () => {
  it("caps the distance of searches and nearby searches alike", () => {
    const wide = facetedSearchRequestFrom(
      q("latitude=30&longitude=-97&distanceInMiles=450"),
      "main",
    );
    expect(wide.criteria.distanceInMiles).toBe(MAX_DISTANCE_IN_MILES);
    expect(
      nearbySearchRequestFrom(q("latitude=30&longitude=-97&radiusForSearch=450"))?.radiusForSearch,
    ).toBe(MAX_DISTANCE_IN_MILES);
  });

  it("serves at most MAX_HITS_PER_PAGE hits and reads a page past MAX_PAGE as MAX_PAGE", () => {
    const request = facetedSearchRequestFrom(
      q(`hitsPerPage=${MAX_HITS_PER_PAGE}&page=${MAX_PAGE * 10}`),
      "main",
    );
    expect(request).toMatchObject({ hitsPerPage: MAX_HITS_PER_PAGE, page: MAX_PAGE });
    expect(
      facetedSearchRequestFrom(q(`hitsPerPage=${MAX_HITS_PER_PAGE + 1}`), "main").hitsPerPage,
    ).toBe(20);
    expect(nearbySearchRequestFrom(q("latitude=30&longitude=-97&page=99999999"))?.page).toBe(
      MAX_PAGE,
    );
    expect(cityListRequestFrom(q("page=99999999")).page).toBe(MAX_PAGE);
  });

  it("keeps only whole star levels from 1 to 5 in the reviews filter", () => {
    expect(facetedSearchRequestFrom(q("reviews=0,3,4.5,6"), "main").criteria.reviews).toEqual([3]);
  });
});
