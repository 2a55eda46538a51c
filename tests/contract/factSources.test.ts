/**
 * A source and a date on every fact a family relies on (issue 27.6), on both engines:
 * SQLite always, PostgreSQL when TEST_DATABASE_URL is set. The seed gives every price the
 * month the provider reported it and every rating the day of its newest review; the store
 * answers both, and CMS's overall rating with its source and month, on every read a card
 * or a page makes; a directory seeded before gets its reviews' day from the migration.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { Pool } from "pg";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { dropPostgresSchema } from "@web/db/postgres";
import { POSTGRES_MIGRATIONS, SQLITE_MIGRATIONS } from "@web/directory/migrations";
import { openPostgresStore } from "@web/directory/postgres/postgresStore";
import {
  generateProviders,
  SEED_REFERENCE_DATE,
  type SeedRecord,
} from "@web/directory/seed/generate";
import { SEEDED_CMS_MONTH } from "@web/directory/seed/inspections";
import { ensureSqliteDirectory } from "@web/directory/sqlite/sqliteStore";
import type { DirectoryStore } from "@web/directory/store";
import type { Provider } from "@web/rules/model/model";
import { seededEngines } from "./seededEngines";

const SEED = { scale: 1200, seed: "fact-sources-contract" };
const seeded: SeedRecord[] = [...generateProviders(SEED)];
const pgUrl = process.env.TEST_DATABASE_URL;

describe("the seeded dates (issue 27.6)", () => {
  it("gives every priced provider the month it reported its prices, 1 to 18 months back", () => {
    const priced = seeded.filter((r) => r.provider.startPriceInCents !== null);
    expect(priced.length).toBeGreaterThan(500);
    const months = priced.map((r) => r.provider.pricesReportedOn!);
    expect(months.every((m) => /^\d{4}-\d{2}$/.test(m))).toBe(true);
    const reference = SEED_REFERENCE_DATE.toISOString().slice(0, 7);
    expect(months.every((m) => m >= "2025-05" && m < reference)).toBe(true);
    // Spread over the months, not one date for everyone.
    expect(new Set(months).size).toBe(18);
    const unpriced = seeded.filter((r) => r.provider.startPriceInCents === null);
    expect(unpriced.every((r) => r.provider.pricesReportedOn === null)).toBe(true);
  });

  it("gives every rating the day of the newest review it counts", () => {
    for (const { provider } of seeded) {
      const newest =
        provider.reviews
          .map((r) => r.createdAt.slice(0, 10))
          .sort()
          .at(-1) ?? null;
      expect(provider.reviewsAsOf).toBe(newest);
    }
    expect(seeded.filter((r) => r.provider.reviewsAsOf).length).toBeGreaterThan(400);
  });
});

const engines = seededEngines("fact sources", SEED);

const byId = new Map(seeded.map((r) => [r.provider.id, r]));

/** What the seed says the store must answer as `cmsRating` for a provider. */
function expectedCmsRating(id: string) {
  const record = byId.get(id)!.inspections;
  const overall = record?.sourceKind === "cms" ? record.ratings?.overall : null;
  return overall ? { overall, source: "Medicare Care Compare", asOf: SEEDED_CMS_MONTH } : null;
}

describe.each(engines)("the $name store answers each fact's date and source", ({ open }) => {
  let store: DirectoryStore;
  beforeAll(async () => {
    store = await open();
  }, 120_000);
  afterAll(() => store?.close());

  const nursingHome = seeded.find(
    (r) => r.provider.careType === "nursing-homes" && r.inspections?.ratings?.overall,
  )!;
  const assisted = seeded.find(
    (r) =>
      r.provider.careType === "assisted-living" &&
      !r.provider.ccn &&
      r.provider.startPriceInCents !== null &&
      r.provider.reviewCount > 0,
  )!;

  it("on a provider page's read: the prices' month, the reviews' day, CMS's rating", async () => {
    const home = (await store.getProvider(nursingHome.provider.id))!;
    expect(home.pricesReportedOn).toBe(nursingHome.provider.pricesReportedOn);
    expect(home.reviewsAsOf).toBe(nursingHome.provider.reviewsAsOf);
    expect(home.cmsRating).toEqual({
      overall: nursingHome.inspections!.ratings!.overall,
      source: "Medicare Care Compare",
      asOf: SEEDED_CMS_MONTH,
    });
    const other = (await store.getProvider(assisted.provider.id))!;
    expect(other.pricesReportedOn).toMatch(/^\d{4}-\d{2}$/);
    expect(other.reviewsAsOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // A state's record has no star rating: nothing to show on a card.
    expect(other.cmsRating).toBeNull();
  });

  it("on every card: search hits, nearby hits and the saved list", async () => {
    const { latitude, longitude } = nursingHome.provider.address;
    const page = await store.search({
      hitsPerPage: 50,
      matchAllFilters: true,
      page: 0,
      sortBy: "recommended",
      criteria: { latitude, longitude, careType: "nursing-homes" },
    });
    const nearby = await store.nearbySearch({ latitude, longitude, hitsPerPage: 50, page: 0 });
    const saved = await store.getProvidersByIds(page.results.map((p) => p.id));
    for (const results of [page.results, nearby.results, saved] as Provider[][]) {
      expect(results.length).toBeGreaterThan(2);
      for (const hit of results) {
        expect(hit.cmsRating).toEqual(expectedCmsRating(hit.id));
        expect(hit.pricesReportedOn).toBe(byId.get(hit.id)!.provider.pricesReportedOn);
      }
    }
    expect(page.results.some((hit) => hit.cmsRating)).toBe(true);
  });
});

/** The migration that gives an older directory its reviews' days: its one statement. */
function backfill(migrations: typeof SQLITE_MIGRATIONS): string {
  const migration = migrations.find((m) => m.name.startsWith("the day of each provider's newest"));
  expect(migration?.statements).toHaveLength(1);
  return migration!.statements[0]!;
}

const reviewedDays = new Map(
  seeded.filter((r) => r.provider.reviewsAsOf).map((r) => [r.provider.id, r.provider.reviewsAsOf]),
);

describe("a directory seeded before the reviews' day was kept", () => {
  it("gets it from its reviews on SQLite", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "fact-sources-"));
    try {
      const file = path.join(dir, "directory.sqlite");
      await ensureSqliteDirectory(file, SEED);
      const db = new DatabaseSync(file);
      try {
        db.exec("UPDATE provider_documents SET doc = json_remove(doc, '$.reviewsAsOf')");
        const days = () =>
          db
            .prepare(
              `SELECT p.id, json_extract(d.doc, '$.reviewsAsOf') AS day
                 FROM providers p JOIN provider_documents d ON d.pid = p.pid`,
            )
            .all() as { id: string; day: string | null }[];
        expect(days().every((row) => row.day === null)).toBe(true);
        db.exec(backfill(SQLITE_MIGRATIONS));
        const after = days();
        expect(new Map(after.filter((r) => r.day).map((r) => [r.id, r.day]))).toEqual(reviewedDays);
      } finally {
        db.close();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  if (!pgUrl) return;
  const schema = `fact_sources_backfill_${process.pid}`;
  it("gets it from its reviews on PostgreSQL", async () => {
    await dropPostgresSchema(pgUrl, schema);
    const { store } = await openPostgresStore(
      { connectionString: pgUrl, schema, max: 2 },
      { options: SEED },
    );
    await store.close();
    const pool = new Pool({ connectionString: pgUrl, max: 1, options: `-c search_path=${schema}` });
    try {
      await pool.query("UPDATE provider_documents SET doc = (doc::jsonb - 'reviewsAsOf')::text");
      await pool.query(backfill(POSTGRES_MIGRATIONS));
      const rows = (
        await pool.query<{ id: string; day: string | null }>(
          `SELECT p.id, d.doc::jsonb ->> 'reviewsAsOf' AS day
             FROM providers p JOIN provider_documents d ON d.pid = p.pid`,
        )
      ).rows;
      expect(new Map(rows.filter((r) => r.day).map((r) => [r.id, r.day]))).toEqual(reviewedDays);
    } finally {
      await pool.end();
      await dropPostgresSchema(pgUrl, schema);
    }
  }, 120_000);
});
