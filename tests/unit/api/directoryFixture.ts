/**
 * A small seeded SQLite directory in a temporary folder, opened through the
 * directory's own API, for the route handler and fuzz tests.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ApiDependencies } from "@web/services/dependencies";
import type { DirectoryStore } from "@web/directory/store";
import { ensureSqliteDirectory, openSqliteStore } from "@web/directory/sqlite/sqliteStore";
import { getGazetteer } from "@web/services/geocoding/gazetteer";

/** Enough providers for every care type in the well-stocked cities, seeded in seconds. */
export const TEST_SCALE = 3000;
export const TEST_SEED = "api-tests";

export interface TestDirectory {
  folder: string;
  file: string;
  store: DirectoryStore;
  dependencies: ApiDependencies;
  close(): Promise<void>;
}

export async function openTestDirectory(): Promise<TestDirectory> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "directory-api-"));
  const file = path.join(folder, "directory.sqlite");
  await ensureSqliteDirectory(file, { scale: TEST_SCALE, seed: TEST_SEED });
  const store = await openSqliteStore({ file });
  return {
    folder,
    file,
    store,
    dependencies: { store: async () => store, geocoder: () => getGazetteer() },
    async close() {
      await store.close();
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}
