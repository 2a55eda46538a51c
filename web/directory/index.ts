/**
 * The provider directory as the app uses it (server-side only): one store per process,
 * SQLite by default, PostgreSQL when DATABASE_URL is set.
 *
 * - `getDirectoryStore()` opens the store (it does not seed).
 * - `ensureDirectoryReady()` creates, migrates and seeds it when missing or
 *   empty (DIRECTORY_SEED_SCALE providers, default 100,000), logging progress.
 *
 * Scripts that only set the directory up use setup.ts, which plain Node can run.
 */
import "server-only";
import { openDirectoryStore, seedPlan, type DirectoryReadiness, type SetUpOptions } from "./setup";
import type { DirectoryStore } from "./store";

export type { DirectoryStore } from "./store";
export { DirectoryRequestError } from "./store";
export type { DirectoryReadiness } from "./setup";
export type * from "./types";

let storePromise: Promise<DirectoryStore> | null = null;
let readyPromise: Promise<DirectoryReadiness> | null = null;

/** The process-wide store. */
export function getDirectoryStore(): Promise<DirectoryStore> {
  storePromise ??= openDirectoryStore().then((opened) => opened.store);
  storePromise.catch(() => {
    storePromise = null;
  });
  return storePromise;
}

/** Creates, migrates and seeds the directory when it is missing or empty; safe to call from several processes. */
export function ensureDirectoryReady(options: SetUpOptions = {}): Promise<DirectoryReadiness> {
  readyPromise ??= (async () => {
    const opened = await openDirectoryStore(seedPlan(options));
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

/** Closes the process-wide store (tests). */
export async function closeDirectoryStore(): Promise<void> {
  const pending = storePromise;
  storePromise = null;
  readyPromise = null;
  if (pending) await (await pending).close();
}
