/**
 * `npm run seed [-- --scale 100000 --seed senior-care-directory --force]`
 *
 * Seeds the directory the app uses: PostgreSQL when DATABASE_URL is set, else
 * the SQLite file (DIRECTORY_DB_PATH or data/directory.sqlite). An existing
 * seeded SQLite file is kept unless --force; PostgreSQL is only seeded when empty.
 */
import fs from "node:fs";
import { describeError, log } from "@web/lib/log";
import { setUpDirectory } from "../setup";
import { defaultSqlitePath } from "../paths";
import { config } from "@web/lib/config";

const USAGE = `Usage: npm run seed [-- --scale N] [--seed S] [--force]

Seeds the provider directory: PostgreSQL when DATABASE_URL is set, else the SQLite
file (DIRECTORY_DB_PATH or data/directory.sqlite).

  --scale N   providers to generate (at least 200; default DIRECTORY_SEED_SCALE or 100,000)
  --seed S    generator seed (default DIRECTORY_SEED or senior-care-directory)
  --force     rebuild an existing SQLite file (PostgreSQL is only seeded when empty)
  --help      print this and exit
`;

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

async function main(): Promise<void> {
  if (process.argv.includes("--help")) {
    process.stdout.write(USAGE);
    return;
  }
  const scaleText = option("scale");
  const scale = scaleText === undefined ? undefined : Number(scaleText);
  if (scale !== undefined && (!Number.isInteger(scale) || scale < 200)) {
    throw new Error(`--scale must be a whole number of at least 200 (got ${scaleText})`);
  }
  if (process.argv.includes("--force") && !config.databaseUrl()) {
    const file = defaultSqlitePath();
    for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(`${file}${suffix}`, { force: true });
  }
  const started = Date.now();
  const ready = await setUpDirectory({ scale, seed: option("seed") });
  const seconds = Number(((Date.now() - started) / 1000).toFixed(1));
  if (ready.seeded) {
    log.info("directory-seeded", { engine: ready.engine, providers: ready.seeded, seconds });
  } else {
    log.info("directory-already-seeded", {
      engine: ready.engine,
      providers: ready.providers,
      hint: "use --force to rebuild the SQLite file",
    });
  }
}

main().catch((error: unknown) => {
  log.error("directory-seed-failed", describeError(error));
  process.exitCode = 1;
});
