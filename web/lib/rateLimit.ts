/**
 * The rate limiters of the app. Every per-client limit (the API-wide limit of
 * web/proxy.ts, the inquiry and review limits, the preview-secret failures;
 * docs/security.md lists them and their settings) is a {@link RateLimiter}: async,
 * keyed by a client's IP (`clientIp()` of web/site/requestHost.ts), and the caller
 * answers a refusal with 429 and Retry-After ({@link tooManyRequests}).
 *
 * Where it counts is decided once per process (web/lib/rateLimitStore.ts): with
 * REDIS_URL (or, without it, DATABASE_URL) every instance counts in the shared store
 * (`sharedRateLimiter`, rate-limiter-flexible), insured by an in-process limiter
 * while the store does not answer; with neither, in this process's memory
 * (`localRateLimiter`), exactly as a single instance always has.
 *
 * The in-memory limiter itself ({@link createRateLimiter}, synchronous) is one
 * token bucket per key: `capacity` tokens that refill at a steady rate. Bursts up
 * to the capacity go through; after that a key waits for the next token. Memory is
 * bounded: at most `maxKeys` buckets are kept (least recently used out first), and a
 * bucket untouched for as long as a full refill takes is dropped, since it is as good
 * as full. The Studio's own per-instance limits (web/api/studioGeoCopy.ts, which
 * guard this instance's worker threads) use it directly.
 */
import { LRUCache } from "lru-cache";
import type { RateLimiterAbstract, RateLimiterRes } from "rate-limiter-flexible";

export interface RateLimitOptions {
  /** Tokens a new key starts with, and the most it can save up. */
  capacity: number;
  /** Milliseconds for one token to come back. */
  refillIntervalMs: number;
  /** Buckets kept at most (default 10,000). */
  maxKeys?: number;
  /** The clock (tests); Date.now by default. */
  clock?: () => number;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** Whole tokens left after this decision. */
  remaining: number;
  /** Seconds until the next token (0 when allowed). */
  retryAfterSeconds: number;
}

/** The in-memory token buckets of one process (synchronous). */
export interface LocalRateLimiter {
  /** Whether `key` has a token now, without taking one. */
  check(key: string, now?: number): RateLimitDecision;
  /** Takes `cost` tokens from `key` when it has them. */
  consume(key: string, cost?: number, now?: number): RateLimitDecision;
  /** Forgets `key` (its bucket is full again). */
  reset(key: string): void;
}

/**
 * A per-client limit as the routes and the proxy use it: counted in this process or
 * in the store every instance shares. Never rejects: a store that fails is replaced
 * by the in-process insurance limiter for that call.
 */
export interface RateLimiter {
  /** Whether `key` may go on now, without counting anything. */
  check(key: string): Promise<RateLimitDecision>;
  /** Counts `cost` against `key`; refused when the key has not that much left. */
  consume(key: string, cost?: number): Promise<RateLimitDecision>;
  /** Forgets `key` (it starts afresh). */
  reset(key: string): Promise<void>;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

export function createRateLimiter(options: RateLimitOptions): LocalRateLimiter {
  const { capacity, refillIntervalMs, clock = Date.now } = options;
  if (!(capacity >= 1) || !(refillIntervalMs > 0)) {
    throw new RangeError(
      "A rate limiter needs a capacity of at least 1 and a positive refill interval",
    );
  }
  const buckets = new LRUCache<string, Bucket>({
    max: options.maxKeys ?? 10_000,
    // A bucket idle for a whole refill is full again: forgetting it changes nothing.
    ttl: Math.ceil(capacity * refillIntervalMs),
    updateAgeOnGet: false,
  });

  function current(key: string, now: number): Bucket {
    const bucket = buckets.get(key);
    if (!bucket) return { tokens: capacity, updatedAt: now };
    const refilled = Math.max(0, now - bucket.updatedAt) / refillIntervalMs;
    return { tokens: Math.min(capacity, bucket.tokens + refilled), updatedAt: now };
  }

  function decision(bucket: Bucket, cost: number, allowed: boolean): RateLimitDecision {
    const missing = allowed ? 0 : cost - bucket.tokens;
    return {
      allowed,
      remaining: Math.floor(bucket.tokens),
      retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((missing * refillIntervalMs) / 1000)),
    };
  }

  return {
    check(key, now = clock()) {
      const bucket = current(key, now);
      return decision(bucket, 1, bucket.tokens >= 1);
    },
    consume(key, cost = 1, now = clock()) {
      const bucket = current(key, now);
      const allowed = bucket.tokens >= cost;
      if (allowed) bucket.tokens -= cost;
      buckets.set(key, bucket);
      return decision(bucket, cost, allowed);
    },
    reset(key) {
      buckets.delete(key);
    },
  };
}

/** A limit counted in this process's memory only: the token buckets, behind the async API. */
export function localRateLimiter(options: RateLimitOptions): RateLimiter {
  const buckets = createRateLimiter(options);
  return {
    check: async (key) => buckets.check(key),
    consume: async (key, cost = 1) => buckets.consume(key, cost),
    reset: async (key) => buckets.reset(key),
  };
}

/** What a store-backed limiter reports: each failed call, and each answered one. */
export interface RateLimitStoreHooks {
  onError?(error: unknown): void;
  onAnswer?(): void;
}

/**
 * A limit as rate-limiter-flexible counts it: `points` per fixed window of `duration`
 * seconds, in its store. A call the store fails (down, a timeout: anything but a
 * refusal) is answered by `fallback`, the insurance limiter, so a limit never turns
 * into an error for the visitor.
 */
export function sharedRateLimiter(
  limiter: RateLimiterAbstract,
  fallback: RateLimiter,
  hooks: RateLimitStoreHooks = {},
): RateLimiter {
  const onError = (error: unknown) => hooks.onError?.(error);
  const answered = () => hooks.onAnswer?.();
  const points = limiter.points;
  const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
  const isRefusal = (value: unknown): value is RateLimiterRes =>
    typeof value === "object" && value !== null && "msBeforeNext" in value;
  return {
    async check(key) {
      try {
        const state = await limiter.get(key);
        answered();
        const used = state?.consumedPoints ?? 0;
        const allowed = used < points;
        return {
          allowed,
          remaining: Math.max(0, points - used),
          retryAfterSeconds: allowed ? 0 : seconds(state?.msBeforeNext ?? 0),
        };
      } catch (error) {
        onError(error);
        return fallback.check(key);
      }
    },
    async consume(key, cost = 1) {
      try {
        const state = await limiter.consume(key, cost);
        answered();
        return { allowed: true, remaining: state.remainingPoints, retryAfterSeconds: 0 };
      } catch (refusal) {
        if (!isRefusal(refusal)) {
          onError(refusal);
          return fallback.consume(key, cost);
        }
        answered();
        return { allowed: false, remaining: 0, retryAfterSeconds: seconds(refusal.msBeforeNext) };
      }
    },
    async reset(key) {
      try {
        await limiter.delete(key);
        answered();
      } catch (error) {
        onError(error);
        await fallback.reset(key);
      }
    },
  };
}

/** The 429 answer for a refused decision, with Retry-After in seconds. */
export function tooManyRequests(
  decision: RateLimitDecision,
  message = "Too many requests. Please try again later.",
): Response {
  return Response.json(
    { error: message, statusCode: 429 },
    {
      status: 429,
      headers: {
        "retry-after": String(Math.max(1, decision.retryAfterSeconds)),
        "cache-control": "no-store",
      },
    },
  );
}

/** How a limit setting is read ("<requests>/<seconds>" or "off"): web/lib/config.ts. */
export { rateLimitSetting } from "./config";
