import { afterAll } from "@jest/globals";
import { dropPostgresSchema } from "@web/db/postgres";
import { openPostgresStore } from "@web/directory/postgres/postgresStore";
import type { SeedOptions } from "@web/directory/seed/generate";
import { seededMemoryStore } from "@web/directory/sqlite/sqliteStore";
import type { DirectoryStore } from "@web/directory/store";

/** One engine a contract suite runs on: `open` seeds a fresh store of the suite's seed. */
export interface SeededEngine {
  name: "sqlite" | "postgres";
  open: () => Promise<DirectoryStore>;
}

/**
 * The engines of a contract suite over one seed: SQLite in memory always, PostgreSQL
 * when `TEST_DATABASE_URL` is set (CI sets it), in a schema of the suite's own, dropped
 * before each open and after the file. Call at a test file's top level (it registers
 * the `afterAll`); `label` names the suite in the schema and in the warning.
 */
export function seededEngines(label: string, seed: SeedOptions): SeededEngine[] {
  const engines: SeededEngine[] = [{ name: "sqlite", open: () => seededMemoryStore(seed) }];
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (!pgUrl) {
    console.warn(`[${label}] TEST_DATABASE_URL is not set: the PostgreSQL run is left out.`);
    return engines;
  }
  const schema = `directory_${label.replace(/\W+/g, "_")}_${process.pid}`;
  engines.push({
    name: "postgres",
    open: async () => {
      await dropPostgresSchema(pgUrl, schema);
      const { store } = await openPostgresStore(
        { connectionString: pgUrl, schema, max: 4 },
        { options: seed },
      );
      return store;
    },
  });
  afterAll(() => dropPostgresSchema(pgUrl, schema));
  return engines;
}
