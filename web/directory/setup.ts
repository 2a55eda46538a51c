/**
 * Setting the directory up: opening the configured engine (PostgreSQL when DATABASE_URL
 * is set, else the SQLite file), migrating it and seeding it when missing or empty.
 * Plain Node runs this module (npm run seed, web/scripts/prepare.ts); the app's
 * process-wide store is web/directory/index.ts, which is server-only.
 */
import { defaultSqlitePath } from "./paths";
import { DEFAULT_SCALE, DEFAULT_SEED, type SeedOptions } from "./seed/generate";
import { loggedProgress, type SeedProgress } from "./seed/progress";
import type { DirectoryStore } from "./store";
import { config } from "@web/lib/config";

export interface DirectoryReadiness {
  engine: "sqlite" | "postgres";
  /** Providers written by this call (0 when the directory was already there). */
  seeded: number;
  providers: number;
}

export interface SetUpOptions {
  /** Providers to generate when seeding (default DIRECTORY_SEED_SCALE, else 100,000). */
  scale?: number;
  seed?: string;
  onProgress?: SeedProgress;
}

export interface SeedPlan {
  options: SeedOptions;
  onProgress?: SeedProgress;
}

function seedScale(explicit?: number): number {
  if (explicit !== undefined) return explicit;
  return config.directorySeedScale() ?? DEFAULT_SCALE;
}

/** What to seed, from the options and the environment (DIRECTORY_SEED_SCALE, DIRECTORY_SEED). */
export function seedPlan(options: SetUpOptions = {}): SeedPlan {
  return {
    options: {
      scale: seedScale(options.scale),
      seed: options.seed ?? config.directorySeed() ?? DEFAULT_SEED,
    },
    onProgress: options.onProgress ?? loggedProgress(),
  };
}

/** Opens the configured engine; with a seed plan it is created, migrated and seeded when empty. */
export async function openDirectoryStore(
  seed?: SeedPlan,
): Promise<{ store: DirectoryStore; seeded: number }> {
  const databaseUrl = config.databaseUrl();
  if (databaseUrl) {
    const { openPostgresStore } = await import("./postgres/postgresStore");
    return openPostgresStore(
      { connectionString: databaseUrl, schema: config.databaseSchema() },
      seed,
    );
  }
  const { ensureSqliteDirectory, openSqliteStore } = await import("./sqlite/sqliteStore");
  const file = defaultSqlitePath();
  const seeded = seed ? await ensureSqliteDirectory(file, seed.options, seed.onProgress) : 0;
  return { store: await openSqliteStore({ file }), seeded };
}

/** Creates, migrates and seeds the directory when it is missing or empty, then closes it. */
export async function setUpDirectory(options: SetUpOptions = {}): Promise<DirectoryReadiness> {
  const { store, seeded } = await openDirectoryStore(seedPlan(options));
  try {
    return { engine: store.engine, seeded, providers: await store.countProviders() };
  } finally {
    await store.close();
  }
}
