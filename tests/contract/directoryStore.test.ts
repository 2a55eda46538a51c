/**
 * The ONE contract suite of the provider directory: every engine must pass the
 * same tests. SQLite always runs; PostgreSQL runs when TEST_DATABASE_URL is set
 * (CI starts a server and sets it, see .ci/run).
 */
import { facetedSearchRequestFrom } from "@web/api/requests";
import { isEnhancedProvider } from "@web/rules/card/isEnhancedProvider";
import { AMENITY_TYPES, QUICK_FILTER_AMENITY_IDS, SPECIAL_AMENITY_IDS } from "@web/rules/catalogue";
import { dropPostgresSchema } from "@web/db/postgres";
import { openPostgresStore } from "@web/directory/postgres/postgresStore";
import { seededMemoryStore } from "@web/directory/sqlite/sqliteStore";
import { DirectoryRequestError, type DirectoryStore } from "@web/directory/store";
import type {
  FacetedSearchRequest,
  ProviderSearchResult,
  SearchCriteria,
} from "@web/rules/model/types";
import { SORT_OPTIONS, type SortOption } from "@web/rules/search/searchOptions";
import { caringStarsYears } from "@web/rules/card/topRatedBadge";
import { findCareType } from "@web/rules/careTypes";
import { SPARSE_TOWN, generateProviders } from "@web/directory/seed/generate";
import { isProviderPageHidden } from "@web/rules/provider/providerPage";
import { NEARBY_CITIES_MILES } from "@web/rules/limits";
import type { AwardWinnersRequest } from "@web/rules/model/awardTypes";

const SCALE = 1500;
const SEED = "contract-suite";
const NOW = new Date("2026-11-21T12:00:00Z");
const AUSTIN = { latitude: 30.26715, longitude: -97.74306 };

interface Engine {
  name: string;
  open: () => Promise<DirectoryStore>;
}

const engines: Engine[] = [
  {
    name: "sqlite",
    open: () => seededMemoryStore({ scale: SCALE, seed: SEED }, { now: () => NOW }),
  },
];
const pgUrl = process.env.TEST_DATABASE_URL;
if (pgUrl) {
  const schema = `directory_contract_${process.pid}`;
  engines.push({
    name: "postgres",
    open: async () => {
      await dropPostgresSchema(pgUrl, schema);
      const { store } = await openPostgresStore(
        { connectionString: pgUrl, schema, max: 4, now: () => NOW },
        { options: { scale: SCALE, seed: SEED } },
      );
      return store;
    },
  });
  afterAll(() => dropPostgresSchema(pgUrl, schema));
} else {
  console.warn(
    "[directory contract] TEST_DATABASE_URL is not set: the PostgreSQL run is SKIPPED (CI always sets it).",
  );
}

function request(
  criteria: SearchCriteria,
  overrides: Partial<FacetedSearchRequest> = {},
): FacetedSearchRequest {
  return {
    hitsPerPage: 20,
    matchAllFilters: true,
    page: 0,
    sortBy: "recommended",
    criteria,
    ...overrides,
  };
}

const nonIncreasing = (values: (number | null)[]) =>
  values.every((v, i) => i === 0 || (values[i - 1] ?? -Infinity) >= (v ?? -Infinity));
const nonDecreasing = (values: number[]) =>
  values.every((v, i) => i === 0 || (values[i - 1] ?? 0) <= v);

function sortKey(sort: SortOption, r: ProviderSearchResult): number | null {
  switch (sort) {
    case "best-rated":
      return r.averageRating;
    case "most-reviews":
      return r.reviewCount;
    case "best-activities":
      return r.aspectRatings.activities;
    case "best-meals-dining":
      return r.aspectRatings.mealsAndDining;
    case "best-staff":
      return r.aspectRatings.staff;
    case "distance":
      return r.distanceInMiles === null ? null : -r.distanceInMiles;
    case "recommended":
      return isEnhancedProvider(r) ? 1 : 0;
    case "medicare-rating":
      // The rating is Medicare's record, not the card's: tests/contract/recordFilters.test.ts.
      return null;
  }
}

describe.each(engines)("DirectoryStore on $name", ({ open }) => {
  let store: DirectoryStore;
  beforeAll(async () => {
    store = await open();
  }, 180_000);
  afterAll(() => store?.close());

  it("holds the seeded providers", async () => {
    expect(await store.countProviders()).toBe(SCALE);
    expect((await store.careTypes()).map((c) => c.slug)).toContain("memory-care-facilities");
  });

  describe("provider reads", () => {
    let sample: ProviderSearchResult;
    beforeAll(async () => {
      const found = await store.search(
        request({ ...AUSTIN, careType: "assisted-living" }, { sortBy: "most-reviews" }),
      );
      sample = found.results[0] as ProviderSearchResult;
    });

    it("finds a provider by id, slug and legacy id, with its reviews newest first", async () => {
      const byId = await store.getProvider(sample.id);
      expect(byId?.name).toBe(sample.name);
      expect((await store.getProvider(sample.slug))?.id).toBe(sample.id);
      expect((await store.getProvider(String(sample.legacyId)))?.id).toBe(sample.id);
      expect(byId?.reviews).toHaveLength(sample.reviewCount);
      const dates = (byId?.reviews ?? []).map((r) => Date.parse(r.createdAt));
      expect(dates.every((d, i) => i === 0 || (dates[i - 1] ?? 0) >= d)).toBe(true);
      expect(byId?.amenities.map((a) => a.id)).toEqual(sample.amenityIds);
    });

    it("answers null for an unknown or empty id", async () => {
      expect(await store.getProvider("no-such-provider")).toBeNull();
      expect(await store.getProvider("   ")).toBeNull();
      expect(await store.getProvider("' OR 1=1 --")).toBeNull();
    });

    it("returns saved providers in the requested order, skipping unknown ids", async () => {
      const page = await store.search(request({ ...AUSTIN }));
      const [a, b] = page.results;
      const found = await store.getProvidersByIds([b!.id, "missing", a!.id, b!.id]);
      expect(found.map((p) => p.id)).toEqual([b!.id, a!.id]);
      expect(await store.getProvidersByIds([])).toEqual([]);
    });

    it("resolves a provider path: canonical 200, legacy 301 to the canonical path, unknown null", async () => {
      const canonical = await store.getProviderByPath(`${sample.path}/?utm_source=x`);
      expect(canonical?.meta).toEqual({ statusCode: 200, redirectTo: null });
      expect(canonical?.provider.id).toBe(sample.id);
      const legacy = await store.getProviderByPath(
        `/${sample.careType}/${sample.address.state.urlName}/${sample.address.city.urlName}/${sample.slug}`,
      );
      expect(legacy?.meta).toEqual({ statusCode: 301, redirectTo: sample.path });
      expect(await store.getProviderByPath("/senior-living/texas/austin/nobody-here")).toBeNull();
    });

    it("decides hasActivePromotion from the visible promotions at read time", async () => {
      const promoted = await store.search(
        request({ ...AUSTIN, ongoingPromotion: true }, { hitsPerPage: 100 }),
      );
      expect(promoted.totalItems).toBeGreaterThan(0);
      expect(promoted.results.every((r) => r.hasActivePromotion)).toBe(true);
      const all = await store.search(request({ ...AUSTIN }, { hitsPerPage: 100 }));
      expect(all.results.filter((r) => r.hasActivePromotion).length).toBe(promoted.totalItems);
    });
  });

  describe("faceted search", () => {
    it("searches around coordinates within distanceInMiles (default 30), with consistent totals", async () => {
      const found = await store.search(
        request({ ...AUSTIN, careType: "assisted-living" }, { hitsPerPage: 5 }),
      );
      expect(found.totalRegionItems).toBeGreaterThan(5);
      expect(found.totalNearbyItems).toBe(0);
      expect(found.totalItems).toBe(found.totalRegionItems);
      expect(found.totalPages).toBe(Math.ceil(found.totalItems / 5));
      expect(found.results).toHaveLength(5);
      for (const r of found.results) {
        expect(r.careTypes).toContain("assisted-living");
        expect(r.distanceInMiles).toBeLessThanOrEqual(30);
      }
      const narrow = await store.search(
        request({ ...AUSTIN, careType: "assisted-living", distanceInMiles: 3 }),
      );
      expect(narrow.totalItems).toBeLessThan(found.totalItems);
      expect(narrow.results.every((r) => (r.distanceInMiles ?? 99) <= 3)).toBe(true);
    });

    it("answers the list mode (facets: false) with the same page and totals and no facets", async () => {
      const criteria = { city: "Austin", state: "TX", careType: "assisted-living" };
      const faceted = await store.search(request(criteria));
      const listed = await store.search(request(criteria, { facets: false }));
      expect(Object.keys(faceted.facets.inRegionFacets).length).toBeGreaterThan(0);
      expect(listed.facets).toEqual({ inRegionFacets: {}, nearbyFacets: {} });
      expect({ ...listed, facets: faceted.facets }).toEqual(faceted);
    });

    it("pages without overlap and with stable ids", async () => {
      const first = await store.search(request({ ...AUSTIN }, { hitsPerPage: 10, page: 0 }));
      const second = await store.search(request({ ...AUSTIN }, { hitsPerPage: 10, page: 1 }));
      const ids = new Set(first.results.map((r) => r.id));
      expect(second.results.some((r) => ids.has(r.id))).toBe(false);
      expect(second.listId).toBe(first.listId);
      expect(second.queryId).not.toBe(first.queryId);
      const beyond = await store.search(request({ ...AUSTIN }, { page: 5000 }));
      expect(beyond.results).toEqual([]);
      expect(beyond.totalItems).toBe(first.totalItems);
    });

    it.each(SORT_OPTIONS.map((s) => [s]))("orders results by %s", async (sortBy) => {
      const found = await store.search(request({ ...AUSTIN }, { sortBy, hitsPerPage: 60 }));
      expect(found.results.length).toBeGreaterThan(20);
      expect(nonIncreasing(found.results.map((r) => sortKey(sortBy, r)))).toBe(true);
    });

    it("counts facets by amenity type name over the region's matches", async () => {
      const found = await store.search(
        request({ ...AUSTIN, careType: "memory-care-facilities" }, { hitsPerPage: 100 }),
      );
      expect(found.totalItems).toBeLessThanOrEqual(100);
      const expected: Record<string, number> = {};
      for (const r of found.results)
        for (const a of r.amenities)
          expected[a.amenityType.name] = (expected[a.amenityType.name] ?? 0) + 1;
      expect(found.facets.inRegionFacets).toEqual(expected);
      expect(found.facets.nearbyFacets).toEqual({});
    });

    it("applies amenity filters with matchAllFilters true (all) and false (any)", async () => {
      // Two amenities a real Austin provider has, so "all" cannot be empty by chance.
      const sample = (await store.search(request({ ...AUSTIN }))).results.find(
        (r) => r.amenityIds.length >= 4,
      )!;
      const wanted = [sample.amenityIds[1]!, sample.amenityIds[3]!];
      const all = await store.search(
        request(
          { ...AUSTIN, accessibility: [wanted[0]!], healthServices: [wanted[1]!] },
          { hitsPerPage: 100 },
        ),
      );
      const any = await store.search(
        request(
          { ...AUSTIN, accessibility: [wanted[0]!], healthServices: [wanted[1]!] },
          { hitsPerPage: 100, matchAllFilters: false },
        ),
      );
      expect(all.results.map((r) => r.id)).toContain(sample.id);
      expect(all.totalItems).toBeGreaterThan(0);
      expect(any.totalItems).toBeGreaterThan(all.totalItems);
      expect(all.results.every((r) => wanted.every((id) => r.amenityIds.includes(id)))).toBe(true);
      expect(any.results.every((r) => wanted.some((id) => r.amenityIds.includes(id)))).toBe(true);
      const pets = await store.search(
        request({ ...AUSTIN, quickFilters: ["pets-allowed"] }, { hitsPerPage: 100 }),
      );
      expect(pets.totalItems).toBeGreaterThan(0);
      expect(pets.results.every((r) => r.petsAllowed && r.amenitiesLegacy.pets)).toBe(true);
      expect(pets.results.every((r) => r.amenityIds.includes(SPECIAL_AMENITY_IDS.pets))).toBe(true);
      const golf = await store.search(
        request({ ...AUSTIN, quickFilters: ["golf"] }, { hitsPerPage: 100 }),
      );
      expect(golf.results.every((r) => r.amenityIds.includes(QUICK_FILTER_AMENITY_IDS.golf))).toBe(
        true,
      );
    });

    it("applies verified, awards, photos, rating, pricing and price range filters", async () => {
      const check = async (
        criteria: SearchCriteria,
        holds: (r: ProviderSearchResult) => boolean,
      ) => {
        const found = await store.search(request({ ...AUSTIN, ...criteria }, { hitsPerPage: 100 }));
        expect(found.totalItems).toBeGreaterThan(0);
        expect(found.results.every(holds)).toBe(true);
        return found.totalItems;
      };
      const everyone = (await store.search(request({ ...AUSTIN }))).totalItems;
      expect(await check({ verified: true }, (r) => r.isVerified)).toBeLessThan(everyone);
      await check({ awards: true }, (r) => r.isCaringStar);
      await check({ fivePlusPhotos: true }, (r) => r.photos.length >= 5);
      await check({ reviews: [4, 5] }, (r) => (r.averageRating ?? 0) >= 4);
      await check(
        { providersWith: ["pricing", "reviews"] },
        (r) => r.startPriceInCents !== null && r.reviewCount > 0,
      );
      const cheap = await check({ priceRange: [1, 1] }, (r) => r.startPriceInCents !== null);
      const pricey = await check({ priceRange: [3, 4] }, (r) => r.startPriceInCents !== null);
      expect(cheap + pricey).toBeLessThan(everyone);
      // spec 5: [1,4] is the default and leaves unpriced providers in.
      expect((await store.search(request({ ...AUSTIN, priceRange: [1, 4] }))).totalItems).toBe(
        everyone,
      );
    });

    it("searches a city as the region with a nearby ring, region first", async () => {
      const found = await store.search(
        request({ city: "Austin", state: "TX" }, { hitsPerPage: 100 }),
      );
      expect(found.totalRegionItems).toBeGreaterThan(30);
      expect(found.totalItems).toBe(found.totalRegionItems + found.totalNearbyItems);
      const region = found.results.filter((r) => !r.isNearby);
      expect(
        region.every((r) => r.address.city.urlName === "austin" && r.address.state.code === "TX"),
      ).toBe(true);
      const firstNearby = found.results.findIndex((r) => r.isNearby);
      if (firstNearby >= 0)
        expect(found.results.slice(firstNearby).every((r) => r.isNearby)).toBe(true);
      const byUrlName = await store.search(request({ city: "austin", state: "texas" }));
      expect(byUrlName.totalRegionItems).toBe(found.totalRegionItems);
      const noRing = await store.search(
        request({ city: "Austin", state: "TX", excludeNearby: true }),
      );
      expect(noRing.totalNearbyItems).toBe(0);
    });

    it("searches a county, and counts nearby facets over the nearby ring", async () => {
      const county = await store.search(
        request(
          { county: "Travis County", state: "TX", excludeNearby: true },
          { hitsPerPage: 100 },
        ),
      );
      expect(county.totalRegionItems).toBeGreaterThan(0);
      expect(county.results.every((r) => r.address.county === "Travis")).toBe(true);
      const seattle = await store.search(
        request({ city: "Seattle", state: "WA", careType: "in-home-care" }, { hitsPerPage: 100 }),
      );
      expect(seattle.totalItems).toBeLessThanOrEqual(100);
      expect(seattle.totalNearbyItems).toBeGreaterThan(0);
      const nearby = seattle.results.filter((r) => r.isNearby);
      expect(nearby.length).toBe(seattle.totalNearbyItems);
      const expected: Record<string, number> = {};
      for (const r of nearby)
        for (const a of r.amenities)
          expected[a.amenityType.name] = (expected[a.amenityType.name] ?? 0) + 1;
      expect(seattle.facets.nearbyFacets).toEqual(expected);
    });

    it("finds no matches for a care type the sparse town lacks", async () => {
      const none = await store.search(
        request({
          city: SPARSE_TOWN.name,
          state: SPARSE_TOWN.stateCode,
          careType: "memory-care-facilities",
          excludeNearby: true,
        }),
      );
      expect(none.totalItems).toBe(0);
      expect(none.results).toEqual([]);
      const some = await store.search(
        request({ city: SPARSE_TOWN.name, state: SPARSE_TOWN.stateCode, excludeNearby: true }),
      );
      expect(some.totalRegionItems).toBe(SPARSE_TOWN.careTypes.length);
    });

    it("matches a keyword against provider names when no place is given", async () => {
      const sample = (await store.search(request({ ...AUSTIN }))).results[0]!;
      const word = sample.name.split(" ")[0]!;
      const found = await store.search(request({ keyword: word }, { hitsPerPage: 100 }));
      expect(found.results.map((r) => r.id)).toContain(sample.id);
      expect(
        found.results.every(
          (r) =>
            r.name.toLowerCase().includes(word.toLowerCase()) ||
            r.address.city.name.toLowerCase() === word.toLowerCase(),
        ),
      ).toBe(true);
      expect((await store.search(request({ keyword: "%_' OR 1=1 --" }))).totalItems).toBe(0);
    });

    it("answers a malformed request, read at the API's edge, as the defaults instead of failing", async () => {
      // The edge (web/api/requests.ts) checks every field once; the store trusts what it hands on.
      const bad = facetedSearchRequestFrom(
        new URLSearchParams({
          latitude: String(AUSTIN.latitude),
          longitude: String(AUSTIN.longitude),
          hitsPerPage: "NaN",
          page: "-4",
          sortBy: "cheapest",
          distanceInMiles: "-1",
          accessibility: "x",
          priceRange: "9,-3",
          quickFilters: "golfing",
          providersWith: "7",
          reviews: "five",
        }),
        "main",
      );
      const defaults = facetedSearchRequestFrom(
        new URLSearchParams({
          latitude: String(AUSTIN.latitude),
          longitude: String(AUSTIN.longitude),
        }),
        "main",
      );
      expect(bad).toEqual(defaults);
      const found = await store.search(bad);
      const expected = await store.search(request({ ...AUSTIN }));
      expect(found.results.map((r) => r.id)).toEqual(expected.results.map((r) => r.id));
      expect(found.totalItems).toBe(expected.totalItems);
    });

    it("finds nothing for an unknown state or care type, and everything for zero coordinates", async () => {
      expect((await store.search(request({ state: "Atlantis" }))).totalItems).toBe(0);
      expect(
        (await store.search(request({ ...AUSTIN, careType: "space-station" }))).totalItems,
      ).toBe(0);
      // spec 5: zero coordinates count as missing, so nothing narrows the search: every
      // listed provider (a suppressed one is in no list, issue 24.2).
      const listed = [...generateProviders({ scale: SCALE, seed: SEED })].filter(
        (record) => !isProviderPageHidden(record.provider),
      ).length;
      expect(listed).toBeLessThan(SCALE);
      expect(
        (await store.search(request({ latitude: 0, longitude: 0, keyword: "" }))).totalItems,
      ).toBe(listed);
    });
  });

  describe("nearby search", () => {
    it("lists providers within 25 miles by default, nearest first, leaving out the given provider", async () => {
      const found = await store.search(request({ ...AUSTIN }, { sortBy: "distance" }));
      const closest = found.results[0]!;
      const nearby = await store.nearbySearch({
        ...AUSTIN,
        careType: "in-home-care",
        excludeProviderId: closest.id,
        hitsPerPage: 50,
      });
      expect(nearby.totalItems).toBeGreaterThan(0);
      expect(
        nearby.results.every(
          (r) => (r.distanceInMiles ?? 99) <= 25 && r.careTypes.includes("in-home-care"),
        ),
      ).toBe(true);
      expect(nonDecreasing(nearby.results.map((r) => r.distanceInMiles ?? 0))).toBe(true);
      expect(nearby.results.some((r) => r.id === closest.id)).toBe(false);
      const enhanced = await store.nearbySearch({
        ...AUSTIN,
        enhancedListing: true,
        radiusForSearch: 40,
      });
      expect(enhanced.results.every((r) => isEnhancedProvider(r))).toBe(true);
      // spec 5: a zero coordinate is no point, and nothing is near nowhere.
      expect(await store.nearbySearch({ latitude: 0, longitude: -97.7 })).toEqual({
        results: [],
        totalItems: 0,
        totalPages: 0,
      });
    });
  });

  describe("reviews by locale", () => {
    it("refuses a request without city, state, county or care type", async () => {
      await expect(store.topReviewsByLocale({})).rejects.toBeInstanceOf(DirectoryRequestError);
      await expect(store.recentReviews({ city: "  " })).rejects.toBeInstanceOf(
        DirectoryRequestError,
      );
    });

    it("returns the top 5 reviews of a state by default, best first", async () => {
      const top = await store.topReviewsByLocale({ state: "TX" });
      expect(top).toHaveLength(5);
      expect(top.every((r) => r.provider.state === "TX")).toBe(true);
      expect(nonIncreasing(top.map((r) => r.rating))).toBe(true);
      const memory = await store.topReviewsByLocale({
        city: "Seattle",
        state: "WA",
        careType: "memory-care-facilities",
        count: 3,
      });
      expect(memory.length).toBeGreaterThan(0);
      expect(
        memory.every(
          (r) => r.careType === "memory-care-facilities" && r.provider.city === "Seattle",
        ),
      ).toBe(true);
    });

    it("returns recent reviews newest first", async () => {
      const recent = await store.recentReviews({ careType: "assisted-living", count: 10 });
      expect(recent).toHaveLength(10);
      const dates = recent.map((r) => Date.parse(r.createdAt));
      expect(dates.every((d, i) => i === 0 || (dates[i - 1] ?? 0) >= d)).toBe(true);
    });
  });

  describe("city lists and geo pages", () => {
    it("lists a state's cities with totals, most providers first, paged", async () => {
      const first = await store.cities({
        state: "TX",
        alteredCareType: "assisted-living",
        pageSize: 5,
      });
      expect(first.items).toHaveLength(5);
      expect(first.items[0]).toMatchObject({
        name: "Austin",
        cityURLName: "austin",
        stateURLName: "texas",
        slug: "texas/austin",
      });
      expect(nonIncreasing(first.items.map((i) => i.total))).toBe(true);
      expect(first.nextPage).toBe(2);
      const austin = await store.search(
        request({ city: "Austin", state: "TX", careType: "assisted-living", excludeNearby: true }),
      );
      expect(first.items[0]?.total).toBe(austin.totalRegionItems);
      const alphabetical = await store.cities({
        state: "texas",
        listType: "alphabetical",
        pageSize: 1000,
      });
      const names = alphabetical.items.map((i) => i.cityURLName);
      expect(names).toEqual([...names].sort());
      expect(alphabetical.nextPage).toBeNull();
    });

    it("lists a city's neighbours nearest first (issue 24.8)", async () => {
      const austin = { latitude: 30.2672, longitude: -97.7431 };
      const near = await store.cities({ near: austin, pageSize: 400 });
      expect(near.items[0]?.slug).toBe("texas/austin");
      const seeded = [...generateProviders({ scale: SCALE, seed: SEED })]
        .map((r) => r.provider)
        .filter((p) => !isProviderPageHidden(p));
      // Each listed city's centre, from the seed, in the order the store gave.
      const miles = near.items.map((item) => {
        const own = seeded.filter(
          (p) => `${p.address.state.urlName}/${p.address.city.urlName}` === item.slug,
        );
        const lat = own.reduce((sum, p) => sum + p.address.latitude, 0) / own.length;
        const lng = own.reduce((sum, p) => sum + p.address.longitude, 0) / own.length;
        return (
          Math.hypot(
            lat - austin.latitude,
            (lng - austin.longitude) * Math.cos((austin.latitude * Math.PI) / 180),
          ) * 69
        );
      });
      expect(miles.every((d, i) => i === 0 || (miles[i - 1] ?? 0) <= d + 1e-9)).toBe(true);
      expect(Math.max(...miles)).toBeLessThanOrEqual(NEARBY_CITIES_MILES * Math.SQRT2);
      expect(near.items.map((i) => i.slug)).not.toContain("texas/houston");
    });

    it("gives geo page counts, average costs and top providers", async () => {
      const data = await store.geoPageData({
        state: "texas",
        city: "austin",
        careType: "assisted-living",
      });
      expect(data).not.toBeNull();
      const austin = await store.search(
        request({ city: "Austin", state: "TX", careType: "assisted-living", excludeNearby: true }),
      );
      expect(data?.providerCount).toBe(austin.totalRegionItems);
      expect(data?.city).toEqual({ name: "Austin", urlName: "austin" });
      expect(data?.averageCosts.city?.["assisted-living"]).toBeGreaterThan(100_000);
      expect(data?.averageCosts.state["assisted-living"]).toBeGreaterThan(100_000);
      expect(data?.averageCosts.nation["assisted-living"]).toBeGreaterThan(100_000);
      expect(data?.topProviders.length).toBeGreaterThan(0);
      // Reviews: the sum of the care type's providers' review counts, their weighted rating.
      const everyone = await store.search(
        request(
          { city: "Austin", state: "TX", careType: "assisted-living", excludeNearby: true },
          { hitsPerPage: 100 },
        ),
      );
      expect(everyone.results).toHaveLength(everyone.totalRegionItems);
      const reviewed = everyone.results.filter(
        (p) => p.reviewCount > 0 && p.averageRating !== null,
      );
      const count = reviewed.reduce((sum, p) => sum + p.reviewCount, 0);
      const weighted = reviewed.reduce((sum, p) => sum + p.reviewCount * (p.averageRating ?? 0), 0);
      expect(count).toBeGreaterThan(0);
      expect(data?.reviews.count).toBe(count);
      expect(data?.reviews.averageRating).toBeCloseTo(weighted / count, 2);
      expect(data?.reviews.averageRating).toBeGreaterThanOrEqual(1);
      expect(data?.reviews.averageRating).toBeLessThanOrEqual(5);
      expect(data?.topProviders.every((p) => p.careTypes.includes("assisted-living"))).toBe(true);
      expect(
        nonIncreasing(
          (data?.topProviders ?? []).filter((p) => p.reviewCount > 0).map((p) => p.averageRating),
        ),
      ).toBe(true);
      expect(await store.geoPageData({ state: "Atlantis" })).toBeNull();
      expect(await store.geoPageData({ state: "TX", city: "Nowhere Junction" })).toBeNull();
      const state = await store.geoPageData({ state: "WA" });
      expect(state?.city).toBeNull();
      expect(state?.providerCount).toBeGreaterThan(0);
    });
  });

  describe("the geo catalogue (spec 7)", () => {
    it("lists the states with listed providers, by code, with their counts and total", async () => {
      const all = await store.geoCatalogue({ offset: 0, limit: 100 });
      expect(all.total).toBe(all.results.length);
      expect(all.results.every((entry) => entry.type === "state")).toBe(true);
      const codes = all.results.map((entry) => entry.state.code);
      expect(codes).toEqual([...codes].sort());
      const texas = all.results.find((entry) => entry.state.code === "TX");
      expect(texas).toMatchObject({ name: "Texas", urlName: "texas" });
      expect(texas?.total).toBe((await store.geoPageData({ state: "TX" }))?.providerCount);
      expect(all.results.reduce((sum, entry) => sum + entry.total, 0)).toBeLessThanOrEqual(SCALE);
    });

    it("lists a state's cities of a care type as the geo pages count them, a window at a time", async () => {
      const all = await store.geoCatalogue({
        state: "texas",
        careType: "assisted-living",
        offset: 0,
        limit: 500,
      });
      expect(all.total).toBe(all.results.length);
      expect(all.total).toBeGreaterThan(3);
      const names = all.results.map((entry) => entry.urlName);
      expect(names).toEqual([...names].sort());
      const austin = all.results.find((entry) => entry.urlName === "austin");
      expect(austin).toMatchObject({ type: "city", name: "Austin", state: { code: "TX" } });
      const page = await store.geoPageData({
        state: "TX",
        city: "austin",
        careType: "assisted-living",
      });
      expect(austin?.total).toBe(page?.providerCountByCareType["assisted-living"]);
      const second = await store.geoCatalogue({
        state: "TX",
        careType: "assisted-living",
        offset: 2,
        limit: 2,
      });
      expect(second).toEqual({ results: all.results.slice(2, 4), total: all.total });
      const past = await store.geoCatalogue({ state: "TX", offset: 100_000, limit: 10 });
      expect(past.results).toEqual([]);
      expect(past.total).toBeGreaterThan(0);
      expect(await store.geoCatalogue({ state: "Atlantis", offset: 0, limit: 10 })).toEqual({
        results: [],
        total: 0,
      });
    });
  });

  it("gives every city's counts and costs at once, as geoPageData gives each (issue 16)", async () => {
    const places = await store.geoCopyPlaces();
    const sitemapCities = await store.sitemapPlaces();
    expect(places.cities.length).toBeGreaterThan(10);
    expect(places.cities.length).toBeGreaterThanOrEqual(sitemapCities.length);
    const austin = places.cities.find(
      (city) => city.state.code === "TX" && city.city.urlName === "austin",
    );
    const sample = [austin!, ...places.cities.filter((_, index) => index % 37 === 0)];
    for (const city of sample) {
      const data = await store.geoPageData({
        state: city.state.code,
        city: city.city.urlName,
        careType: "assisted-living",
      });
      expect({ place: city.city, counts: city.providerCountByCareType }).toEqual({
        place: data?.city,
        counts: data?.providerCountByCareType,
      });
      expect(city.state).toEqual(data?.state);
      expect(city.averageCosts).toEqual(
        Object.fromEntries(Object.entries(data?.averageCosts.city ?? {})),
      );
      expect(places.stateCosts[city.state.code]).toEqual(data?.averageCosts.state);
      expect(places.nationCosts).toEqual(data?.averageCosts.nation);
    }
  });

  it("streams the sitemap's provider pages: indexable, visible, in stable chunks (issue 12)", async () => {
    const total = await store.countSitemapProviders();
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(SCALE);
    const all: string[] = [];
    for await (const entry of store.sitemapProviders(0, total)) all.push(entry.path);
    expect(all).toHaveLength(total);
    const second: string[] = [];
    for await (const entry of store.sitemapProviders(100, 50)) second.push(entry.path);
    expect(second).toEqual(all.slice(100, 150));
    for (const path of all.slice(0, 10)) {
      const found = await store.getProviderByPath(path);
      expect(found?.provider.isSuppressed).not.toBe(true);
    }
    const places = await store.sitemapPlaces();
    const marfa = places.find((place) => place.cityUrlName === "marfa");
    expect(marfa?.careTypes).toEqual(SPARSE_TOWN.careTypes);
  });

  it("leaves suppressed providers out of every list, count and sitemap (issue 24.2)", async () => {
    // spec 4: a suppressed provider's page is a 404, so nothing may link to it.
    const seeded = [...generateProviders({ scale: SCALE, seed: SEED })].map((r) => r.provider);
    const hidden = seeded.filter(isProviderPageHidden);
    const hiddenIds = new Set(hidden.map((p) => p.id));
    const hiddenPaths = new Set(hidden.map((p) => p.path));
    expect(hidden.length).toBeGreaterThan(10);
    const austinHidden = hidden.filter(
      (p) => p.address.city.name === "Austin" && p.address.state.code === "TX",
    );
    expect(austinHidden.length).toBeGreaterThan(0);
    // Each provider still has its own record (the provider page reads it and answers 404).
    expect((await store.getProvider(hidden[0]!.id))?.isSuppressed).toBe(true);

    const listed = (ids: string[]) => ids.filter((id) => hiddenIds.has(id));
    const austin = await store.search(
      request({ city: "Austin", state: "TX", excludeNearby: true }, { hitsPerPage: 100 }),
    );
    expect(austin.results).toHaveLength(austin.totalRegionItems);
    expect(listed(austin.results.map((p) => p.id))).toEqual([]);
    const seededAustin = seeded.filter(
      (p) => p.address.city.name === "Austin" && p.address.state.code === "TX",
    );
    expect(austin.totalRegionItems).toBe(seededAustin.length - austinHidden.length);
    const around = await store.search(request({ ...AUSTIN }, { hitsPerPage: 100 }));
    expect(listed(around.results.map((p) => p.id))).toEqual([]);
    const nearby = await store.nearbySearch({ ...AUSTIN, hitsPerPage: 100 });
    expect(nearby.results.length).toBeGreaterThan(0);
    expect(listed(nearby.results.map((p) => p.id))).toEqual([]);
    expect(await store.getProvidersByIds([hidden[0]!.id, austin.results[0]!.id])).toEqual([
      expect.objectContaining({ id: austin.results[0]!.id }),
    ]);

    const city = await store.geoPageData({ state: "texas", city: "austin" });
    expect(city?.providerCount).toBe(austin.totalRegionItems);
    expect(listed((city?.topProviders ?? []).map((p) => p.id))).toEqual([]);
    const places = await store.geoCopyPlaces();
    const copy = places.cities.find((c) => c.state.code === "TX" && c.city.urlName === "austin");
    expect(copy?.providerCount).toBe(austin.totalRegionItems);
    const cities = await store.cities({ state: "TX", pageSize: 500 });
    expect(cities.items.find((c) => c.cityURLName === "austin")?.total).toBe(
      austin.totalRegionItems,
    );

    const reviews = await store.recentReviews({ state: "TX", count: 500 });
    expect(reviews.filter((r) => hiddenIds.has(r.provider.id))).toEqual([]);
    const sitemap: string[] = [];
    for await (const entry of store.sitemapProviders(0, SCALE)) sitemap.push(entry.path);
    expect(sitemap.filter((path) => hiddenPaths.has(path))).toEqual([]);
    const winner = hidden.find((p) => caringStarsYears(p).length > 0);
    expect(winner).toBeDefined();
    for (const year of caringStarsYears(winner!)) {
      const winners = await store.awardWinners({
        rollUpType: winner!.rollupType as AwardWinnersRequest["rollUpType"],
        year,
        offset: 0,
        limit: 1000,
      });
      expect(winners.winners.filter((w) => hiddenIds.has(w.id))).toEqual([]);
      const tally = (await store.awardTallies(winner!.rollupType)).find(
        (t) => t.year === year && t.stateCode === winner!.address.state.code,
      );
      const inState = await store.awardWinners({
        rollUpType: winner!.rollupType as AwardWinnersRequest["rollUpType"],
        year,
        stateCode: winner!.address.state.code,
        offset: 0,
        limit: 1000,
      });
      expect(tally?.winners ?? 0).toBe(inState.total);
    }
  });

  it("lists Caring Stars winners by award, year and state, best first (awards pages)", async () => {
    const tallies = await store.awardTallies("senior-living");
    expect(tallies.length).toBeGreaterThan(0);
    expect(tallies.map((t) => t.year)).toEqual(
      [...tallies.map((t) => t.year)].sort((a, b) => b - a),
    );
    // The state and year with the most winners, checked against the rule on every provider there.
    const biggest = [...tallies].sort((a, b) => b.winners - a.winners)[0]!;
    const everyone = await store.search(
      request({ state: biggest.stateCode, excludeNearby: true }, { hitsPerPage: 2000 }),
    );
    expect(everyone.results).toHaveLength(everyone.totalRegionItems);
    const expected = everyone.results
      .filter((p) => p.rollupType === "senior-living" && caringStarsYears(p).includes(biggest.year))
      .sort(
        (a, b) =>
          (b.averageRating ?? -1) - (a.averageRating ?? -1) ||
          b.reviewCount - a.reviewCount ||
          (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) ||
          (a.id < b.id ? -1 : 1),
      );
    expect(expected.length).toBe(biggest.winners);
    const page = await store.awardWinners({
      rollUpType: "senior-living",
      year: biggest.year,
      stateCode: biggest.stateCode,
      offset: 0,
      limit: 1000,
    });
    expect(page.total).toBe(expected.length);
    expect(page.winners.map((w) => w.id)).toEqual(expected.map((p) => p.id));
    expect(page.winners[0]).toMatchObject({
      name: expected[0]!.name,
      path: expected[0]!.path,
      stateCode: biggest.stateCode,
      reviewCount: expected[0]!.reviewCount,
    });
    // issue 27.6: each winner's rating says the day of the newest review it counts.
    expect(page.winners.map((w) => w.reviewsAsOf)).toEqual(
      expected.map((p) => (p.reviewCount > 0 ? (p.reviewsAsOf ?? null) : null)),
    );
    // Paging and the nation: the same order, sliced; every winner of the year counted.
    const second = await store.awardWinners({
      rollUpType: "senior-living",
      year: biggest.year,
      stateCode: biggest.stateCode,
      offset: 2,
      limit: 3,
    });
    expect(second.winners.map((w) => w.id)).toEqual(expected.slice(2, 5).map((p) => p.id));
    const nation = await store.awardWinners({
      rollUpType: "senior-living",
      year: biggest.year,
      offset: 0,
      limit: 5,
    });
    expect(nation.total).toBe(
      tallies.filter((t) => t.year === biggest.year).reduce((sum, t) => sum + t.winners, 0),
    );
    // The other award counts only senior-care providers; unknown years have no winners.
    const care = await store.awardTallies("senior-care");
    expect(care.length).toBeGreaterThan(0);
    const careWinners = await store.awardWinners({
      rollUpType: "senior-care",
      year: care[0]!.year,
      stateCode: care[0]!.stateCode,
      offset: 0,
      limit: 50,
    });
    expect(careWinners.winners.length).toBeGreaterThan(0);
    for (const winner of careWinners.winners) {
      expect(findCareType(winner.careType)?.rollUpType).toBe("senior-care");
    }
    expect(
      (await store.awardWinners({ rollUpType: "senior-living", year: 1999, offset: 0, limit: 5 }))
        .total,
    ).toBe(0);
  });

  describe("review submissions (the write path)", () => {
    let providerId: string;
    let publishedBefore: number;
    beforeAll(async () => {
      const found = await store.search(
        request({ ...AUSTIN, careType: "memory-care-facilities" }, { sortBy: "most-reviews" }),
      );
      const sample = found.results[0] as ProviderSearchResult;
      providerId = sample.id;
      publishedBefore = (await store.getProvider(providerId))?.reviews.length ?? -1;
    });

    const submission = (
      submissionId: string,
      careType: string | null = "memory-care-facilities",
    ) => ({
      providerId,
      submissionId,
      careType,
      rating: 5,
      name: "Dana P.",
      title: "Kind staff",
      content: "The staff knew my mother by name from the first day.",
      clientKey: "client-hash",
    });

    it("stores a review as pending and never shows it with the published ones", async () => {
      const result = await store.submitReview(submission("contract-submission-1"));
      expect(result?.created).toBe(true);
      expect(result?.review).toMatchObject({
        providerId,
        careType: "memory-care-facilities",
        rating: 5,
        name: "Dana P.",
        title: "Kind staff",
        status: "pending",
        submittedAt: NOW.toISOString(),
      });
      const provider = await store.getProvider(providerId);
      expect(provider?.reviews).toHaveLength(publishedBefore);
      expect(provider?.reviews.map((r) => r.id)).not.toContain(result?.review.id);
      const byPath = await store.getProviderByPath(provider!.path);
      expect(byPath?.provider.reviews.map((r) => r.id)).not.toContain(result?.review.id);
      const pending = await store.pendingReviews(providerId);
      expect(pending.map((r) => r.id)).toContain(result?.review.id);
    });

    it("stores a resent submission once (idempotency key)", async () => {
      const first = await store.submitReview(submission("contract-submission-2"));
      const again = await store.submitReview({ ...submission("contract-submission-2"), rating: 1 });
      expect(again?.created).toBe(false);
      expect(again?.review.id).toBe(first?.review.id);
      expect(again?.review.rating).toBe(5);
      const pending = await store.pendingReviews(providerId);
      expect(pending.filter((r) => r.id === first?.review.id)).toHaveLength(1);
    });

    it("files a care type the provider does not offer under its main care type", async () => {
      const provider = await store.getProvider(providerId);
      const result = await store.submitReview(submission("contract-submission-3", "hospices"));
      expect(result?.review.careType).toBe(
        provider?.careTypes.includes("hospices") ? "hospices" : provider?.careType,
      );
      const none = await store.submitReview(submission("contract-submission-4", null));
      expect(none?.review.careType).toBe(provider?.careType);
    });

    it("answers null for an unknown provider and stores nothing", async () => {
      expect(
        await store.submitReview({
          ...submission("contract-submission-5"),
          providerId: "no-such-id",
        }),
      ).toBeNull();
      expect(await store.pendingReviews("no-such-id")).toEqual([]);
    });

    it("keeps text as written (parameters, never SQL)", async () => {
      const hostile = "Robert'); DROP TABLE reviews; -- <script>alert(1)</script>";
      const result = await store.submitReview({
        ...submission("contract-submission-6"),
        name: hostile,
        content: hostile,
      });
      expect(result?.review.name).toBe(hostile);
      expect((await store.getProvider(providerId))?.reviews).toHaveLength(publishedBefore);
    });
  });

  describe("review-link actions (spec 7 dxp)", () => {
    let providerId: string;
    let reviewId: string;
    beforeAll(async () => {
      const found = await store.search(
        request({ ...AUSTIN, careType: "nursing-homes" }, { sortBy: "most-reviews" }),
      );
      const sample = found.results[0] as ProviderSearchResult;
      providerId = sample.id;
      reviewId = (await store.getProvider(providerId))!.reviews[0]!.id;
    });

    it("finds a published review by id, with its provider", async () => {
      const review = await store.reviewById(reviewId);
      expect(review?.id).toBe(reviewId);
      expect(review?.provider.id).toBe(providerId);
      expect(await store.reviewById("no-such-review")).toBeNull();
    });

    it("records a provider's response once per token, without touching the review", async () => {
      const before = await store.reviewById(reviewId);
      const action = {
        tokenId: "contract-token-response-0001",
        kind: "response" as const,
        reviewId,
        text: "Thank you for your kind words.",
      };
      const first = await store.recordReviewLinkAction(action);
      expect(first).toMatchObject({
        recorded: true,
        action: {
          kind: "response",
          providerId,
          reviewId,
          status: "pending",
          createdAt: NOW.toISOString(),
        },
      });
      // The same token again (a second click, a race): refused as used.
      expect(await store.recordReviewLinkAction({ ...action, kind: "contest" })).toEqual({
        recorded: false,
        reason: "used",
      });
      expect((await store.reviewById(reviewId))?.providerResponse).toBe(before?.providerResponse);
      const actions = await store.reviewLinkActions(providerId);
      expect(actions.filter((a) => a.reviewId === reviewId && a.kind === "response")).toHaveLength(
        1,
      );
    });

    it("records a move-in report with its details", async () => {
      const result = await store.recordReviewLinkAction({
        tokenId: "contract-token-move-in-0001",
        kind: "move-in",
        providerId,
        details: { moveInDate: "2026-10-01", residentName: "R. Diaz" },
      });
      expect(result).toMatchObject({
        recorded: true,
        action: { kind: "move-in", details: { moveInDate: "2026-10-01", residentName: "R. Diaz" } },
      });
    });

    it("refuses an action about nothing, and keeps the token unused", async () => {
      const unknown = {
        tokenId: "contract-token-unknown-0001",
        kind: "contest" as const,
        reviewId: "no-such-review",
        text: "x",
      };
      expect(await store.recordReviewLinkAction(unknown)).toEqual({
        recorded: false,
        reason: "unknown",
      });
      expect(
        await store.recordReviewLinkAction({
          ...unknown,
          kind: "move-in",
          reviewId: null,
          providerId,
        }),
      ).toMatchObject({ recorded: true });
    });

    it("withdraws a duplicate review from moderation when its reviewer denies it", async () => {
      const submit = (submissionId: string) =>
        store.submitReview({
          providerId,
          submissionId,
          careType: null,
          rating: 4,
          name: "Sam",
          title: "Second visit",
          content: "We visited again and it was just as good as before.",
          clientKey: null,
        });
      await submit("contract-duplicate-keep");
      await submit("contract-duplicate-drop");
      expect(
        await store.recordReviewLinkAction({
          tokenId: "contract-token-dup-approve-01",
          kind: "duplicate-approve",
          submissionId: "contract-duplicate-keep",
        }),
      ).toMatchObject({ recorded: true, action: { submissionId: "contract-duplicate-keep" } });
      expect(
        await store.recordReviewLinkAction({
          tokenId: "contract-token-dup-deny-0001",
          kind: "duplicate-deny",
          submissionId: "contract-duplicate-drop",
        }),
      ).toMatchObject({ recorded: true });
      const pending = (await store.pendingReviews(providerId)).map((r) => r.title);
      expect(pending.filter((title) => title === "Second visit")).toHaveLength(1);
    });
  });

  it("names every facet after a catalogue amenity type", async () => {
    const found = await store.search(request({ ...AUSTIN }));
    const names = new Set([...AMENITY_TYPES.values()].map((t) => t.name));
    expect(Object.keys(found.facets.inRegionFacets).every((n) => names.has(n))).toBe(true);
  });
});

if (engines.length > 1) {
  describe("both engines", () => {
    const stores: DirectoryStore[] = [];
    beforeAll(async () => {
      for (const engine of engines) stores.push(await engine.open());
    }, 180_000);
    afterAll(() => Promise.all(stores.map((s) => s.close())));

    it.each(SORT_OPTIONS.map((s) => [s]))(
      "return the same page for a %s search",
      async (sortBy) => {
        const criteria: SearchCriteria = {
          city: "Seattle",
          state: "WA",
          careType: "assisted-living",
        };
        const pages = await Promise.all(
          stores.map((s) => s.search(request(criteria, { sortBy, hitsPerPage: 30 }))),
        );
        const [a, b] = pages;
        expect(b?.results.map((r) => r.id)).toEqual(a?.results.map((r) => r.id));
        expect(b?.facets).toEqual(a?.facets);
        expect(b?.totalItems).toBe(a?.totalItems);
      },
    );
  });
}
