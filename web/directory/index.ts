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
export type * from "../rules/model/types";

/**
 * Next bundles the API routes and the pages separately, each with its own copy of this
 * module; keeping the state on `globalThis` gives the process ONE store (one connection,
 * one memory map, one reader pool) instead of one per bundle (issue 14.9).
 */
interface DirectoryState {
  storePromise: Promise<DirectoryStore> | null;
  readyPromise: Promise<DirectoryReadiness> | null;
}
const STATE_KEY = Symbol.for("senior-care-directory.directory-store");
const state: DirectoryState = ((globalThis as Record<symbol, unknown>)[STATE_KEY] ??= {
  storePromise: null,
  readyPromise: null,
}) as DirectoryState;

/** The process-wide store. */
export function getDirectoryStore(): Promise<DirectoryStore> {
  state.storePromise ??= openDirectoryStore().then((opened) => opened.store);
  state.storePromise.catch(() => {
    state.storePromise = null;
  });
  return state.storePromise;
}

/**
 * Opens the process-wide store ahead of the first request and sends one indexed
 * lookup (a provider path no provider has) down each of `connections`
 * connections at once (the SQLite reader pool hands simultaneous queries to
 * different readers), so worker start-up, connection set-up and the index roots
 * are paid at start-up (issue 14.10). Deliberately nothing that scans: a count
 * of the providers would read the whole table into the memory map. The hot
 * pages' own queries are warmed by requesting the pages (web/site/warmUp.ts).
 */
export async function warmDirectoryStore(connections = 2): Promise<void> {
  const store = await getDirectoryStore();
  await Promise.all(
    Array.from({ length: Math.max(1, connections) }, () =>
      store.getProviderByPath("/senior-living/warm-up/probe/none"),
    ),
  );
}

/** Creates, migrates and seeds the directory when it is missing or empty; safe to call from several processes. */
export function ensureDirectoryReady(options: SetUpOptions = {}): Promise<DirectoryReadiness> {
  state.readyPromise ??= (async () => {
    const opened = await openDirectoryStore(seedPlan(options));
    if (state.storePromise) {
      await opened.store.close();
    } else {
      state.storePromise = Promise.resolve(opened.store);
    }
    const store = await state.storePromise;
    return { engine: store.engine, seeded: opened.seeded, providers: await store.countProviders() };
  })();
  state.readyPromise.catch(() => {
    state.readyPromise = null;
  });
  return state.readyPromise;
}

/** Closes the process-wide store (tests). */
export async function closeDirectoryStore(): Promise<void> {
  const pending = state.storePromise;
  state.storePromise = null;
  state.readyPromise = null;
  if (pending) await (await pending).close();
}
