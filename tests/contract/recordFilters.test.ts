/**
 * The search's public-record filters, sort and facet counts (issue 27.5) on both engines:
 * SQLite always, PostgreSQL when TEST_DATABASE_URL is set. Each answer is checked against
 * the seed's own records: "No serious citations in 3 years" keeps the nursing homes whose
 * Medicare record has no G-L citation surveyed in the three years before the store's
 * clock, "Medicare rating 4+" those CMS rates 4 or 5, the sort puts the highest rating
 * first and the unrated last, and each facet count is the total its filter gives.
 */
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { facetedSearchRequestFrom } from "@web/api/requests";
import { dropPostgresSchema } from "@web/db/postgres";
import { openPostgresStore } from "@web/directory/postgres/postgresStore";
import { generateProviders, type SeedRecord } from "@web/directory/seed/generate";
import { seededMemoryStore } from "@web/directory/sqlite/sqliteStore";
import type { DirectoryStore } from "@web/directory/store";
import { isSeriousCitation } from "@web/rules/inspections/severity";
import type { FacetedSearchRequest, SearchCriteria } from "@web/rules/model/types";
import { seriousCitationsSince } from "@web/rules/search/recordFilters";

const SEED = { scale: 3000, seed: "record-filters-contract" };
const NOW = new Date("2026-11-21T12:00:00Z");
const SINCE = seriousCitationsSince(NOW);

/** Opens the seeded directory with the store's clock at `now` (a second open reuses the first's data). */
type Open = (now: Date) => Promise<DirectoryStore>;

const engines: { name: string; open: Open }[] = [
  { name: "sqlite", open: (now) => seededMemoryStore(SEED, { now: () => now }) },
];
const pgUrl = process.env.TEST_DATABASE_URL;
if (pgUrl) {
  const schema = `directory_record_filters_${process.pid}`;
  let seededOnce: Promise<void> | null = null;
  engines.push({
    name: "postgres",
    open: async (now) => {
      seededOnce ??= dropPostgresSchema(pgUrl, schema);
      await seededOnce;
      const { store } = await openPostgresStore(
        { connectionString: pgUrl, schema, max: 4, now: () => now },
        { options: SEED },
      );
      return store;
    },
  });
  afterAll(() => dropPostgresSchema(pgUrl, schema));
} else {
  console.warn(
    "[record filters contract] TEST_DATABASE_URL is not set: the PostgreSQL run is left out.",
  );
}

const seeded = new Map<string, SeedRecord>(
  [...generateProviders(SEED)].map((record) => [record.provider.id, record]),
);

/** The seed's truth for a provider: Medicare's overall rating and its serious citations. */
function medicareOf(id: string) {
  const record = seeded.get(id)?.inspections;
  if (!record || record.sourceKind !== "cms") return null;
  return {
    overall: record.ratings?.overall ?? null,
    recentSerious: record.citations.some(
      (c) => isSeriousCitation(c.scopeSeverity) && c.surveyDate >= SINCE,
    ),
    everSerious: record.citations.some((c) => isSeriousCitation(c.scopeSeverity)),
  };
}

const clear = (id: string) => medicareOf(id)?.recentSerious === false;
const topRated = (id: string) => (medicareOf(id)?.overall ?? 0) >= 4;

function request(
  criteria: SearchCriteria,
  overrides: Partial<FacetedSearchRequest> = {},
): FacetedSearchRequest {
  return {
    hitsPerPage: 5000,
    matchAllFilters: true,
    page: 0,
    sortBy: "recommended",
    criteria,
    ...overrides,
  };
}

/** The state with the most seeded nursing homes: a region search with enough of them. */
function busiestNursingHomeState(): string {
  const counts = new Map<string, number>();
  for (const { provider } of seeded.values()) {
    if (!provider.careTypes.includes("nursing-homes")) continue;
    const code = provider.address.state.code;
    counts.set(code, (counts.get(code) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]![0];
}

describe.each(engines)("the search's record filters on $name", ({ open }) => {
  let store: DirectoryStore;
  const state = busiestNursingHomeState();
  const nursingHomes: SearchCriteria = { careType: "nursing-homes", state };
  let all: string[];

  beforeAll(async () => {
    store = await open(NOW);
    all = (await store.search(request(nursingHomes))).results.map((r) => r.id);
  }, 180_000);
  afterAll(() => store?.close());

  it("has a seed where both filters keep some nursing homes and leave others out", () => {
    expect(all.length).toBeGreaterThan(20);
    expect(all.filter(clear).length).toBeGreaterThan(0);
    expect(all.filter(clear).length).toBeLessThan(all.length);
    expect(all.filter(topRated).length).toBeGreaterThan(0);
    expect(all.filter(topRated).length).toBeLessThan(all.length);
  });

  it("forgets a serious citation three years after its inspection", async () => {
    const serious = all.filter((id) => medicareOf(id)?.everSerious);
    expect(serious.length).toBeGreaterThan(0);
    const latest = serious
      .flatMap((id) => seeded.get(id)!.inspections!.citations)
      .filter((c) => isSeriousCitation(c.scopeSeverity))
      .map((c) => c.surveyDate)
      .sort()
      .at(-1)!;
    // Three years and a day after the latest serious inspection, every record is clear.
    const later = new Date(`${latest}T12:00:00Z`);
    later.setUTCFullYear(later.getUTCFullYear() + 3);
    later.setUTCDate(later.getUTCDate() + 1);
    const laterStore = await open(later);
    try {
      const found = await laterStore.search(request({ ...nursingHomes, noSeriousCitations: true }));
      expect(found.results.map((r) => r.id).sort()).toEqual(
        all.filter((id) => medicareOf(id) !== null).sort(),
      );
      // On the third anniversary itself the citation still counts.
      const onTheDay = new Date(`${latest}T12:00:00Z`);
      onTheDay.setUTCFullYear(onTheDay.getUTCFullYear() + 3);
      const dayStore = await open(onTheDay);
      try {
        const still = await dayStore.search(request({ ...nursingHomes, noSeriousCitations: true }));
        expect(still.totalItems).toBeLessThan(found.totalItems);
      } finally {
        await dayStore.close();
      }
    } finally {
      await laterStore.close();
    }
  }, 120_000);

  it("keeps only nursing homes without a serious citation in 3 years", async () => {
    const found = await store.search(request({ ...nursingHomes, noSeriousCitations: true }));
    const ids = found.results.map((r) => r.id);
    expect(ids.sort()).toEqual(all.filter(clear).sort());
    expect(found.totalItems).toBe(ids.length);
  });

  it("keeps only nursing homes Medicare rates 4 or 5 stars", async () => {
    const found = await store.search(request({ ...nursingHomes, medicareRating4Plus: true }));
    expect(found.results.map((r) => r.id).sort()).toEqual(all.filter(topRated).sort());
  });

  it("combines both filters", async () => {
    const found = await store.search(
      request({ ...nursingHomes, medicareRating4Plus: true, noSeriousCitations: true }),
    );
    expect(found.results.map((r) => r.id).sort()).toEqual(
      all.filter((id) => clear(id) && topRated(id)).sort(),
    );
  });

  it("counts, beside the results, how many each filter would give", async () => {
    const found = await store.search(request(nursingHomes, { hitsPerPage: 20 }));
    expect(found.facets.recordFacets).toEqual({
      noSeriousCitations: all.filter(clear).length,
      medicareRating4Plus: all.filter(topRated).length,
    });
    const filtered = await store.search(
      request({ ...nursingHomes, noSeriousCitations: true }, { hitsPerPage: 20 }),
    );
    expect(filtered.facets.recordFacets?.noSeriousCitations).toBe(filtered.totalItems);
    expect(filtered.facets.recordFacets?.medicareRating4Plus).toBe(
      all.filter((id) => clear(id) && topRated(id)).length,
    );
  });

  it("counts the region and its nearby ring together, as the total does", async () => {
    const { provider } = [...seeded.values()].find(
      (r) => r.provider.careTypes.includes("nursing-homes") && !r.provider.isSuppressed,
    )!;
    const found = await store.search(
      request({
        careType: "nursing-homes",
        city: provider.address.city.name,
        state: provider.address.state.code,
        distanceInMiles: 200,
      }),
    );
    const ids = found.results.map((r) => r.id);
    expect(found.totalItems).toBe(ids.length);
    expect(found.facets.recordFacets).toEqual({
      noSeriousCitations: ids.filter(clear).length,
      medicareRating4Plus: ids.filter(topRated).length,
    });
  });

  it("sorts by Medicare rating, highest first and the unrated last", async () => {
    const found = await store.search(request(nursingHomes, { sortBy: "medicare-rating" }));
    const ratings = found.results.map((r) => medicareOf(r.id)?.overall ?? null);
    expect(found.results.map((r) => r.id).sort()).toEqual([...all].sort());
    const rated = ratings.filter((r): r is number => r !== null);
    expect(rated.every((r, i) => i === 0 || rated[i - 1]! >= r)).toBe(true);
    expect(ratings.slice(rated.length).every((r) => r === null)).toBe(true);
    expect(rated[0]).toBe(5);
  });

  it("pages the Medicare-rating sort without repeats or gaps", async () => {
    const pages = await Promise.all(
      [0, 1, 2].map((page) =>
        store.search(request(nursingHomes, { sortBy: "medicare-rating", hitsPerPage: 10, page })),
      ),
    );
    const whole = await store.search(
      request(nursingHomes, { sortBy: "medicare-rating", hitsPerPage: 30 }),
    );
    expect(pages.flatMap((p) => p.results.map((r) => r.id))).toEqual(
      whole.results.map((r) => r.id),
    );
  });

  it("counts no record facets where Medicare rates no one (in-home care)", async () => {
    const found = await store.search(request({ careType: "in-home-care", state }));
    expect(found.totalItems).toBeGreaterThan(0);
    expect(found.facets.recordFacets).toBeUndefined();
  });

  it("reads the filters and the sort from the API's query for nursing homes only", async () => {
    const api = (query: string) =>
      store.search(facetedSearchRequestFrom(new URLSearchParams(query), "main"));
    const filtered = await api(
      `careType=nursing-homes&state=${state}&noSeriousCitations=true&medicareRating4Plus=true&hitsPerPage=100`,
    );
    expect(filtered.totalItems).toBe(all.filter((id) => clear(id) && topRated(id)).length);
    const sorted = await api(`careType=nursing-homes&state=${state}&sortBy=medicare-rating`);
    expect(medicareOf(sorted.results[0]!.id)?.overall).toBe(5);
    // In-home care offers neither: the keys are read as if absent.
    const plain = await api(`careType=in-home-care&state=${state}`);
    const ignored = await api(
      `careType=in-home-care&state=${state}&noSeriousCitations=true&medicareRating4Plus=true&sortBy=medicare-rating`,
    );
    expect(ignored.totalItems).toBe(plain.totalItems);
    expect(ignored.results.map((r) => r.id)).toEqual(plain.results.map((r) => r.id));
  });

  it("counts Medicare's records of a place for its geo copy, page by page and all at once", async () => {
    const expected = {
      recorded: all.filter((id) => medicareOf(id) !== null).length,
      rated: all.filter((id) => (medicareOf(id)?.overall ?? null) !== null).length,
      topRated: all.filter(topRated).length,
      seriouslyCited: all.filter((id) => medicareOf(id)?.recentSerious === true).length,
    };
    expect(expected.seriouslyCited).toBeGreaterThan(0);
    const page = await store.geoPageData({ careType: "nursing-homes", state });
    expect(page?.records).toEqual(expected);
    const places = await store.geoCopyPlaces();
    const summed = { recorded: 0, rated: 0, topRated: 0, seriouslyCited: 0 };
    for (const city of places.cities.filter((c) => c.state.code === state)) {
      const counts = city.recordsByCareType?.["nursing-homes"];
      for (const key of Object.keys(summed) as (keyof typeof summed)[]) {
        summed[key] += counts?.[key] ?? 0;
      }
    }
    expect(summed).toEqual(expected);
    const inHomeCare = await store.geoPageData({ careType: "in-home-care", state });
    expect(inHomeCare?.records).toBeNull();
  });

  it("follows an import: a new serious citation takes a provider out at once", async () => {
    const clean = all.find((id) => clear(id) && topRated(id))!;
    const before = await store.search(
      request({ ...nursingHomes, noSeriousCitations: true }, { hitsPerPage: 20 }),
    );
    const record = seeded.get(clean)!.inspections!;
    await store.importInspections({
      sourceKind: "cms",
      asOf: "2099-01",
      importedAt: "2099-01-15T00:00:00.000Z",
      details: { test: "record filters" },
      records: [
        {
          providerId: clean,
          record: {
            ...record,
            asOf: "2099-01",
            ratings: { ...record.ratings!, overall: 2 },
            citations: [
              ...record.citations,
              { ...record.citations[0]!, surveyDate: "2026-06-01", scopeSeverity: "G" },
            ],
          },
        },
      ],
    });
    const after = await store.search(
      request({ ...nursingHomes, noSeriousCitations: true, medicareRating4Plus: false }),
    );
    expect(after.totalItems).toBe(before.totalItems - 1);
    expect(after.results.map((r) => r.id)).not.toContain(clean);
    const rated = await store.search(request({ ...nursingHomes, medicareRating4Plus: true }));
    expect(rated.results.map((r) => r.id)).not.toContain(clean);
    expect((await store.geoPageData({ careType: "nursing-homes", state }))?.records).toMatchObject({
      topRated: all.filter(topRated).length - 1,
      seriouslyCited: all.filter((id) => medicareOf(id)?.recentSerious === true).length + 1,
    });
  });
});
