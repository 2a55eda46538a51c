/**
 * The provider directory (server-side only): one store per process, SQLite by
 * default, PostgreSQL when DATABASE_URL is set.
 *
 * - `getDirectoryStore()` opens the store (it does not seed).
 * - `ensureDirectoryReady()` creates, migrates and seeds it when missing or
 *   empty (DIRECTORY_SEED_SCALE providers, default 100,000), printing progress.
 */
import { defaultSqlitePath } from "./paths";
import { DEFAULT_SCALE, DEFAULT_SEED, type SeedOptions } from "./seed/generate";
import { loggedProgress, type SeedProgress } from "./seed/progress";
import type { DirectoryStore } from "./store";

export type { DirectoryStore } from "./store";
export { DirectoryRequestError } from "./store";
export * from "./types";

let storePromise: Promise<DirectoryStore> | null = null;
let readyPromise: Promise<DirectoryReadiness> | null = null;

export interface DirectoryReadiness {
  engine: "sqlite" | "postgres";
  /** Providers written by this call (0 when the directory was already there). */
  seeded: number;
  providers: number;
}

export interface EnsureDirectoryOptions {
  /** Providers to generate when seeding (default DIRECTORY_SEED_SCALE, else 100,000). */
  scale?: number;
  seed?: string;
  onProgress?: SeedProgress;
}

function seedScale(explicit?: number): number {
  if (explicit !== undefined) return explicit;
  const fromEnv = Number(process.env.DIRECTORY_SEED_SCALE);
  return Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : DEFAULT_SCALE;
}

async function openStore(seed?: {
  options: SeedOptions;
  onProgress?: SeedProgress;
}): Promise<{ store: DirectoryStore; seeded: number }> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const { openPostgresStore } = await import("./postgres/postgresStore");
    return openPostgresStore(
      { connectionString: databaseUrl, schema: process.env.DATABASE_SCHEMA || undefined },
      seed,
    );
  }
  const { ensureSqliteDirectory, openSqliteStore } = await import("./sqlite/sqliteStore");
  const file = defaultSqlitePath();
  const seeded = seed ? await ensureSqliteDirectory(file, seed.options, seed.onProgress) : 0;
  return { store: await openSqliteStore({ file }), seeded };
}

/** The process-wide store. */
export function getDirectoryStore(): Promise<DirectoryStore> {
  storePromise ??= openStore().then((opened) => opened.store);
  storePromise.catch(() => {
    storePromise = null;
  });
  return storePromise;
}

/** Creates, migrates and seeds the directory when it is missing or empty; safe to call from several processes. */
export function ensureDirectoryReady(
  options: EnsureDirectoryOptions = {},
): Promise<DirectoryReadiness> {
  readyPromise ??= (async () => {
    const seed = {
      options: {
        scale: seedScale(options.scale),
        seed: options.seed ?? process.env.DIRECTORY_SEED ?? DEFAULT_SEED,
      },
      onProgress: options.onProgress ?? loggedProgress(),
    };
    const opened = await openStore(seed);
    if (storePromise) {
      await opened.store.close();
    } else {
      storePromise = Promise.resolve(opened.store);
    }
    const store = await storePromise;
    return { engine: store.engine, seeded: opened.seeded, providers: await store.countProviders() };
  })();
  readyPromise.catch(() => {
    readyPromise = null;
  });
  return readyPromise;
}

/** Closes the process-wide store (scripts and tests). */
export async function closeDirectoryStore(): Promise<void> {
  const pending = storePromise;
  storePromise = null;
  readyPromise = null;
  if (pending) await (await pending).close();
}
