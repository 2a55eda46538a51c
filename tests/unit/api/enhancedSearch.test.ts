/**
 * spec 7 `GET /v1/enhanced-search` and `GET /v2/enhanced-search{geoPath}`, and the
 * `variant` and `careType` of `GET /v2/location/{id-or-slug}`, through their handlers over
 * a small seeded SQLite directory: the v1/v2 choice, the sources, the feature-override
 * header, the geo page's listing, bad input.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from "@jest/globals";
import {
  FEATURE_OVERRIDE_HEADER,
  getEnhancedSearchV1,
  getEnhancedSearchV2,
} from "@web/api/enhancedSearch";
import { getProviderById } from "@web/api/handlers";
import type { FeatureFlag } from "@web/lib/featureFlags";
import type { DirectoryStore } from "@web/directory/store";
import type { FacetedSearchResponse, Provider, ProviderSearchResult } from "@web/rules/model/types";
import { CARE_TYPE_SLUGS } from "@web/rules/careTypes";
import type { ApiDependencies } from "@web/services/dependencies";
import { resultCache } from "@web/services/resultCache";
import type { SiteId } from "@web/site/sites";
import { openTestDirectory, type TestDirectory } from "./directoryFixture";

let directory: TestDirectory;
/** The flags each site's settings turn on in this test (the seed turns none on). */
let siteFlags: Record<SiteId, FeatureFlag[]>;
let dependencies: ApiDependencies;
let searches: number;

beforeAll(async () => {
  jest.spyOn(console, "log").mockImplementation(() => undefined);
  jest.spyOn(console, "warn").mockImplementation(() => undefined);
  directory = await openTestDirectory();
}, 120_000);

beforeEach(() => {
  siteFlags = { main: [], alt: [], homes: [] };
  searches = 0;
  const store = directory.store;
  const counting = Object.create(store) as DirectoryStore;
  counting.search = async (request) => {
    searches++;
    return store.search(request);
  };
  dependencies = {
    store: async () => counting,
    geocoder: directory.dependencies.geocoder,
    searchCache: resultCache<Promise<FacetedSearchResponse>>(100, 60_000),
    featureFlags: async (site) => new Set(siteFlags[site]),
  };
});

afterAll(async () => {
  await directory?.close();
});

interface EnhancedAnswer {
  data: Omit<FacetedSearchResponse, "facets"> & { results: ProviderSearchResult[] };
  facets: FacetedSearchResponse["facets"];
  source: string;
  requestedSource?: string;
  apiVersion: "v1" | "v2";
  mode: string;
  geoPath: string | null;
  featureFlags: string[];
}

const AUSTIN_PATH = ["senior-living", "assisted-living", "texas", "austin"];
const HOME_CARE_AUSTIN = "/senior-care/in-home-care/texas/austin";

function request(url: string, headers: Record<string, string> = {}): Request {
  return new Request(`http://localhost${url}`, { headers });
}

async function v2(
  query = "",
  segments: string[] = AUSTIN_PATH,
  headers: Record<string, string> = {},
): Promise<EnhancedAnswer> {
  const response = await getEnhancedSearchV2(
    request(`/api/v2/enhanced-search/${segments.join("/")}?${query}`, headers),
    dependencies,
    segments,
  );
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-store");
  return (await response.json()) as EnhancedAnswer;
}

async function v1(query: string, headers: Record<string, string> = {}): Promise<EnhancedAnswer> {
  const response = await getEnhancedSearchV1(
    request(`/api/v1/enhanced-search?${query}`, headers),
    dependencies,
  );
  expect(response.status).toBe(200);
  return (await response.json()) as EnhancedAnswer;
}

describe("GET /api/v2/enhanced-search{geoPath}: the geo page's listing", () => {
  it("lists the providers with an address in the city, as the geo page counts them", async () => {
    const answer = await v2("domain=alt");
    const page = await directory.store.geoPageData({
      state: "TX",
      city: "austin",
      careType: "assisted-living",
    });
    expect(answer.apiVersion).toBe("v2");
    expect(answer.mode).toBe("list");
    expect(answer.geoPath).toBe("/senior-living/assisted-living/texas/austin");
    expect(answer.data.totalItems).toBe(page?.providerCountByCareType["assisted-living"]);
    expect(answer.data.totalNearbyItems).toBe(0);
    expect(answer.data.results).toHaveLength(Math.min(20, answer.data.totalItems));
    for (const provider of answer.data.results) {
      expect(provider.address.city.urlName).toBe("austin");
      expect(provider.address.state.code).toBe("TX");
      expect(provider.careTypes).toContain("assisted-living");
    }
  });

  it("honours page, hitsPerPage (bounded), shouldExcludeNearbyResults and shouldShowOnlyIndexedProviders", async () => {
    const first = await v2("domain=alt&hitsPerPage=5");
    const second = await v2("domain=alt&hitsPerPage=5&page=1");
    expect(first.data.results).toHaveLength(5);
    expect(first.data.totalPages).toBe(Math.ceil(first.data.totalItems / 5));
    const ids = new Set(first.data.results.map((provider) => provider.id));
    expect(second.data.results.some((provider) => ids.has(provider.id))).toBe(false);
    // web/rules/limits.ts: more than 100 a page falls back to the default 20.
    const bounded = await v2("domain=alt&hitsPerPage=5000");
    expect(bounded.data.results).toHaveLength(Math.min(20, first.data.totalItems));
    expect(bounded.data.totalPages).toBe(Math.ceil(first.data.totalItems / 20));

    // The geo page lists no nearby ring; shouldExcludeNearbyResults=false adds one.
    const wide = "domain=alt&distanceInMiles=200";
    expect((await v2(wide)).data.totalNearbyItems).toBe(0);
    const withNearby = await v2(`${wide}&shouldExcludeNearbyResults=false`);
    expect(withNearby.data.totalRegionItems).toBe(first.data.totalItems);
    expect(withNearby.data.totalNearbyItems).toBeGreaterThan(0);

    const texas = ["senior-living", "assisted-living", "texas"];
    const everyone = await v2("domain=alt", texas);
    const indexed = await v2("domain=alt&shouldShowOnlyIndexedProviders=true", texas);
    expect(indexed.data.totalItems).toBeGreaterThan(0);
    expect(indexed.data.totalItems).toBeLessThan(everyone.data.totalItems);
  });

  it("lists a state page's providers too, and the care type of the path wins", async () => {
    const answer = await v2("domain=alt&careType=memory-care-facilities", [
      "senior-care",
      "in-home-care",
      "tx",
    ]);
    expect(answer.geoPath).toBe("/senior-care/in-home-care/tx");
    expect(answer.data.totalItems).toBe(
      (await directory.store.geoPageData({ state: "TX", careType: "in-home-care" }))
        ?.providerCountByCareType["in-home-care"],
    );
    expect(answer.data.results.every((p) => p.careTypes.includes("in-home-care"))).toBe(true);
  });

  it("answers 400 with what to send for a path that is no geo page", async () => {
    for (const segments of [
      ["senior-living", "texas", "austin", "oak-meadow"],
      ["senior-living", "assisted-living", "narnia"],
      ["about"],
    ]) {
      const response = await getEnhancedSearchV2(
        request(`/api/v2/enhanced-search/${segments.join("/")}`),
        dependencies,
        segments,
      );
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(
        /geo page path: \/\{roll-up\}\/\{care-type\}/,
      );
    }
  });
});

describe("sources (spec 3: main LEGACY, alternate ALGOLIA; spec 7 the legacy choice)", () => {
  it("serves the main site's default listing from LEGACY: no facets counted", async () => {
    const legacy = await v2("domain=main");
    const algolia = await v2("domain=alt");
    expect(legacy.source).toBe("LEGACY");
    expect(legacy.facets).toEqual({ inRegionFacets: {}, nearbyFacets: {} });
    expect(algolia.source).toBe("ALGOLIA");
    expect(Object.keys(algolia.facets.inRegionFacets).length).toBeGreaterThan(0);
    expect(legacy.data.results.map((p) => p.id)).toEqual(algolia.data.results.map((p) => p.id));
  });

  it("serves the main site from ALGOLIA once a filter, a sort or an amenity category is set, or in search mode", async () => {
    for (const query of [
      "sortBy=best-rated",
      "verified=true",
      "amenityCategory=2",
      "mode=search",
    ]) {
      const answer = await v2(`domain=main&${query}`);
      expect({ query, source: answer.source }).toEqual({ query, source: "ALGOLIA" });
      expect(Object.keys(answer.facets.inRegionFacets).length).toBeGreaterThan(0);
    }
  });

  it("API runs the store every time; ALGOLIA shares the answer cache", async () => {
    await v2("domain=alt&source=API");
    await v2("domain=alt&source=API");
    expect(searches).toBe(2);
    expect(dependencies.searchCache?.size).toBe(0);
    const first = await v2("domain=alt&source=algolia");
    await v2("domain=alt&source=ALGOLIA");
    expect(first.source).toBe("ALGOLIA");
    expect(searches).toBe(3);
  });

  it("CACHE answers from the cache only; a miss is served by ALGOLIA and says so", async () => {
    const miss = await v2("domain=alt&source=CACHE");
    expect(miss).toMatchObject({ source: "ALGOLIA", requestedSource: "CACHE" });
    const hit = await v2("domain=alt&source=CACHE");
    expect(hit.source).toBe("CACHE");
    expect(hit.requestedSource).toBeUndefined();
    expect(hit.data).toEqual(miss.data);
    expect(searches).toBe(1);
  });

  it("answers 400 for a source or mode spec 3 and 9 do not name", async () => {
    for (const [query, message] of [
      ["source=SOLR", "source must be one of ALGOLIA, API, CACHE, LEGACY"],
      ["mode=grid", "mode must be one of list, search"],
    ]) {
      const response = await getEnhancedSearchV2(
        request(`/api/v2/enhanced-search/senior-living/assisted-living/texas/austin?${query}`),
        dependencies,
        AUSTIN_PATH,
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: message, statusCode: 400 });
    }
  });
});

describe("GET /api/v1/enhanced-search: the v1/v2 choice and the feature-override header", () => {
  it("answers a senior-care geo URL with v1 (a search around the place) while the flag is off", async () => {
    const answer = await v1(`domain=alt&geoUrl=${HOME_CARE_AUSTIN}&source=API`);
    expect(answer.apiVersion).toBe("v1");
    expect(answer.featureFlags).toEqual([]);
    expect(answer.data.totalItems).toBeGreaterThan(0);
    // Located by the geocoder: every hit has its distance from the searched point.
    expect(answer.data.results.every((p) => typeof p.distanceInMiles === "number")).toBe(true);
    const listing = await v2("domain=alt&source=API", HOME_CARE_AUSTIN.split("/").slice(1));
    expect(listing.data.results.every((p) => p.distanceInMiles === null)).toBe(true);
    expect(answer.data.totalItems).toBeGreaterThanOrEqual(listing.data.totalItems);
  });

  it("answers v2 when the enhanced-search-v2 flag is on for the main domain or senior-care", async () => {
    siteFlags.main = ["enhanced-search-v2"];
    const main = await v1(`domain=main&geoUrl=${HOME_CARE_AUSTIN}`);
    expect(main).toMatchObject({ apiVersion: "v2", featureFlags: ["enhanced-search-v2"] });
    const listing = await v2("domain=main", HOME_CARE_AUSTIN.split("/").slice(1));
    expect(main.data).toEqual(listing.data);
    // On the alternate domain the flag still chooses v2 for senior-care, not for senior living.
    siteFlags.alt = ["enhanced-search-v2"];
    expect((await v1(`domain=alt&geoUrl=${HOME_CARE_AUSTIN}`)).apiVersion).toBe("v2");
    expect((await v1("domain=alt&keyword=Austin, TX&careType=assisted-living")).apiVersion).toBe(
      "v1",
    );
    expect((await v1("domain=alt&keyword=Austin, TX&careType=in-home-care")).apiVersion).toBe("v2");
  });

  it("turns flags on and off for one request with the header, stripped of special characters", async () => {
    const on = await v1(`domain=alt&geoUrl=${HOME_CARE_AUSTIN}`, {
      [FEATURE_OVERRIDE_HEADER]: " <enhanced-search-v2>; ",
    });
    expect(on).toMatchObject({ apiVersion: "v2", featureFlags: ["enhanced-search-v2"] });
    // The header held for that request only.
    expect((await v1(`domain=alt&geoUrl=${HOME_CARE_AUSTIN}`)).apiVersion).toBe("v1");
    siteFlags.main = ["enhanced-search-v2"];
    const off = await v1(`domain=main&geoUrl=${HOME_CARE_AUSTIN}`, {
      [FEATURE_OVERRIDE_HEADER]: "inquiry-v4,-enhanced-search-v2,no-such-flag",
    });
    expect(off).toMatchObject({ apiVersion: "v1", featureFlags: ["inquiry-v4"] });
  });

  it("chooses v2 for /senior-living geo URLs and for apiVersion=v2, flag or not", async () => {
    const living = await v1("domain=alt&geoUrl=/senior-living/assisted-living/texas/austin");
    expect(living.apiVersion).toBe("v2");
    expect(living.data.totalItems).toBe((await v2("domain=alt")).data.totalItems);
    const asked = await v1(`domain=alt&apiVersion=v2&geoUrl=${HOME_CARE_AUSTIN}`);
    expect(asked.apiVersion).toBe("v2");
    expect(asked.data.results.every((p) => p.address.city.urlName === "austin")).toBe(true);
  });

  it("searches the faceted search's parameters without a geo URL (search mode)", async () => {
    const answer = await v1("domain=main&latitude=30.26715&longitude=-97.74306&hitsPerPage=3");
    expect(answer).toMatchObject({
      apiVersion: "v1",
      mode: "search",
      source: "ALGOLIA",
      geoPath: null,
    });
    expect(answer.data.results).toHaveLength(3);
  });

  it("answers 400 for a geo URL, source or apiVersion it cannot read", async () => {
    for (const [query, message] of [
      ["geoUrl=/about-us", /^geoUrl must be a geo page path/],
      ["geoUrl=/senior-living/assisted-living/narnia/x", /^geoUrl must be a geo page path/],
      ["source=elastic", /^source must be one of/],
      ["apiVersion=v3", /^apiVersion must be v1 or v2$/],
    ] as const) {
      const response = await getEnhancedSearchV1(
        request(`/api/v1/enhanced-search?${query}`),
        dependencies,
      );
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(message);
    }
  });

  it("answers the empty result set when the store fails (spec 8), logged", async () => {
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const down: ApiDependencies = {
      ...dependencies,
      store: async () => Promise.reject(new Error("directory down")),
    };
    for (const source of ["LEGACY", "ALGOLIA", "API", "CACHE"]) {
      const response = await getEnhancedSearchV1(
        request(`/api/v1/enhanced-search?geoUrl=${HOME_CARE_AUSTIN}&source=${source}`),
        down,
      );
      expect(response.status).toBe(200);
      const body = (await response.json()) as EnhancedAnswer;
      expect(body.data).toMatchObject({ results: [], totalItems: 0, totalPages: 0 });
    }
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });
});

describe("GET /api/v2/location/{idOrSlug}: variant and careType (spec 7)", () => {
  let provider: Provider;
  let other: string;

  beforeAll(async () => {
    const found = await directory.store.search({
      hitsPerPage: 50,
      matchAllFilters: true,
      page: 0,
      sortBy: "most-reviews",
      criteria: { state: "TX" },
    });
    const several = found.results.find((p) => new Set(p.services.map((s) => s.careType)).size >= 2);
    if (!several) throw new Error("no provider with two care types in the sample");
    provider = several;
    other = CARE_TYPE_SLUGS.find((slug) => !several.services.some((s) => s.careType === slug))!;
  });

  const location = async (query: string, key = provider.id) => {
    const response = await getProviderById(
      request(`/api/v2/location/${key}?${query}`),
      dependencies,
      key,
    );
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it("answers the full provider by default, and the card shape with variant=card", async () => {
    const full = await location("");
    expect(full.status).toBe(200);
    expect((full.body.reviews as unknown[]).length).toBeGreaterThan(0);
    expect((full.body.amenities as { amenityName?: string }[])[0]?.amenityName).toEqual(
      expect.any(String),
    );
    expect((await location("variant=full")).body).toEqual(full.body);
    const card = await location("variant=CARD");
    expect(card.status).toBe(200);
    expect(card.body).toMatchObject({
      id: provider.id,
      name: provider.name,
      faqs: [],
      reviews: [],
    });
    const services = card.body.services as { accommodations: unknown[] }[];
    expect(services.every((service) => service.accommodations.length === 0)).toBe(true);
    expect((card.body.amenities as { amenityType?: unknown }[])[0]?.amenityType).toBeDefined();
  });

  it("answers the provider as seen for one of its care types", async () => {
    const [first, second] = [...new Set(provider.services.map((s) => s.careType))];
    const seen = await location(`careType=${second}`);
    expect(seen.status).toBe(200);
    expect(seen.body.careType).toBe(second);
    const services = seen.body.services as {
      careType: string;
      costs: { startingPriceCents: number | null };
    }[];
    expect(services.map((s) => s.careType)).toEqual([second]);
    const starting = services[0]?.costs.startingPriceCents;
    if (starting) expect(seen.body.startPriceInCents).toBe(starting);
    expect((await location(`careType=${first}&variant=card`)).body.careType).toBe(first);
  });

  it("answers 404 for a care type the provider does not offer, 400 for an unknown one or variant", async () => {
    expect(await location(`careType=${other}`)).toEqual({ status: 404, body: null });
    const unknownType = await location("careType=space-station");
    expect(unknownType.status).toBe(400);
    expect(unknownType.body.error).toMatch(/careType must be a care-type slug/);
    const unknownVariant = await location("variant=tiny");
    expect(unknownVariant).toEqual({
      status: 400,
      body: { error: 'variant must be "full" or "card"', statusCode: 400 },
    });
  });
});
