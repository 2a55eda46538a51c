/**
 * The SQL fragments (sql-template-tag) and both drivers: values are bound as parameters
 * and each engine gets its own placeholder style from the template's parts, so SQL text
 * is never rewritten. SQLite always runs; PostgreSQL when TEST_DATABASE_URL is set.
 */
import { afterAll, describe, expect, it } from "@jest/globals";
import { DatabaseSync } from "node:sqlite";
import { Pool } from "pg";
import { PostgresDriver } from "@web/directory/postgres/postgresStore";
import { join, list, raw, sql, type SqlDriver } from "@web/directory/sql";
import { SqliteDriver } from "@web/directory/sqlite/sqliteStore";

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

const engines: { name: string; open: () => SqlDriver }[] = [
  { name: "sqlite", open: () => new SqliteDriver(new DatabaseSync(":memory:")) },
];
const pgUrl = process.env.TEST_DATABASE_URL;
if (pgUrl) {
  engines.push({
    name: "postgres",
    open: () => new PostgresDriver(new Pool({ connectionString: pgUrl, max: 1 })),
  });
}

describe.each(engines)("the $name driver", ({ open }) => {
  const driver = open();
  afterAll(() => driver.close());

  it("binds values and returns a ? in a string literal as it is", async () => {
    const rows = await driver.all<{ mark: string; n: number; said: string }>(
      sql`SELECT '?' AS mark, CAST(${7} AS INTEGER) AS n, CAST(${"it's ? here"} AS TEXT) AS said`,
    );
    expect(rows).toEqual([{ mark: "?", n: 7, said: "it's ? here" }]);
  });
});
