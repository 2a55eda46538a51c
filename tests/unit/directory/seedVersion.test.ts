import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { SEED_VERSION, seedVersionOf } from "@web/directory/seed/generate";
import { ensureSqliteDirectory } from "@web/directory/sqlite/sqliteStore";

/**
 * A directory file seeded by an older seed lacks what a newer one writes (issue 27's
 * inspection records): the next start rebuilds it, as it builds a missing one.
 */
describe("the seed version of a SQLite directory file", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "seed-version-"));
  const file = path.join(dir, "directory.sqlite");
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const read = <T>(query: string): T => {
    const db = new DatabaseSync(file, { readOnly: true });
    try {
      return db.prepare(query).get() as T;
    } finally {
      db.close();
    }
  };

  it("reads the version a seed recorded, 1 for a seed from before versions", () => {
    expect(seedVersionOf(JSON.stringify({ version: 2, scale: 5 }))).toBe(2);
    expect(seedVersionOf(JSON.stringify({ scale: 5 }))).toBe(1);
    expect(seedVersionOf(undefined)).toBe(1);
    expect(seedVersionOf("not json")).toBe(1);
  });

  it("keeps a current file and rebuilds one an older seed made", async () => {
    expect(await ensureSqliteDirectory(file, { scale: 300, seed: "version" })).toBe(300);
    expect(await ensureSqliteDirectory(file, { scale: 300, seed: "version" })).toBe(0);
    const meta = read<{ value: string }>("SELECT value FROM directory_meta WHERE key = 'seed'");
    expect(JSON.parse(meta.value)).toMatchObject({ version: SEED_VERSION });

    // What a file seeded before inspection records looks like: no version, no records.
    const db = new DatabaseSync(file);
    db.exec("DELETE FROM inspection_citations; DELETE FROM provider_inspections");
    db.prepare("UPDATE directory_meta SET value = ? WHERE key = 'seed'").run(
      JSON.stringify({ scale: 300, seed: "version" }),
    );
    db.close();

    expect(await ensureSqliteDirectory(file, { scale: 300, seed: "version" })).toBe(300);
    expect(read<{ n: number }>("SELECT count(*) AS n FROM provider_inspections").n).toBeGreaterThan(
      50,
    );
  });
});
