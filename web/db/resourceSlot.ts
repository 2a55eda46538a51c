/**
 * A store opened once per process. Next bundles the instrumentation hook, the API
 * routes and the pages separately, each with its own copy of every module: the slot
 * lives on `globalThis` (keep the slots in `processSingleton(...)`, web/lib/processSingleton.ts), so the process has ONE store (one
 * connection pool, one memory map, one reader pool) instead of one per bundle (issue 14.9).
 */
/** A promise kept until it fails (then the next `get` opens again) or is taken. */
export class ResourceSlot<T> {
  private pending: Promise<T> | null = null;

  /** The value, opening it with `open` when there is none (or the last open failed). */
  get(open: () => Promise<T>): Promise<T> {
    return this.pending ?? this.set(open());
  }

  /** The value if one is open or opening, else null (nothing is opened). */
  peek(): Promise<T> | null {
    return this.pending;
  }

  /** Keeps `value` (until it fails). */
  set(value: Promise<T>): Promise<T> {
    this.pending = value;
    value.catch(() => {
      if (this.pending === value) this.pending = null;
    });
    return value;
  }

  /** Forgets the value and hands it to the caller (to close it). */
  take(): Promise<T> | null {
    const pending = this.pending;
    this.pending = null;
    return pending;
  }
}
