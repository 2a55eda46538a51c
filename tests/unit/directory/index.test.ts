import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { closeDirectoryStore, ensureDirectoryReady, getDirectoryStore } from "@web/directory";

describe("the process-wide directory", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "directory-index-"));
  const saved = { ...process.env };
  beforeAll(() => {
    delete process.env.DATABASE_URL;
    process.env.DIRECTORY_DB_PATH = path.join(dir, "directory.sqlite");
    process.env.DIRECTORY_SEED_SCALE = "300";
  });
  afterAll(async () => {
    await closeDirectoryStore();
    process.env = saved;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("seeds SQLite at DIRECTORY_DB_PATH with DIRECTORY_SEED_SCALE providers on first start, then reuses it", async () => {
    const lines: string[] = [];
    const ready = await ensureDirectoryReady({
      onProgress: (done, total) => lines.push(`${done}/${total}`),
    });
    expect(ready).toEqual({ engine: "sqlite", seeded: 300, providers: 300 });
    expect(lines.at(-1)).toBe("300/300");
    expect(fs.existsSync(path.join(dir, "directory.sqlite"))).toBe(true);
    const store = await getDirectoryStore();
    expect(await getDirectoryStore()).toBe(store);
    expect(await store.countProviders()).toBe(300);
    await closeDirectoryStore();
    const again = await ensureDirectoryReady();
    expect(again.seeded).toBe(0);
    expect(again.providers).toBe(300);
  });
});
