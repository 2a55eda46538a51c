import {
  DEFAULT_SAVED_LIMIT,
  readSavedProviders,
  writeSavedProviders,
} from "@web/client/savedProvidersCookie";

/**
 * The saved ids as an external store over the `savedProviders` cookie, shared
 * by every toggle and list on the page (and re-read when the tab regains
 * focus, in case another tab changed it). For `useSyncExternalStore`: the
 * snapshot keeps its identity while the cookie is unchanged.
 */

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: { cookie: string; limit: number; ids: readonly string[] } | null = null;

const EMPTY: readonly string[] = Object.freeze([]);

export function savedIdsSnapshot(limit = DEFAULT_SAVED_LIMIT): readonly string[] {
  if (typeof document === "undefined") return EMPTY;
  const cookie = document.cookie;
  if (cached && cached.cookie === cookie && cached.limit === limit) return cached.ids;
  cached = { cookie, limit, ids: Object.freeze(readSavedProviders(cookie, limit)) };
  return cached.ids;
}

function notify() {
  for (const listener of [...listeners]) listener();
}

export function subscribeSavedIds(listener: Listener): () => void {
  listeners.add(listener);
  if (listeners.size === 1 && typeof window !== "undefined") {
    window.addEventListener("focus", notify);
    document.addEventListener("visibilitychange", notify);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== "undefined") {
      window.removeEventListener("focus", notify);
      document.removeEventListener("visibilitychange", notify);
    }
  };
}

/** Writes the ids (throws when the cookie did not stick) and tells every subscriber. */
export function storeSavedIds(ids: readonly string[]): void {
  try {
    writeSavedProviders(ids);
  } finally {
    notify();
  }
}
