/**
 * The persistence kernel (web/db) both stores stand on: the SQL fragments
 * (sql-template-tag), both drivers and the one migration runner. Values are bound as
 * parameters and each engine gets its own placeholder style from the template's parts,
 * so SQL text is never rewritten. SQLite always runs; PostgreSQL when TEST_DATABASE_URL
 * is set.
 */
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { DatabaseSync } from "node:sqlite";
import { applyMigrations, type Migration } from "@web/db/migrations";
import { dropPostgresSchema, openPostgres, PostgresDriver } from "@web/db/postgres";
import { join, list, raw, sql, type SqlDriver } from "@web/db/sql";
import { SqliteDriver } from "@web/db/sqlite";

describe("SQL fragments", () => {
  it("leaves a ? inside a string literal alone and numbers only the real parameters", () => {
    const query = sql`SELECT '?' AS mark, ${"a"} AS first, 'why?' AS text, ${2} AS second`;
    expect(query.text).toBe("SELECT '?' AS mark, $1 AS first, 'why?' AS text, $2 AS second");
    expect(query.sql).toBe("SELECT '?' AS mark, ? AS first, 'why?' AS text, ? AS second");
    expect(query.values).toEqual(["a", 2]);
  });

  it("keeps the parameters of composed fragments in order", () => {
    const where = join([sql`a = ${1}`, raw("b IS NULL"), sql`c IN (${list([3, 4])})`], " AND ");
    const query = sql`SELECT * FROM t WHERE ${where} LIMIT ${5}`;
    expect(query.text).toBe(
      "SELECT * FROM t WHERE a = $1 AND b IS NULL AND c IN ($2, $3) LIMIT $4",
    );
    expect(query.values).toEqual([1, 3, 4, 5]);
  });
});

const engines: { name: string; open: () => Promise<SqlDriver>; cleanUp: () => Promise<void> }[] = [
  {
    name: "sqlite",
    open: async () => new SqliteDriver(new DatabaseSync(":memory:")),
    cleanUp: async () => undefined,
  },
];
const pgUrl = process.env.TEST_DATABASE_URL;
if (pgUrl) {
  const schema = `db_kernel_${process.pid}`;
  engines.push({
    name: "postgres",
    open: async () =>
      new PostgresDriver(
        await openPostgres({ connectionString: pgUrl, schema, max: 1 }, 7_310_099, async () => {}),
      ),
    cleanUp: () => dropPostgresSchema(pgUrl, schema),
  });
}

const MIGRATIONS: Migration[] = [
  {
    version: 2,
    name: "a column",
    statements: ["ALTER TABLE kernel_things ADD COLUMN size INTEGER"],
  },
  { version: 1, name: "things", statements: ["CREATE TABLE kernel_things (id TEXT PRIMARY KEY)"] },
];

describe.each(engines)("the $name driver", ({ open, cleanUp }) => {
  let driver: SqlDriver;
  beforeAll(async () => {
    driver = await open();
  });
  afterAll(async () => {
    await driver.close();
    await cleanUp();
  });

  it("binds values and returns a ? in a string literal as it is", async () => {
    const rows = await driver.all<{ mark: string; n: number; said: string }>(
      sql`SELECT '?' AS mark, CAST(${7} AS INTEGER) AS n, CAST(${"it's ? here"} AS TEXT) AS said`,
    );
    expect(rows).toEqual([{ mark: "?", n: 7, said: "it's ? here" }]);
  });

  it("binds booleans (SQLite as 1 and 0) and counts the rows a write changed", async () => {
    await driver.run(sql`CREATE TABLE kernel_flags (id INTEGER PRIMARY KEY, flag BOOLEAN)`);
    expect(
      await driver.run(
        sql`INSERT INTO kernel_flags (id, flag) VALUES (${1}, ${true}), (${2}, ${false})`,
      ),
    ).toBe(2);
    const rows = await driver.all<{ id: number; flag: unknown }>(
      sql`SELECT id, flag FROM kernel_flags WHERE flag = ${true}`,
    );
    expect(rows.map((row) => [row.id, Boolean(row.flag)])).toEqual([[1, true]]);
    expect(await driver.run(sql`UPDATE kernel_flags SET flag = ${true} WHERE id > ${5}`)).toBe(0);
  });

  it("applies migrations once, in version order, up to a version, in the named table", async () => {
    const plan = { table: "kernel_migrations", migrations: MIGRATIONS };
    expect(await applyMigrations(driver, { ...plan, upTo: 1 })).toEqual([1]);
    expect(await applyMigrations(driver, plan)).toEqual([2]);
    expect(await applyMigrations(driver, plan)).toEqual([]);
    await driver.run(sql`INSERT INTO kernel_things (id, size) VALUES (${"a"}, ${3})`);
    const recorded = await driver.all<{ version: number; name: string }>(
      sql`SELECT version, name FROM kernel_migrations ORDER BY version`,
    );
    expect(recorded).toEqual([
      { version: 1, name: "things" },
      { version: 2, name: "a column" },
    ]);
  });

  it("rolls a failing migration back whole and records nothing of it", async () => {
    const failing: Migration = {
      version: 3,
      name: "half done",
      statements: ["CREATE TABLE kernel_half (id TEXT)", "CREATE TABLE kernel_half (id TEXT)"],
    };
    const plan = { table: "kernel_migrations", migrations: [...MIGRATIONS, failing] };
    await expect(applyMigrations(driver, plan)).rejects.toThrow(/kernel_half/);
    const versions = await driver.all<{ version: number }>(
      sql`SELECT version FROM kernel_migrations ORDER BY version`,
    );
    expect(versions.map((row) => Number(row.version))).toEqual([1, 2]);
    // The first statement was rolled back with the second: the table is not there.
    await expect(driver.all(sql`SELECT id FROM kernel_half`)).rejects.toThrow(/kernel_half/);
  });

  it("refuses a bookkeeping table name that is not a plain name", async () => {
    await expect(
      applyMigrations(driver, { table: "x; DROP TABLE y", migrations: MIGRATIONS }),
    ).rejects.toThrow(/invalid SQL name/);
  });
});
