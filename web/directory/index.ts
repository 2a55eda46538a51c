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
import { ResourceSlot } from "@web/db/resourceSlot";
import { processSingleton } from "@web/lib/processSingleton";
import { openDirectoryStore, seedPlan, type DirectoryReadiness, type SetUpOptions } from "./setup";
import type { DirectoryStore } from "./store";

export type { DirectoryStore } from "./store";
export { DirectoryRequestError } from "./store";
export type { DirectoryReadiness } from "./setup";
export type * from "../rules/model/types";

/** One store per process, whichever bundle asks (web/db/resourceSlot.ts). */
const state = processSingleton("directory-store", () => ({
  store: new ResourceSlot<DirectoryStore>(),
  ready: new ResourceSlot<DirectoryReadiness>(),
}));

/** The process-wide store. */
export function getDirectoryStore(): Promise<DirectoryStore> {
  return state.store.get(() => openDirectoryStore().then((opened) => opened.store));
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
  return state.ready.get(async () => {
    const opened = await openDirectoryStore(seedPlan(options));
    // A store another caller opened meanwhile stays the process's one.
    const existing = state.store.peek();
    if (existing) await opened.store.close();
    const store = await (existing ?? state.store.set(Promise.resolve(opened.store)));
    return { engine: store.engine, seeded: opened.seeded, providers: await store.countProviders() };
  });
}

/** Closes the process-wide store (tests). */
export async function closeDirectoryStore(): Promise<void> {
  const pending = state.store.take();
  state.ready.take();
  if (pending) await (await pending).close();
}
