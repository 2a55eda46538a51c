import { afterEach, describe, expect, it, jest } from "@jest/globals";
import type { ApiDependencies } from "@web/services/dependencies";
import {
  LOCALE_REQUIRED_MESSAGE,
  facetedSearchEndpoint,
  getAutocompleteSuggestions,
  getCities,
  getGeoPage,
  getNearbySearch,
  getProviderById,
  getProviderByPath,
  getRecentReviews,
  getTopReviewsByLocale,
  postProvidersByIds,
} from "@web/api/handlers";
import type { DirectoryStore } from "@web/directory/store";
import type { Geocoder } from "@web/services/geocoding/types";
import { logEntry } from "../../support/logLines";

/** A store whose every call fails, as a lost database connection would. */
const failingStore = new Proxy({} as DirectoryStore, {
  get: (_, property) =>
    property === "then"
      ? undefined
      : async () => Promise.reject(new Error(`store down (${String(property)})`)),
});

const failingGeocoder: Geocoder = {
  source: "gazetteer",
  suggest: async () => Promise.reject(new Error("gazetteer down")),
  geocode: async () => Promise.reject(new Error("gazetteer down")),
};

const failing: ApiDependencies = {
  store: async () => failingStore,
  geocoder: async () => failingGeocoder,
};

/** Dependencies that cannot even be created (e.g. the database file is unreadable). */
const unavailable: ApiDependencies = {
  store: async () => Promise.reject(new Error("cannot open directory")),
  geocoder: async () => Promise.reject(new Error("cannot load gazetteer")),
};

const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
afterEach(() => {
  errors.mockClear();
});

const get = (path: string) => new Request(`http://localhost${path}`);
function expectLogged(times = 1) {
  expect(errors).toHaveBeenCalledTimes(times);
  for (const [line] of errors.mock.calls) {
    expect(logEntry(line)).toMatchObject({ level: "error", event: "api-error" });
  }
}

const emptySearch = {
  data: {
    listId: "",
    queryId: "",
    results: [],
    totalItems: 0,
    totalNearbyItems: 0,
    totalPages: 0,
    totalRegionItems: 0,
  },
  facets: { inRegionFacets: {}, nearbyFacets: {} },
};

describe.each([
  ["a store that throws", failing],
  ["a store that cannot be opened", unavailable],
])("spec 8 fallbacks with %s", (_, dependencies) => {
  it("search failure -> empty result set, zero totals, logged", async () => {
    const response = await facetedSearchEndpoint(
      get("/api/v2/faceted-search?latitude=30.2&longitude=-97.7"),
      dependencies,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(emptySearch);
    expectLogged();
  });

  it("search failure with a keyword still answers the empty result set", async () => {
    const response = await facetedSearchEndpoint(
      get("/api/v1/faceted-search?keyword=Austin"),
      dependencies,
    );
    expect(await response.json()).toEqual(emptySearch);
    // The keyword lookup and the search each log their own failure.
    expectLogged(2);
  });

  it("nearby search failure -> empty result set, logged", async () => {
    const response = await getNearbySearch(
      get("/api/v1/nearby-search?latitude=30.2&longitude=-97.7"),
      dependencies,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ results: [], totalItems: 0, totalPages: 0 });
    expectLogged();
  });

  it("get-providers failure -> empty list, logged", async () => {
    const response = await postProvidersByIds(
      new Request("http://localhost/api/v1/location/by-ids", {
        method: "POST",
        body: JSON.stringify({ ids: ["p1", "p2"] }),
      }),
      dependencies,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ providers: [] });
    expectLogged();
  });

  it("location fetch failure -> null, logged", async () => {
    const byId = await getProviderById(get("/api/v2/location/p1"), dependencies, "p1");
    expect(byId.status).toBe(404);
    expect(await byId.json()).toBeNull();
    const byPath = await getProviderByPath(
      get("/api/v3/location/senior-living/tx/austin/x"),
      dependencies,
      ["senior-living", "tx", "austin", "x"],
    );
    expect(await byPath.json()).toEqual({
      meta: { statusCode: 404, redirectTo: null },
      provider: null,
    });
    const geo = await getGeoPage(get("/api/v2/geo-pages/texas"), dependencies, ["texas"]);
    expect(await geo.json()).toBeNull();
    expectLogged(3);
  });

  it("autocomplete failure -> empty list, only logged", async () => {
    const response = await getAutocompleteSuggestions(
      get("/api/v1/location/autocomplete-suggestions?query=Austin"),
      dependencies,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ locations: [] });
    expectLogged();
  });

  it("reviews and city list failures -> empty lists, logged", async () => {
    const top = await getTopReviewsByLocale(
      get("/api/v1/location/reviews/by-locale?state=TX"),
      dependencies,
    );
    expect(await top.json()).toEqual({ reviews: [] });
    const recent = await getRecentReviews(
      get("/api/v1/dxp/location-reviews/recent?city=Austin"),
      dependencies,
    );
    expect(await recent.json()).toEqual({ reviews: [] });
    const cities = await getCities(get("/api/v1/dxp/cities?page=2&pageSize=30"), dependencies);
    expect(await cities.json()).toEqual({ items: [], page: 2, nextPage: null, pageSize: 30 });
    expectLogged(3);
  });
});

describe("input the spec refuses or answers without a lookup", () => {
  const untouchable: ApiDependencies = {
    store: jest.fn(async () => failingStore),
    geocoder: jest.fn(async () => failingGeocoder),
  };

  it.each(["", "au", "  a  ", "   "])(
    "autocomplete under 3 trimmed characters (%p) -> empty list without touching the store",
    async (text) => {
      const response = await getAutocompleteSuggestions(
        get(`/api/v1/location/autocomplete-suggestions?query=${encodeURIComponent(text)}`),
        untouchable,
      );
      expect(await response.json()).toEqual({ locations: [] });
      expect(untouchable.store).not.toHaveBeenCalled();
      expect(untouchable.geocoder).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
    },
  );

  it("top reviews without city, state, county or careType -> 400 with a clear message", async () => {
    const response = await getTopReviewsByLocale(
      get("/api/v1/location/reviews/by-locale?count=5"),
      untouchable,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: LOCALE_REQUIRED_MESSAGE, statusCode: 400 });
    expect(LOCALE_REQUIRED_MESSAGE).toBe(
      "At least one of city, state, county or careType is required",
    );
    expect(untouchable.store).not.toHaveBeenCalled();
  });

  it("recent reviews without a locale -> the same 400", async () => {
    const response = await getRecentReviews(
      get("/api/v1/dxp/location-reviews/recent?limit=3"),
      untouchable,
    );
    expect(response.status).toBe(400);
  });

  it("by-ids without a list of ids -> 400", async () => {
    for (const body of [
      "",
      "not json",
      "[]",
      '{"ids":"p1"}',
      JSON.stringify({ ids: Array(101).fill("p") }),
    ]) {
      const response = await postProvidersByIds(
        new Request("http://localhost/api/v1/location/by-ids", { method: "POST", body }),
        untouchable,
      );
      expect(response.status).toBe(400);
    }
    expect(untouchable.store).not.toHaveBeenCalled();
  });

  it("nearby search without a point -> empty result set without a lookup", async () => {
    const response = await getNearbySearch(get("/api/v1/nearby-search?latitude=30.2"), untouchable);
    expect(await response.json()).toEqual({ results: [], totalItems: 0, totalPages: 0 });
    expect(untouchable.store).not.toHaveBeenCalled();
  });

  it("a geo page path without a state -> 404 without a lookup", async () => {
    const response = await getGeoPage(get("/api/v2/geo-pages/senior-living"), untouchable, [
      "senior-living",
    ]);
    expect(response.status).toBe(404);
    expect(untouchable.store).not.toHaveBeenCalled();
  });
});
