import { afterEach, describe, expect, it } from "@jest/globals";
import {
  API_RATE_LIMIT_MESSAGE,
  RATE_LIMIT_DEFAULTS,
  limitApiRequest,
  rateLimiterFor,
} from "@web/api/rateLimits";
import { SOCKET_ADDRESS_HEADER, SOCKET_ADDRESS_HOOK } from "@web/site/requestHost";

const registry = globalThis as Record<symbol, unknown>;

function apiRequest(headers: Record<string, string>): Request {
  return new Request("http://main.localhost/api/v2/faceted-search?keyword=Austin", { headers });
}

afterEach(() => {
  delete process.env.TRUST_PROXY;
  delete registry[SOCKET_ADDRESS_HOOK];
});

describe("the API-wide rate limit (issue 14.12)", () => {
  it("lets a client's burst through up to API_RATE_LIMIT, then answers 429 with Retry-After", async () => {
    registry[SOCKET_ADDRESS_HOOK] = true;
    const limiter = rateLimiterFor("api", { API_RATE_LIMIT: "3/60" });
    const fromPeer = () => apiRequest({ [SOCKET_ADDRESS_HEADER]: "203.0.113.9" });
    for (let i = 0; i < 3; i += 1) expect(await limitApiRequest(limiter, fromPeer())).toBeNull();
    const refused = await limitApiRequest(limiter, fromPeer());
    expect(refused?.status).toBe(429);
    expect(refused?.headers.get("retry-after")).toBe("20");
    expect(refused?.headers.get("cache-control")).toBe("no-store");
    expect(await refused?.json()).toEqual({ error: API_RATE_LIMIT_MESSAGE, statusCode: 429 });
    // Another TCP peer has its own bucket.
    expect(
      await limitApiRequest(limiter, apiRequest({ [SOCKET_ADDRESS_HEADER]: "203.0.113.10" })),
    ).toBeNull();
  });

  it("counts the client a trusted proxy names, not the proxy itself", async () => {
    registry[SOCKET_ADDRESS_HOOK] = true;
    process.env.TRUST_PROXY = "1";
    const limiter = rateLimiterFor("api", { API_RATE_LIMIT: "1/60" });
    const via = (client: string) =>
      apiRequest({ [SOCKET_ADDRESS_HEADER]: "10.0.0.2", "x-forwarded-for": client });
    expect(await limitApiRequest(limiter, via("198.51.100.1"))).toBeNull();
    expect((await limitApiRequest(limiter, via("198.51.100.1")))?.status).toBe(429);
    expect(await limitApiRequest(limiter, via("198.51.100.2"))).toBeNull();
  });

  it("without TRUST_PROXY, a client cannot dodge its bucket with X-Forwarded-For", async () => {
    registry[SOCKET_ADDRESS_HOOK] = true;
    const limiter = rateLimiterFor("api", { API_RATE_LIMIT: "1/60" });
    const claiming = (client: string) =>
      apiRequest({ [SOCKET_ADDRESS_HEADER]: "203.0.113.9", "x-forwarded-for": client });
    expect(await limitApiRequest(limiter, claiming("198.51.100.1"))).toBeNull();
    expect((await limitApiRequest(limiter, claiming("198.51.100.2")))?.status).toBe(429);
  });

  it("is off with API_RATE_LIMIT=off", async () => {
    const limiter = rateLimiterFor("api", { API_RATE_LIMIT: "off" });
    expect(limiter).toBeNull();
    expect(await limitApiRequest(limiter, apiRequest({}))).toBeNull();
  });

  it("defaults: generous for the API, strict for inquiries and reviews", async () => {
    expect(RATE_LIMIT_DEFAULTS).toEqual({ api: "1200/60", inquiry: "10/600", review: "5/3600" });
    for (const name of ["api", "inquiry", "review"] as const) {
      expect(rateLimiterFor(name, {})).not.toBeNull();
    }
    const inquiries = rateLimiterFor("inquiry", {})!;
    const decisions = [];
    for (let i = 0; i < 11; i += 1) decisions.push((await inquiries.consume("a")).allowed);
    expect(decisions.filter(Boolean)).toHaveLength(10);
    expect((await inquiries.consume("a")).retryAfterSeconds).toBe(60);
  });
});
