import { describe, expect, it } from "@jest/globals";
import { createRateLimiter, rateLimitSetting, tooManyRequests } from "@web/lib/rateLimit";

describe("token-bucket rate limiter", () => {
  it("lets a burst up to the capacity through, then refuses with the wait for the next token", () => {
    const limiter = createRateLimiter({ capacity: 3, refillIntervalMs: 10_000 });
    const t0 = 1_000_000;
    expect([1, 2, 3].map(() => limiter.consume("a", 1, t0).allowed)).toEqual([true, true, true]);
    const refused = limiter.consume("a", 1, t0 + 2_500);
    expect(refused).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 8 });
    expect(limiter.check("a", t0 + 2_500).allowed).toBe(false);
    expect(limiter.check("a", t0 + 10_000).allowed).toBe(true);
    expect(limiter.consume("a", 1, t0 + 10_000).allowed).toBe(true);
    expect(limiter.consume("a", 1, t0 + 10_000).allowed).toBe(false);
  });

  it("counts each key on its own and never saves up more than the capacity", () => {
    const limiter = createRateLimiter({ capacity: 2, refillIntervalMs: 1_000 });
    const t0 = 5_000_000;
    limiter.consume("a", 2, t0);
    expect(limiter.check("a", t0).allowed).toBe(false);
    expect(limiter.check("b", t0).allowed).toBe(true);
    limiter.consume("a", 1, t0 + 60_000);
    expect(limiter.consume("a", 2, t0 + 60_000).allowed).toBe(false);
  });

  it("does not take a token to check, and forgets a key on reset", () => {
    const limiter = createRateLimiter({ capacity: 1, refillIntervalMs: 60_000 });
    for (let i = 0; i < 5; i += 1) expect(limiter.check("a").allowed).toBe(true);
    limiter.consume("a");
    expect(limiter.check("a").allowed).toBe(false);
    limiter.reset("a");
    expect(limiter.check("a").allowed).toBe(true);
  });

  it("keeps at most maxKeys buckets (a flood of new keys cannot grow memory)", () => {
    const limiter = createRateLimiter({ capacity: 1, refillIntervalMs: 60_000, maxKeys: 100 });
    limiter.consume("first");
    for (let i = 0; i < 1_000; i += 1) limiter.consume(`key-${i}`);
    // The oldest bucket was let go: as good as full.
    expect(limiter.check("first").allowed).toBe(true);
    expect(limiter.check("key-999").allowed).toBe(false);
  });

  it("refuses a nonsensical configuration", () => {
    expect(() => createRateLimiter({ capacity: 0, refillIntervalMs: 1 })).toThrow(RangeError);
    expect(() => createRateLimiter({ capacity: 1, refillIntervalMs: 0 })).toThrow(RangeError);
  });

  it("answers 429 with Retry-After", async () => {
    const response = tooManyRequests({ allowed: false, remaining: 0, retryAfterSeconds: 42 });
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("42");
    expect(await response.json()).toEqual({
      error: "Too many requests. Please try again later.",
      statusCode: 429,
    });
  });

  it("reads the time from its clock when a call gives none", () => {
    let now = 0;
    const limiter = createRateLimiter({ capacity: 1, refillIntervalMs: 30_000, clock: () => now });
    expect(limiter.consume("a").allowed).toBe(true);
    expect(limiter.consume("a")).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 30 });
    now += 29_000;
    expect(limiter.consume("a").retryAfterSeconds).toBe(1);
    now += 1_000;
    expect(limiter.consume("a").allowed).toBe(true);
  });
});

describe("a limit as the settings write it", () => {
  it("reads '<requests>/<seconds>' as a burst and the time to refill it", () => {
    expect(rateLimitSetting("10/600", "1/1")).toEqual({ capacity: 10, refillIntervalMs: 60_000 });
    expect(rateLimitSetting(" 20 / 60 ", "1/1")).toEqual({ capacity: 20, refillIntervalMs: 3_000 });
  });

  it("turns the limit off with 'off' or '0'", () => {
    expect(rateLimitSetting("off", "10/600")).toBeNull();
    expect(rateLimitSetting("OFF", "10/600")).toBeNull();
    expect(rateLimitSetting("0", "10/600")).toBeNull();
  });

  it("keeps the default when the setting is unset or cannot be read", () => {
    const fallback = { capacity: 10, refillIntervalMs: 60_000 };
    expect(rateLimitSetting(undefined, "10/600")).toEqual(fallback);
    expect(rateLimitSetting("", "10/600")).toEqual(fallback);
    expect(rateLimitSetting("lots", "10/600")).toEqual(fallback);
    expect(rateLimitSetting("0/60", "10/600")).toEqual(fallback);
    expect(rateLimitSetting("10/0", "10/600")).toEqual(fallback);
    expect(rateLimitSetting("-5/60", "10/600")).toEqual(fallback);
  });
});
