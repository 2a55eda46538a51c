/**
 * The one rate limiter of the app: one token bucket per key (a client's IP,
 * `clientIp()` of web/site/requestHost.ts), `capacity` tokens that refill at a
 * steady rate. Bursts up to the capacity go through; after that a key waits for
 * the next token, and the caller answers 429 with Retry-After
 * ({@link tooManyRequests}). Every limit is one of these: the API-wide limit of
 * web/proxy.ts, the inquiry and review limits, the preview-secret failures
 * (docs/security.md lists them and their settings).
 *
 * Memory is bounded: at most `maxKeys` buckets are kept (least recently used out
 * first), and a bucket untouched for as long as a full refill takes is dropped,
 * since it is as good as full. Per process: behind several app instances each
 * counts on its own.
 */
import { LRUCache } from "lru-cache";

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

export interface RateLimiter {
  /** Whether `key` has a token now, without taking one. */
  check(key: string, now?: number): RateLimitDecision;
  /** Takes `cost` tokens from `key` when it has them. */
  consume(key: string, cost?: number, now?: number): RateLimitDecision;
  /** Forgets `key` (its bucket is full again). */
  reset(key: string): void;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

export function createRateLimiter(options: RateLimitOptions): RateLimiter {
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
