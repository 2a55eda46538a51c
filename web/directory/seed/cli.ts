/**
 * `npm run seed [-- --scale 100000 --seed senior-care-directory --force]`
 *
 * Seeds the directory the app uses: PostgreSQL when DATABASE_URL is set, else
 * the SQLite file (DIRECTORY_DB_PATH or data/directory.sqlite). An existing
 * seeded SQLite file is kept unless --force; PostgreSQL is only seeded when empty.
 */
import fs from "node:fs";
import { closeDirectoryStore, ensureDirectoryReady } from "../index";
import { defaultSqlitePath } from "../paths";

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

async function main(): Promise<void> {
  const scaleText = option("scale");
  const scale = scaleText === undefined ? undefined : Number(scaleText);
  if (scale !== undefined && (!Number.isInteger(scale) || scale < 200)) {
    throw new Error(`--scale must be a whole number of at least 200 (got ${scaleText})`);
  }
  if (process.argv.includes("--force") && !process.env.DATABASE_URL) {
    const file = defaultSqlitePath();
    for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(`${file}${suffix}`, { force: true });
  }
  const started = Date.now();
  const ready = await ensureDirectoryReady({ scale, seed: option("seed") });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    ready.seeded
      ? `[directory] ${ready.engine}: seeded ${ready.seeded.toLocaleString("en-US")} providers in ${seconds} s`
      : `[directory] ${ready.engine}: already seeded (${ready.providers.toLocaleString("en-US")} providers); use --force to rebuild the SQLite file`,
  );
  await closeDirectoryStore();
}

main().catch((error: unknown) => {
  console.error("[directory] seeding failed:", error);
  process.exitCode = 1;
});
