import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensureSqliteDirectory, openSqliteStore } from "@web/directory/sqlite/sqliteStore";
import { generateProviders } from "@web/directory/seed/generate";
import { isProviderPageHidden } from "@web/rules/provider/providerPage";

describe("the SQLite directory file", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "directory-file-"));
  const file = path.join(dir, "nested", "directory.sqlite");
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("is created and seeded once, with progress, then reused; concurrent starters wait for the first", async () => {
    const progress: number[] = [];
    const [first, second] = await Promise.all([
      ensureSqliteDirectory(file, { scale: 400, seed: "file" }, (done) => progress.push(done)),
      ensureSqliteDirectory(file, { scale: 400, seed: "file" }),
    ]);
    expect(first + second).toBe(400);
    expect(progress.at(-1)).toBe(400);
    expect(await ensureSqliteDirectory(file, { scale: 400, seed: "file" })).toBe(0);
    expect(
      fs
        .readdirSync(path.dirname(file))
        .filter((f) => f.includes(".building-") || f.endsWith(".lock")),
    ).toEqual([]);
    const store = await openSqliteStore({ file });
    try {
      expect(await store.countProviders()).toBe(400);
      const everything = await store.search({
        hitsPerPage: 1,
        matchAllFilters: true,
        page: 0,
        sortBy: "recommended",
        criteria: {},
      });
      // Every listed provider: suppressed ones are in no list (issue 24.2).
      const listed = [...generateProviders({ scale: 400, seed: "file" })].filter(
        (record) => !isProviderPageHidden(record.provider),
      ).length;
      expect(everything.totalItems).toBe(listed);
    } finally {
      await store.close();
    }
  });
});
