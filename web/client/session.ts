/**
 * The visitor's analytics session (spec 3 "Session": ID, Expiration; spec 4: created with
 * a 30-minute expiry, extended while the visitor is active, discarded once expired; spec 9:
 * lifetime 1,800,000 ms, extended by 30 s on unload). Kept in localStorage so every tab of
 * the site shares one session; the clock and the storage are parameters for the tests.
 */

export const SESSION_LIFETIME_MS = 1_800_000;
export const SESSION_UNLOAD_EXTENSION_MS = 30_000;
export const SESSION_STORAGE_KEY = "analyticsSession";

export interface Session {
  id: string;
  /** Epoch milliseconds after which the session is discarded. */
  expiration: number;
}

export interface SessionState {
  session: Session;
  /** True when this call created the session (then `sessionStart` fires). */
  isNew: boolean;
}

type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function read(storage: KeyValueStorage): Session | null {
  try {
    const parsed = JSON.parse(storage.getItem(SESSION_STORAGE_KEY) ?? "null") as unknown;
    if (!parsed || typeof parsed !== "object") return null;
    const { id, expiration } = parsed as Record<string, unknown>;
    return typeof id === "string" && id && typeof expiration === "number"
      ? { id, expiration }
      : null;
  } catch {
    return null;
  }
}

function write(storage: KeyValueStorage, session: Session) {
  try {
    storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  } catch {
    // Storage full or blocked: the session lives for this page only.
  }
}

const newId = () =>
  typeof crypto !== "undefined" && typeof crypto.randomUUID === "function"
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * The current session, extended to now + 30 minutes, or a new one when there is none or
 * it has expired (the expired one is discarded).
 */
export function touchSession(storage: KeyValueStorage, now = Date.now()): SessionState {
  const current = read(storage);
  if (current && current.expiration > now) {
    const session = { id: current.id, expiration: now + SESSION_LIFETIME_MS };
    write(storage, session);
    return { session, isNew: false };
  }
  if (current) storage.removeItem(SESSION_STORAGE_KEY);
  const session = { id: newId(), expiration: now + SESSION_LIFETIME_MS };
  write(storage, session);
  return { session, isNew: true };
}

/** spec 9: on unload the session's timeout is extended by 30 s (never shortened). */
export function extendSessionOnUnload(storage: KeyValueStorage, now = Date.now()): void {
  const current = read(storage);
  if (!current || current.expiration <= now) return;
  write(storage, {
    id: current.id,
    expiration: Math.max(current.expiration, now + SESSION_UNLOAD_EXTENSION_MS),
  });
}
