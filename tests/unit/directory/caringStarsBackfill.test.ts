import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { Pool } from "pg";
import { afterAll, describe, expect, it } from "@jest/globals";
import { POSTGRES_MIGRATIONS, SQLITE_MIGRATIONS } from "@web/directory/migrations";
import { dropPostgresSchema } from "@web/db/postgres";
import { openPostgresStore } from "@web/directory/postgres/postgresStore";
import { ensureSqliteDirectory } from "@web/directory/sqlite/sqliteStore";

/**
 * The Caring Stars table (awards pages) of a directory seeded before it existed: the
 * migration fills it from the stored documents with the same rows a fresh seed writes
 * (web/rules/awards/awards.ts, caringStarsYears). Both engines: SQLite always, PostgreSQL
 * when TEST_DATABASE_URL is set.
 */

const SEED = { scale: 600, seed: "caring-stars-backfill" };
const ORDER = "ORDER BY rollup_type, year, state_code, pid";

/** The migration's statements after its CREATE TABLE: the backfill. */
function backfill(migrations: typeof SQLITE_MIGRATIONS): readonly string[] {
  const migration = migrations.find((m) => m.name.startsWith("Caring Stars"));
  expect(migration).toBeDefined();
  const statements = migration!.statements;
  expect(statements[0]).toMatch(/^CREATE TABLE caring_stars/);
  return statements.slice(1);
}

describe("Caring Stars backfill", () => {
  it("rebuilds the seeded rows from the documents on SQLite", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "caring-stars-"));
    try {
      const file = path.join(dir, "directory.sqlite");
      await ensureSqliteDirectory(file, SEED);
      const db = new DatabaseSync(file);
      try {
        const seeded = db.prepare(`SELECT * FROM caring_stars ${ORDER}`).all();
        expect(seeded.length).toBeGreaterThan(20);
        db.exec("DELETE FROM caring_stars");
        for (const statement of backfill(SQLITE_MIGRATIONS)) db.exec(statement);
        expect(db.prepare(`SELECT * FROM caring_stars ${ORDER}`).all()).toEqual(seeded);
      } finally {
        db.close();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  const pgUrl = process.env.TEST_DATABASE_URL;
  const schema = `caring_stars_${process.pid}`;
  if (!pgUrl) {
    console.warn(
      "[caring stars backfill] TEST_DATABASE_URL is not set: the PostgreSQL run is left out.",
    );
    return;
  }
  afterAll(() => dropPostgresSchema(pgUrl, schema));
  it("rebuilds the seeded rows from the documents on PostgreSQL", async () => {
    await dropPostgresSchema(pgUrl, schema);
    const { store } = await openPostgresStore(
      { connectionString: pgUrl, schema, max: 2 },
      { options: SEED },
    );
    await store.close();
    const pool = new Pool({ connectionString: pgUrl, max: 1, options: `-c search_path=${schema}` });
    try {
      const seeded = (await pool.query(`SELECT * FROM caring_stars ${ORDER}`)).rows;
      expect(seeded.length).toBeGreaterThan(20);
      await pool.query("DELETE FROM caring_stars");
      for (const statement of backfill(POSTGRES_MIGRATIONS)) await pool.query(statement);
      expect((await pool.query(`SELECT * FROM caring_stars ${ORDER}`)).rows).toEqual(seeded);
    } finally {
      await pool.end();
    }
  });
});
