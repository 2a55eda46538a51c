import {
  extendSessionOnUnload,
  SESSION_LIFETIME_MS,
  SESSION_STORAGE_KEY,
  touchSession,
} from "@web/client/session";

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    values,
  };
}

describe("analytics session (spec 3, 4, 9)", () => {
  const start = Date.UTC(2026, 10, 2, 12);

  it("creates a session with a 30-minute expiry", () => {
    const storage = memoryStorage();
    const { session, isNew } = touchSession(storage, start);
    expect(isNew).toBe(true);
    expect(session.expiration).toBe(start + 1_800_000);
    expect(JSON.parse(storage.values.get(SESSION_STORAGE_KEY)!)).toEqual(session);
  });

  it("continues and extends a session that has not expired", () => {
    const storage = memoryStorage();
    const first = touchSession(storage, start).session;
    const later = start + SESSION_LIFETIME_MS - 1;
    const next = touchSession(storage, later);
    expect(next.isNew).toBe(false);
    expect(next.session.id).toBe(first.id);
    expect(next.session.expiration).toBe(later + SESSION_LIFETIME_MS);
  });

  it("discards an expired session and starts a new one", () => {
    const storage = memoryStorage();
    const first = touchSession(storage, start).session;
    const next = touchSession(storage, start + SESSION_LIFETIME_MS);
    expect(next.isNew).toBe(true);
    expect(next.session.id).not.toBe(first.id);
  });

  it("starts afresh over unreadable stored data", () => {
    const storage = memoryStorage();
    storage.setItem(SESSION_STORAGE_KEY, "{not json");
    expect(touchSession(storage, start).isNew).toBe(true);
    storage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ id: 4, expiration: "soon" }));
    expect(touchSession(storage, start).isNew).toBe(true);
  });

  it("extends the timeout by 30 s on unload, never shortening it", () => {
    const storage = memoryStorage();
    const { session } = touchSession(storage, start);
    const nearEnd = session.expiration - 10_000;
    extendSessionOnUnload(storage, nearEnd);
    expect(touchSession(storage, nearEnd + 25_000).isNew).toBe(false);
    const fresh = memoryStorage();
    const long = touchSession(fresh, start).session;
    extendSessionOnUnload(fresh, start);
    expect(JSON.parse(fresh.values.get(SESSION_STORAGE_KEY)!).expiration).toBe(long.expiration);
  });
});
