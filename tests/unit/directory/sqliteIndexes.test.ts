import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import { SQLITE_INDEX_NAMES } from "@web/directory/migrations/sqlite";
import type { SqlFragment } from "@web/db/sql";
import { sqlDirectoryStore } from "@web/directory/sqlStore";
import { SqliteDriver } from "@web/db/sqlite";
import { ensureSqliteDirectory, openSqliteStore } from "@web/directory/sqlite/sqliteStore";

function indexesOf(db: DatabaseSync): string[] {
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .all() as { name: string }[];
  return tables.flatMap(({ name }) =>
    (db.prepare(`PRAGMA index_list("${name}")`).all() as { name: string; origin: string }[])
      // "c" = made by CREATE INDEX; the automatic ones (unique, primary key) are not ours.
      .filter((index) => index.origin === "c")
      .map((index) => index.name),
  );
}

function plan(db: DatabaseSync, query: SqlFragment): string {
  const rows = db
    .prepare(`EXPLAIN QUERY PLAN ${query.sql}`)
    .all(...(query.values as SQLInputValue[])) as { detail: string }[];
  return rows.map((row) => row.detail).join("\n");
}

/** A driver that remembers every statement it ran. */
class RecordingDriver extends SqliteDriver {
  readonly queries: SqlFragment[] = [];
  override all<T extends object>(query: SqlFragment): Promise<T[]> {
    this.queries.push(query);
    return super.all<T>(query);
  }
}

describe("the seeded SQLite file's indexes", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "directory-indexes-"));
  const file = path.join(dir, "directory.sqlite");
  beforeAll(() => ensureSqliteDirectory(file, { scale: 400, seed: "indexes" }));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("has every secondary index after seeding", () => {
    const db = new DatabaseSync(file, { readOnly: true });
    try {
      expect(indexesOf(db).sort()).toEqual([...SQLITE_INDEX_NAMES].sort());
    } finally {
      db.close();
    }
  });

  it("answers a provider's reviews, and reviews by locale or care type, from indexes", async () => {
    const db = new DatabaseSync(file);
    const driver = new RecordingDriver(db);
    const store = sqlDirectoryStore(driver);
    try {
      const provider = db
        .prepare("SELECT id, city, state_code AS state, county FROM providers LIMIT 1")
        .get() as { id: string; city: string; state: string; county: string };
      driver.queries.length = 0;
      await store.getProvider(provider.id);
      const reviewLookup = driver.queries.find((q) => /FROM reviews WHERE pid/.test(q.sql))!;
      expect(plan(db, reviewLookup)).toMatch(/USING INDEX reviews_by_provider/);
      expect(plan(db, reviewLookup)).not.toMatch(/SCAN reviews/);

      const lookups: [string, () => Promise<unknown>, RegExp][] = [
        [
          "top by city",
          () => store.topReviewsByLocale({ city: provider.city, state: provider.state }),
          /USING INDEX (providers_by_city|reviews_by_provider)/,
        ],
        [
          "recent by county",
          () => store.recentReviews({ county: provider.county, state: provider.state }),
          /USING INDEX (providers_by_county|reviews_by_provider)/,
        ],
        [
          "top by care type",
          () => store.topReviewsByLocale({ careType: "assisted-living" }),
          /USING (COVERING )?INDEX reviews_by_care_type_rating/,
        ],
        [
          "recent by care type",
          () => store.recentReviews({ careType: "memory-care" }),
          /USING (COVERING )?INDEX reviews_by_care_type_date/,
        ],
      ];
      for (const [name, run, expected] of lookups) {
        driver.queries.length = 0;
        await run();
        const text = plan(db, driver.queries.at(-1)!);
        expect({ name, plan: text }).toEqual({ name, plan: expect.stringMatching(expected) });
        expect({ name, plan: text }).not.toEqual({
          name,
          plan: expect.stringMatching(/SCAN (reviews|r)\b(?! USING)/),
        });
      }
    } finally {
      await driver.close();
    }
  });

  it("gets its missing indexes back on the next open (a file seeded without them)", async () => {
    const db = new DatabaseSync(file);
    for (const name of SQLITE_INDEX_NAMES) db.exec(`DROP INDEX "${name}"`);
    expect(indexesOf(db)).toEqual([]);
    db.close();
    const store = await openSqliteStore({ file });
    await store.close();
    const reopened = new DatabaseSync(file, { readOnly: true });
    try {
      expect(indexesOf(reopened).sort()).toEqual([...SQLITE_INDEX_NAMES].sort());
    } finally {
      reopened.close();
    }
  });
});
