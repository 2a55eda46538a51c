import { describe, expect, it } from "@jest/globals";
import type { ApiDependencies } from "@web/api/dependencies";
import { ResultCache } from "@web/api/resultCache";
import { facetedSearch } from "@web/api/services";
import type { DirectoryStore } from "@web/directory/store";
import type { FacetedSearchRequest, FacetedSearchResponse } from "@web/directory/types";

describe("search result cache", () => {
  it("keeps an answer until its time runs out", () => {
    let now = 0;
    const cache = new ResultCache<string>(10, 1000, () => now);
    cache.set("a", "answer");
    now = 999;
    expect(cache.get("a")).toBe("answer");
    now = 1000;
    expect(cache.get("a")).toBeUndefined();
  });

  it("drops the least recently used answer when full", () => {
    const cache = new ResultCache<number>(2, 60_000);
    cache.set("a", 1);
    cache.set("b", 2);
    cache.get("a");
    cache.set("c", 3);
    expect([cache.get("a"), cache.get("b"), cache.get("c")]).toEqual([1, undefined, 3]);
  });

  it("keeps nothing when turned off", () => {
    const cache = new ResultCache<number>(10, 0);
    cache.set("a", 1);
    expect(cache.get("a")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("answers a repeated search from the cache, shares concurrent ones, and never caches a failure", async () => {
    const answer: FacetedSearchResponse = {
      listId: "l",
      queryId: "q",
      results: [],
      totalItems: 0,
      totalNearbyItems: 0,
      totalPages: 0,
      totalRegionItems: 0,
      facets: { inRegionFacets: {}, nearbyFacets: {} },
    };
    let calls = 0;
    let failing = true;
    const store = {
      search: async () => {
        calls++;
        if (failing) throw new Error("store down");
        return answer;
      },
    } as unknown as DirectoryStore;
    const dependencies: ApiDependencies = {
      store: async () => store,
      geocoder: async () => Promise.reject(new Error("unused")),
      searchCache: new ResultCache<Promise<FacetedSearchResponse>>(10, 60_000),
    };
    const request: FacetedSearchRequest = {
      hitsPerPage: 20,
      matchAllFilters: true,
      page: 0,
      sortBy: "recommended",
      criteria: { latitude: 30.2, longitude: -97.7 },
    };
    const errors = console.error;
    console.error = () => undefined;
    try {
      expect((await facetedSearch(request, dependencies)).queryId).toBe("");
      failing = false;
      expect((await facetedSearch(request, dependencies)).queryId).toBe("q");
      expect((await facetedSearch(request, dependencies)).queryId).toBe("q");
      expect(calls).toBe(2);
      await facetedSearch({ ...request, page: 1 }, dependencies);
      expect(calls).toBe(3);
      // Identical searches arriving together share one run.
      await Promise.all([2, 2, 2].map((page) => facetedSearch({ ...request, page }, dependencies)));
      expect(calls).toBe(4);
    } finally {
      console.error = errors;
    }
  });
});
