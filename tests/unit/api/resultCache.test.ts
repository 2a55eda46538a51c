import { describe, expect, it } from "@jest/globals";
import type { ApiDependencies } from "@web/services/dependencies";
import { resultCache } from "@web/services/resultCache";
import { facetedSearch, recentReviews, topReviewsByLocale } from "@web/services/services";
import type { DirectoryStore } from "@web/directory/store";
import type {
  FacetedSearchRequest,
  FacetedSearchResponse,
  LocaleReview,
} from "@web/rules/model/types";

describe("search result cache", () => {
  it("keeps an answer until its time runs out", () => {
    let now = 5_000;
    const cache = resultCache<{ answer: string }>(10, 1000, () => now)!;
    cache.set("a", { answer: "yes" });
    now = 6_000;
    expect(cache.get("a")).toEqual({ answer: "yes" });
    now = 6_001;
    expect(cache.get("a")).toBeUndefined();
  });

  it("drops the least recently used answer when full", () => {
    const cache = resultCache<{ n: number }>(2, 60_000)!;
    cache.set("a", { n: 1 });
    cache.set("b", { n: 2 });
    cache.get("a");
    cache.set("c", { n: 3 });
    expect([cache.get("a")?.n, cache.get("b")?.n, cache.get("c")?.n]).toEqual([1, undefined, 3]);
  });

  it("is turned off by a time or size of 0", () => {
    expect(resultCache(10, 0)).toBeUndefined();
    expect(resultCache(0, 60_000)).toBeUndefined();
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
      searchCache: resultCache<Promise<FacetedSearchResponse>>(10, 60_000),
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

  it("keeps review lists by order and locale; identical lookups share one run; failures are not kept", async () => {
    const calls: string[] = [];
    let failing = true;
    const review = { id: "r1" } as LocaleReview;
    const store = {
      topReviewsByLocale: async (request: { city?: string }) => {
        calls.push(`top ${request.city}`);
        if (failing) throw new Error("store down");
        return [review];
      },
      recentReviews: async (request: { city?: string }) => {
        calls.push(`recent ${request.city}`);
        return [];
      },
    } as unknown as DirectoryStore;
    const dependencies: ApiDependencies = {
      store: async () => store,
      geocoder: async () => Promise.reject(new Error("unused")),
      reviewsCache: resultCache<Promise<LocaleReview[]>>(10, 60_000),
    };
    const errors = console.error;
    console.error = () => undefined;
    try {
      expect(await topReviewsByLocale({ city: "Austin" }, dependencies)).toEqual([]);
      failing = false;
      await Promise.all([1, 2, 3].map(() => topReviewsByLocale({ city: "Austin" }, dependencies)));
      expect(await topReviewsByLocale({ city: " Austin " }, dependencies)).toEqual([review]);
      expect(await recentReviews({ city: "Austin" }, dependencies)).toEqual([]);
      await topReviewsByLocale({ city: "Dallas" }, dependencies);
      expect(calls).toEqual(["top Austin", "top Austin", "recent Austin", "top Dallas"]);
    } finally {
      console.error = errors;
    }
  });
});
