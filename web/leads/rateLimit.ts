/**
 * Per-client rate limit of inquiries: a token bucket per client IP, in memory. Each
 * client may send `capacity` inquiries at once, and gets one back every
 * `windowSeconds / capacity` seconds. In memory means per server process: a
 * deployment with several processes allows that many times the rate, which is
 * enough to stop one client flooding the lead table; a shared limit belongs in
 * the proxy in front.
 */
import { LRUCache } from "lru-cache";

export interface RateLimitConfig {
  /** Inquiries a client may send in a burst. */
  capacity: number;
  /** Seconds in which a client gets `capacity` inquiries back. */
  windowSeconds: number;
}

/** Default: 10 inquiries per client, refilled over 10 minutes (one a minute). */
export const DEFAULT_RATE_LIMIT: RateLimitConfig = { capacity: 10, windowSeconds: 600 };

/** Clients remembered at once; the least recently seen are forgotten first. */
const MAX_CLIENTS = 50_000;

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

interface Bucket {
  tokens: number;
  updatedAt: number;
}

export class RateLimiter {
  private readonly buckets = new LRUCache<string, Bucket>({ max: MAX_CLIENTS });
  private readonly refillPerMs: number;

  constructor(
    readonly config: RateLimitConfig,
    private readonly now: () => number = Date.now,
  ) {
    this.refillPerMs = config.capacity / (config.windowSeconds * 1000);
  }

  /** Takes one inquiry from the client's bucket, or says how long to wait for one. */
  take(client: string): RateLimitDecision {
    const now = this.now();
    const bucket = this.buckets.get(client) ?? { tokens: this.config.capacity, updatedAt: now };
    const tokens = Math.min(
      this.config.capacity,
      bucket.tokens + (now - bucket.updatedAt) * this.refillPerMs,
    );
    if (tokens >= 1) {
      this.buckets.set(client, { tokens: tokens - 1, updatedAt: now });
      return { allowed: true };
    }
    this.buckets.set(client, { tokens, updatedAt: now });
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / this.refillPerMs / 1000)),
    };
  }
}

/**
 * INQUIRY_RATE_LIMIT: "<inquiries>/<seconds>" (e.g. "10/600", the default), or "off"
 * (benchmarks, load tests). A value that cannot be read keeps the default.
 */
export function rateLimitFromEnv(value = process.env.INQUIRY_RATE_LIMIT): RateLimitConfig | null {
  const text = value?.trim().toLowerCase();
  if (!text) return DEFAULT_RATE_LIMIT;
  if (text === "off" || text === "0") return null;
  const match = /^(\d+)\s*\/\s*(\d+)$/.exec(text);
  if (!match) return DEFAULT_RATE_LIMIT;
  const capacity = Number(match[1]);
  const windowSeconds = Number(match[2]);
  return capacity > 0 && windowSeconds > 0 ? { capacity, windowSeconds } : DEFAULT_RATE_LIMIT;
}
