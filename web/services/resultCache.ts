/**
 * A small in-process cache of search answers (spec 3's search sources include CACHE),
 * on `lru-cache`. The directory only changes when it is re-seeded, so an answer stays
 * right for a while; the time limit keeps promotion windows (spec 5) and the like fresh
 * enough. Callers keep promises, so identical searches arriving together share one run
 * of the query.
 */
import { LRUCache } from "lru-cache";

export type ResultCache<T extends object> = LRUCache<string, T>;

/**
 * At most `maxEntries` answers, each kept `ttlMs` (then answered afresh), least
 * recently used out first. None when either is 0: the cache is turned off.
 * `now` is the clock (tests pin it).
 */
export function resultCache<T extends object>(
  maxEntries: number,
  ttlMs: number,
  now?: () => number,
): ResultCache<T> | undefined {
  if (maxEntries <= 0 || ttlMs <= 0) return undefined;
  return new LRUCache<string, T>({
    max: maxEntries,
    ttl: ttlMs,
    ...(now ? { perf: { now }, ttlResolution: 0 } : {}),
  });
}
