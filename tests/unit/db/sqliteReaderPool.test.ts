import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SqliteReaderPool } from "@web/db/sqliteReaderPool";
import { ensureSqliteDirectory, openSqliteStore } from "@web/directory/sqlite/sqliteStore";
import { sql } from "@web/db/sql";

// A query that keeps SQLite busy for a while without any table.
const SLOW = sql`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${3_000_000})
                 SELECT count(*) AS c FROM n`;

describe("the SQLite reader pool", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "directory-readers-"));
  const file = path.join(dir, "directory.sqlite");
  beforeAll(() => ensureSqliteDirectory(file, { scale: 300, seed: "readers" }));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("answers like the main thread and keeps the event loop free during a slow query", async () => {
    const pool = new SqliteReaderPool(file, 2, 0);
    try {
      await Promise.all([pool.all(sql`SELECT 1`), pool.all(sql`SELECT 1`)]);
      let lastTick = performance.now();
      let worstGap = 0;
      const timer = setInterval(() => {
        const now = performance.now();
        worstGap = Math.max(worstGap, now - lastTick);
        lastTick = now;
      }, 5);
      const started = performance.now();
      const slow = await pool.all<{ c: number }>(SLOW);
      const took = performance.now() - started;
      clearInterval(timer);
      expect(slow).toEqual([{ c: 3_000_000 }]);
      // The queries took a while, yet timers kept firing.
      expect(took).toBeGreaterThan(150);
      // Had the query run on this thread, one gap would span all of it. Relative to the
      // query's own time, so a machine busy with other work cannot fail it.
      expect(worstGap).toBeLessThan(took / 3);
    } finally {
      await pool.close();
    }
  });

  it("reports SQL errors as rejected promises, and refuses work once closed", async () => {
    const pool = new SqliteReaderPool(file, 1, 0);
    await expect(pool.all(sql`SELECT * FROM no_such_table`)).rejects.toThrow(/no such table/);
    expect(await pool.all(sql`SELECT count(*) AS n FROM providers`)).toEqual([{ n: 300 }]);
    await pool.close();
    await expect(pool.all(sql`SELECT 1`)).rejects.toThrow(/closed/);
  });

  it("serves a file store's queries (the same answers as without readers)", async () => {
    const pooled = await openSqliteStore({ file, readers: 2 });
    const direct = await openSqliteStore({ file, readers: 0 });
    try {
      const request = { state: "TX" };
      expect(await pooled.topReviewsByLocale(request)).toEqual(
        await direct.topReviewsByLocale(request),
      );
      expect(await pooled.countProviders()).toBe(300);
    } finally {
      await pooled.close();
      await direct.close();
    }
  });
});
