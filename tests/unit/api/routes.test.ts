/**
 * The route files under web/app/api/, called as Next calls them (a real Request and the
 * route's params), over a small seeded SQLite directory in a temporary folder.
 */
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type {
  CityListResponse,
  FacetedSearchResponse,
  GeoPageData,
  LocaleReview,
  NearbySearchResponse,
  Provider,
  ProviderByPathResult,
  ProviderDetail,
} from "@web/rules/model/types";
import { AMENITY_CATEGORIES, AMENITY_TYPES } from "@web/rules/catalogue";
import { SORT_OPTIONS } from "@web/rules/search/searchOptions";
import type { LocationSuggestion } from "@web/services/services";
import { TEST_SCALE, TEST_SEED } from "./directoryFixture";

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "directory-routes-"));
process.env.DIRECTORY_DB_PATH = path.join(folder, "directory.sqlite");
process.env.DIRECTORY_SEED_SCALE = String(TEST_SCALE);
process.env.DIRECTORY_SEED = TEST_SEED;
delete process.env.DATABASE_URL;
delete process.env.MAPS_ACCESS_TOKEN;

type Routes = {
  providerById: typeof import("@web/app/api/v2/location/[idOrSlug]/route");
  byIds: typeof import("@web/app/api/v1/location/by-ids/route");
  autocomplete: typeof import("@web/app/api/v1/location/autocomplete-suggestions/route");
  byPath: typeof import("@web/app/api/v3/location/[...path]/route");
  topReviews: typeof import("@web/app/api/v1/location/reviews/by-locale/route");
  searchV1: typeof import("@web/app/api/v1/faceted-search/route");
  searchV2: typeof import("@web/app/api/v2/faceted-search/route");
  nearby: typeof import("@web/app/api/v1/nearby-search/route");
  cities: typeof import("@web/app/api/v1/dxp/cities/route");
  recent: typeof import("@web/app/api/v1/dxp/location-reviews/recent/route");
  geoV2: typeof import("@web/app/api/v2/geo-pages/[...path]/route");
  geoV1: typeof import("@web/app/api/v1/geo-pages/[...path]/route");
  enhancedV1: typeof import("@web/app/api/v1/enhanced-search/route");
  enhancedV2: typeof import("@web/app/api/v2/enhanced-search/[...geoPath]/route");
  domains: typeof import("@web/app/api/v1/catalogue/domains/route");
  careTypes: typeof import("@web/app/api/v1/catalogue/care-types/route");
  geoCatalogue: typeof import("@web/app/api/v1/catalogue/geo/route");
  ip: typeof import("@web/app/api/v1/ip/route");
};
let routes: Routes;

beforeAll(async () => {
  jest.spyOn(console, "log").mockImplementation(() => undefined);
  // Imported after the environment names the temporary directory.
  routes = {
    providerById: await import("@web/app/api/v2/location/[idOrSlug]/route"),
    byIds: await import("@web/app/api/v1/location/by-ids/route"),
    autocomplete: await import("@web/app/api/v1/location/autocomplete-suggestions/route"),
    byPath: await import("@web/app/api/v3/location/[...path]/route"),
    topReviews: await import("@web/app/api/v1/location/reviews/by-locale/route"),
    searchV1: await import("@web/app/api/v1/faceted-search/route"),
    searchV2: await import("@web/app/api/v2/faceted-search/route"),
    nearby: await import("@web/app/api/v1/nearby-search/route"),
    cities: await import("@web/app/api/v1/dxp/cities/route"),
    recent: await import("@web/app/api/v1/dxp/location-reviews/recent/route"),
    geoV2: await import("@web/app/api/v2/geo-pages/[...path]/route"),
    geoV1: await import("@web/app/api/v1/geo-pages/[...path]/route"),
    enhancedV1: await import("@web/app/api/v1/enhanced-search/route"),
    enhancedV2: await import("@web/app/api/v2/enhanced-search/[...geoPath]/route"),
    domains: await import("@web/app/api/v1/catalogue/domains/route"),
    careTypes: await import("@web/app/api/v1/catalogue/care-types/route"),
    geoCatalogue: await import("@web/app/api/v1/catalogue/geo/route"),
    ip: await import("@web/app/api/v1/ip/route"),
  };
}, 120_000);

afterAll(async () => {
  const { closeDirectoryStore } = await import("@web/directory");
  await closeDirectoryStore();
  fs.rmSync(folder, { recursive: true, force: true });
});

const AUSTIN = { latitude: 30.26715, longitude: -97.74306 };
const get = (url: string) => new Request(`http://localhost${url}`);
const params = <T>(value: T) => ({ params: Promise.resolve(value) });
type SearchBody = {
  data: Omit<FacetedSearchResponse, "facets">;
  facets: FacetedSearchResponse["facets"];
};

async function search(query: string): Promise<SearchBody> {
  const response = await routes.searchV2.GET(get(`/api/v2/faceted-search?${query}`));
  expect(response.status).toBe(200);
  return (await response.json()) as SearchBody;
}

describe("route segment config", () => {
  it("runs every directory route on Node and never caches it", () => {
    for (const route of Object.values(routes)) {
      expect(route.runtime).toBe("nodejs");
      expect(route.dynamic).toBe("force-dynamic");
    }
  });
});

describe("GET /api/v1|v2/faceted-search (spec 3, 7)", () => {
  it("answers a page of 20 with totals and facets keyed by amenity type name", async () => {
    const body = await search(`latitude=${AUSTIN.latitude}&longitude=${AUSTIN.longitude}`);
    const { data, facets } = body;
    expect(Object.keys(data).sort()).toEqual(
      [
        "listId",
        "queryId",
        "results",
        "totalItems",
        "totalNearbyItems",
        "totalPages",
        "totalRegionItems",
      ].sort(),
    );
    expect(data.results.length).toBe(Math.min(20, data.totalItems));
    expect(data.totalItems).toBeGreaterThan(20);
    expect(data.totalPages).toBe(Math.ceil(data.totalItems / 20));
    expect(data.totalItems).toBe(data.totalRegionItems + data.totalNearbyItems);
    const counts = Object.entries(facets.inRegionFacets);
    expect(counts.length).toBeGreaterThan(5);
    const amenityTypeNames = new Set([...AMENITY_TYPES.values()].map((t) => t.name));
    for (const [name, count] of counts) {
      expect(amenityTypeNames.has(name)).toBe(true);
      expect(count).toBeGreaterThan(0);
    }
  });

  it("looks coordinates up from a keyword when none are given (spec 5)", async () => {
    const byKeyword = await search("keyword=Austin%2C%20TX&careType=assisted-living");
    const byPoint = await search(
      `latitude=${AUSTIN.latitude}&longitude=${AUSTIN.longitude}&careType=assisted-living`,
    );
    expect(byKeyword.data.totalItems).toBeGreaterThan(0);
    expect(byKeyword.data.totalItems).toBe(byPoint.data.totalItems);
    expect(byKeyword.data.results.map((r) => r.id)).toEqual(byPoint.data.results.map((r) => r.id));
  });

  it("treats zero coordinates as missing and geocodes the keyword instead", async () => {
    const zero = await search(
      "keyword=austin%20tx&latitude=0&longitude=0&careType=assisted-living",
    );
    const named = await search("keyword=Austin%2C%20TX&careType=assisted-living");
    expect(zero.data.totalItems).toBe(named.data.totalItems);
  });

  it.each(SORT_OPTIONS)("sorts by %s", async (sortBy) => {
    const { data } = await search(
      `latitude=${AUSTIN.latitude}&longitude=${AUSTIN.longitude}&sortBy=${sortBy}`,
    );
    expect(data.results.length).toBeGreaterThan(0);
    if (sortBy === "distance") {
      const miles = data.results.map((r) => r.distanceInMiles ?? Infinity);
      expect(miles).toEqual([...miles].sort((a, b) => a - b));
    }
    if (sortBy === "most-reviews") {
      const reviews = data.results.map((r) => r.reviewCount);
      expect(reviews).toEqual([...reviews].sort((a, b) => b - a));
    }
  });

  it("pages through results without overlap, page being 0-based", async () => {
    const point = `latitude=${AUSTIN.latitude}&longitude=${AUSTIN.longitude}&sortBy=distance`;
    const first = await search(`${point}&page=0`);
    const second = await search(`${point}&page=1`);
    const ids = new Set(first.data.results.map((r) => r.id));
    expect(second.data.results.some((r) => ids.has(r.id))).toBe(false);
    const past = await search(`${point}&page=999999`);
    expect(past.data.results).toEqual([]);
    expect(past.data.totalItems).toBe(first.data.totalItems);
  });

  it("narrows results with filters, and matchAllFilters=false widens them", async () => {
    const point = `latitude=${AUSTIN.latitude}&longitude=${AUSTIN.longitude}`;
    const all = await search(point);
    const verified = await search(`${point}&verified=true`);
    expect(verified.data.totalItems).toBeLessThan(all.data.totalItems);
    expect(verified.data.results.every((r) => r.isVerified)).toBe(true);

    const dining =
      AMENITY_CATEGORIES.find((c) => c.filter === "dining")?.types.map((t) => t.id) ?? [];
    const twoDining = `${point}&dining=${dining.slice(0, 2).join(",")}`;
    const allOf = await search(`${twoDining}&matchAllFilters=true`);
    const anyOf = await search(`${twoDining}&matchAllFilters=false`);
    expect(allOf.data.totalItems).toBeLessThan(anyOf.data.totalItems);
    expect(anyOf.data.totalItems).toBeLessThanOrEqual(all.data.totalItems);
  });

  it("answers v1 the same as v2, by GET and by POST with criteria", async () => {
    const query = `latitude=${AUSTIN.latitude}&longitude=${AUSTIN.longitude}&careType=memory-care-facilities`;
    const v1 = (await (
      await routes.searchV1.GET(get(`/api/v1/faceted-search?${query}`))
    ).json()) as SearchBody;
    const v2 = await search(query);
    expect(v1.data.totalItems).toBe(v2.data.totalItems);
    const posted = await routes.searchV1.POST(
      new Request("http://localhost/api/v1/faceted-search", {
        method: "POST",
        body: JSON.stringify({
          hitsPerPage: 5,
          page: 0,
          criteria: { ...AUSTIN, careType: "memory-care-facilities" },
        }),
      }),
    );
    const body = (await posted.json()) as SearchBody;
    expect(body.data.totalItems).toBe(v2.data.totalItems);
    expect(body.data.results).toHaveLength(Math.min(5, v2.data.totalItems));
  });

  it("never shows a promotion meant only for the provider-side audience (spec 6)", async () => {
    const { data } = await search(
      `latitude=${AUSTIN.latitude}&longitude=${AUSTIN.longitude}&hitsPerPage=100`,
    );
    const promotions = data.results.flatMap((r) => r.promotions);
    expect(
      promotions.every((p) => p.visibleOnlyToFa === false && Boolean(p.externalPromotionText)),
    ).toBe(true);
  });
});

describe("provider lookups (spec 7)", () => {
  let sample: Provider[];
  beforeAll(async () => {
    sample = (
      await search(`latitude=${AUSTIN.latitude}&longitude=${AUSTIN.longitude}&hitsPerPage=3`)
    ).data.results;
  });

  it("GET /api/v2/location/{id-or-slug} answers the provider by id and by slug", async () => {
    const [provider] = sample;
    if (!provider) throw new Error("no provider in Austin");
    for (const key of [provider.id, provider.slug]) {
      const response = await routes.providerById.GET(
        get(`/api/v2/location/${key}`),
        params({ idOrSlug: key }),
      );
      expect(response.status).toBe(200);
      expect(((await response.json()) as Provider).id).toBe(provider.id);
    }
  });

  it("answers a provider's amenities flattened on both detail endpoints (spec 3)", async () => {
    const provider = sample.find((hit) => hit.amenities.length > 0);
    if (!provider) throw new Error("no provider with amenities in Austin");
    // The search hit keeps the index's shape; the detail answers flatten each amenity.
    const flat = provider.amenities.map((amenity) => ({
      id: amenity.id,
      amenityName: amenity.amenityType.name,
      amenityId: amenity.amenityType.id,
      amenityCategoryName: amenity.amenityCategory.name,
      amenityCategoryId: amenity.amenityCategory.id,
    }));
    const byId = (await (
      await routes.providerById.GET(
        get(`/api/v2/location/${provider.id}`),
        params({ idOrSlug: provider.id }),
      )
    ).json()) as ProviderDetail;
    expect(byId.amenities).toEqual(flat);
    // The other fields are as stored.
    expect(byId.amenityIds).toEqual(provider.amenityIds);
    expect(byId.amenitiesLegacy).toEqual(provider.amenitiesLegacy);
    const onlyAmenities = (await (
      await routes.providerById.GET(
        get(`/api/v2/location/${provider.id}?fields=amenities`),
        params({ idOrSlug: provider.id }),
      )
    ).json()) as ProviderDetail;
    expect(onlyAmenities).toEqual({ id: provider.id, amenities: flat });
    const byPath = (await (
      await routes.byPath.GET(
        get(`/api/v3/location${provider.path}`),
        params({ path: provider.path.split("/").filter(Boolean) }),
      )
    ).json()) as { provider: ProviderDetail };
    expect(byPath.provider.amenities).toEqual(flat);
  });

  it("answers an unknown provider with 404 and null", async () => {
    const response = await routes.providerById.GET(
      get("/api/v2/location/nope"),
      params({ idOrSlug: "nope" }),
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toBeNull();
  });

  it("POST /api/v1/location/by-ids answers the saved providers in the order asked", async () => {
    const ids = sample.map((p) => p.id).reverse();
    const response = await routes.byIds.POST(
      new Request("http://localhost/api/v1/location/by-ids", {
        method: "POST",
        body: JSON.stringify({ ids: [...ids, "unknown-id"] }),
      }),
    );
    const body = (await response.json()) as { providers: Provider[] };
    expect(body.providers.map((p) => p.id)).toEqual(ids);
  });

  it("GET /api/v3/location{path} answers the provider with meta.statusCode 200", async () => {
    const [provider] = sample;
    if (!provider) throw new Error("no provider in Austin");
    const segments = provider.path.split("/").filter(Boolean);
    const response = await routes.byPath.GET(
      get(`/api/v3/location${provider.path}`),
      params({ path: segments }),
    );
    const body = (await response.json()) as ProviderByPathResult;
    expect(response.status).toBe(200);
    expect(body.meta.statusCode).toBe(200);
    expect(body.provider.id).toBe(provider.id);
    const unknown = await routes.byPath.GET(
      get("/api/v3/location/senior-living/x"),
      params({ path: ["senior-living", "x"] }),
    );
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as ProviderByPathResult).meta.statusCode).toBe(404);
  });
});

describe("GET /api/v1/location/autocomplete-suggestions (spec 5, 7)", () => {
  it("answers 'City, ST' locations, 10 by default", async () => {
    const response = await routes.autocomplete.GET(
      get("/api/v1/location/autocomplete-suggestions?query=san"),
    );
    const { locations } = (await response.json()) as { locations: LocationSuggestion[] };
    expect(locations).toHaveLength(10);
    expect(locations[0]).toMatchObject({
      label: "San Antonio, TX",
      value: "San Antonio, TX",
      state: "TX",
    });
  });

  it("honours pageSize", async () => {
    const response = await routes.autocomplete.GET(
      get("/api/v1/location/autocomplete-suggestions?query=aus&pageSize=3"),
    );
    const { locations } = (await response.json()) as { locations: LocationSuggestion[] };
    expect(locations.map((l) => l.label)).toEqual(["Austin, TX", "Austintown, OH", "Austin, MN"]);
  });
});

describe("reviews (spec 7)", () => {
  it("GET /api/v1/location/reviews/by-locale answers 5 top reviews by default", async () => {
    const response = await routes.topReviews.GET(
      get("/api/v1/location/reviews/by-locale?state=TX"),
    );
    const { reviews } = (await response.json()) as { reviews: LocaleReview[] };
    expect(reviews).toHaveLength(5);
    expect(reviews.every((r) => r.provider.state === "TX")).toBe(true);
    const two = await routes.topReviews.GET(
      get("/api/v1/location/reviews/by-locale?state=TX&count=2"),
    );
    expect(((await two.json()) as { reviews: LocaleReview[] }).reviews).toHaveLength(2);
  });

  it("GET /api/v1/dxp/location-reviews/recent answers the newest first", async () => {
    const response = await routes.recent.GET(
      get("/api/v1/dxp/location-reviews/recent?state=TX&limit=4"),
    );
    const { reviews } = (await response.json()) as { reviews: LocaleReview[] };
    expect(reviews).toHaveLength(4);
    const dates = reviews.map((r) => r.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

describe("nearby, cities and geo pages (spec 7)", () => {
  it("GET /api/v1/nearby-search stays within 25 miles by default", async () => {
    const response = await routes.nearby.GET(
      get(`/api/v1/nearby-search?latitude=${AUSTIN.latitude}&longitude=${AUSTIN.longitude}`),
    );
    const body = (await response.json()) as NearbySearchResponse;
    expect(body.results.length).toBeGreaterThan(0);
    expect(body.results.every((r) => (r.distanceInMiles ?? Infinity) <= 25)).toBe(true);
  });

  it("GET /api/v1/dxp/cities answers {items, page, nextPage, pageSize}", async () => {
    const response = await routes.cities.GET(
      get("/api/v1/dxp/cities?listType=top&state=TX&pageSize=3"),
    );
    const body = (await response.json()) as CityListResponse;
    expect(body.items).toHaveLength(3);
    expect(body.items[0]).toMatchObject({
      name: "Austin",
      cityURLName: "austin",
      stateURLName: "texas",
    });
    expect(Object.keys(body).sort()).toEqual(["items", "nextPage", "page", "pageSize"]);
  });

  it("GET /api/v2/geo-pages/{path} answers counts, average costs and banded top providers", async () => {
    const segments = ["senior-living", "assisted-living", "texas", "austin"];
    const response = await routes.geoV2.GET(
      get(`/api/v2/geo-pages/${segments.join("/")}`),
      params({ path: segments }),
    );
    const data = (await response.json()) as GeoPageData;
    expect(response.status).toBe(200);
    expect(data.state.code).toBe("TX");
    expect(data.city?.urlName).toBe("austin");
    expect(data.providerCount).toBeGreaterThan(0);
    const expectedTop =
      data.providerCount <= 2 ? 0 : data.providerCount < 5 ? 3 : data.providerCount < 10 ? 5 : 10;
    expect(data.topProviders.length).toBeLessThanOrEqual(expectedTop);
    expect(data.averageCosts.nation["assisted-living"]).toBeGreaterThan(0);
    const v1 = await routes.geoV1.GET(
      get(`/api/v1/geo-pages/${segments.join("/")}`),
      params({ path: segments }),
    );
    expect(((await v1.json()) as GeoPageData).providerCount).toBe(data.providerCount);
  });

  it("GET /api/v1|v2/enhanced-search: v2 where the seed turns enhanced-search-v2 on (main), v1 elsewhere", async () => {
    const geoUrl = "/senior-care/in-home-care/texas/austin";
    const version = async (domain: string) => {
      const response = await routes.enhancedV1.GET(
        get(`/api/v1/enhanced-search?domain=${domain}&geoUrl=${geoUrl}`),
      );
      expect(response.status).toBe(200);
      return (await response.json()) as { apiVersion: string; featureFlags: string[] };
    };
    expect(await version("main")).toMatchObject({
      apiVersion: "v2",
      featureFlags: expect.arrayContaining(["enhanced-search-v2"]),
    });
    expect((await version("alt")).apiVersion).toBe("v1");
    const segments = geoUrl.split("/").slice(1);
    const v2 = await routes.enhancedV2.GET(
      get(`/api/v2/enhanced-search${geoUrl}?domain=main`),
      params({ geoPath: segments }),
    );
    expect(v2.status).toBe(200);
    expect(await v2.json()).toMatchObject({ apiVersion: "v2", source: "LEGACY", mode: "list" });
  });

  it("answers an unknown place with 404 and null", async () => {
    const segments = ["senior-living", "assisted-living", "atlantis"];
    const response = await routes.geoV2.GET(get("/api/v2/geo-pages/x"), params({ path: segments }));
    expect(response.status).toBe(404);
  });
});
