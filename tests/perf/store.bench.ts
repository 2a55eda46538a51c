/**
 * `npm run bench:store` — store-level search latency on the app's directory (seeded
 * first if needed), SQLite and, when DATABASE_URL or TEST_DATABASE_URL is set,
 * PostgreSQL side by side.
 */
import { defaultSqlitePath } from "@web/directory/paths";
import { openPostgresStore } from "@web/directory/postgres/postgresStore";
import { DEFAULT_SCALE } from "@web/directory/seed/generate";
import { loggedProgress } from "@web/directory/seed/progress";
import { ensureSqliteDirectory, openSqliteStore } from "@web/directory/sqlite/sqliteStore";
import type { DirectoryStore } from "@web/directory/store";
import { benchmarkQueries, machineLoad, runStoreBenchmark } from "./storeBenchmark";

async function report(store: DirectoryStore): Promise<void> {
  const queries = benchmarkQueries();
  const result = await runStoreBenchmark(store, queries);
  console.log(`\n${store.engine}: ${queries.length} queries x 2 rounds (${machineLoad()})`);
  for (const [kind, s] of Object.entries(result)) {
    console.log(
      `  ${kind.padEnd(9)} p50 ${s.p50.toFixed(1)} ms  p95 ${s.p95.toFixed(1)} ms  max ${s.max.toFixed(1)} ms  (n=${s.count})`,
    );
  }
}

async function main(): Promise<void> {
  const scale = Number(process.env.DIRECTORY_SEED_SCALE) || DEFAULT_SCALE;
  const file = defaultSqlitePath();
  await ensureSqliteDirectory(file, { scale }, loggedProgress("sqlite"));
  const sqlite = await openSqliteStore({ file });
  await report(sqlite);
  await sqlite.close();
  const url = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url) {
    console.log("\npostgres: skipped (set DATABASE_URL or TEST_DATABASE_URL)");
    return;
  }
  const started = Date.now();
  const { store, seeded } = await openPostgresStore(
    { connectionString: url, schema: "directory_bench" },
    { options: { scale }, onProgress: loggedProgress("postgres") },
  );
  if (seeded)
    console.log(
      `postgres: seeded ${seeded} providers in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  await report(store);
  await store.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
