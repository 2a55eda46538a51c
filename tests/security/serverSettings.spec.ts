import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { HOT_PAGES } from "@web/site/hotPages";
import { nonceOfPolicy } from "@web/site/securityHeaders";
import { PORT, policies, rawRequest, startServer, type SpawnedServer } from "./support";

/**
 * The settings of docs/security.md (PREVIEW_SECRET, TRUST_PROXY,
 * SANITY_STUDIO_ORIGIN, API_RATE_LIMIT; issue 14.3, 14.5, 14.7, 14.12) and the
 * start-up warm-up (WARM_UP, issue 14.10) on production servers of the current
 * build, each started with its own environment (the suite's main server has
 * PREVIEW_SECRET set and no TRUST_PROXY).
 */

test.describe.configure({ mode: "serial" });

test.describe("without PREVIEW_SECRET (and with a Studio elsewhere)", () => {
  let server: SpawnedServer;
  test.beforeAll(async () => {
    server = await startServer(PORT + 1, {
      SANITY_STUDIO_ORIGIN: "https://studio.example/desk",
      WARM_UP: "on",
    });
  });
  test.afterAll(async () => server?.stop());

  test("says at start-up, in one structured line, that draft preview is off", async () => {
    const lines = server.output.filter((line) => line.includes('"draft-preview-disabled"'));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? "{}")).toMatchObject({
      level: "warn",
      event: "draft-preview-disabled",
      enabled: false,
    });
  });

  test("lets only SANITY_STUDIO_ORIGIN frame its pages", async () => {
    const page = await rawRequest("/about", { port: server.port });
    const framing = policies(page).filter((policy) => policy.includes("frame-ancestors"));
    expect(framing.length).toBeGreaterThan(0);
    for (const policy of framing)
      expect(policy).toContain("frame-ancestors https://studio.example");
  });

  test("refuses the documented local secret: no draft cookie, no redirect", async () => {
    const response = await rawRequest(
      "/api/draft-mode/enable?secret=local-preview&redirect=/about",
      { port: server.port },
    );
    expect(response.status).toBe(403);
    expect(response.headers["set-cookie"]).toBeUndefined();
    expect(response.headers.location).toBeUndefined();
  });
});

test.describe("with PREVIEW_SECRET, inquiry-v4, and the HubSpot chat on with a local script", () => {
  const secret = `s3cret-${Date.now()}`;
  let server: SpawnedServer;
  // Stands in for HubSpot's embed script (spec 9 `hubspot-chat`): it marks the page it ran in.
  let chatScript: http.Server;
  let chatScriptUrl = "";
  let chatScriptHits = 0;
  test.beforeAll(async () => {
    chatScript = http.createServer((request, response) => {
      chatScriptHits += 1;
      response.writeHead(200, { "content-type": "text/javascript" });
      response.end('document.documentElement.dataset.hubspotChat = "ran";');
    });
    await new Promise<void>((resolve) => chatScript.listen(0, "127.0.0.1", resolve));
    chatScriptUrl = `http://127.0.0.1:${(chatScript.address() as AddressInfo).port}/chat.js`;
    server = await startServer(PORT + 2, {
      PREVIEW_SECRET: secret,
      FEATURE_FLAGS: "hubspot-chat,inquiry-v4",
      HUBSPOT_CHAT_SCRIPT_URL: chatScriptUrl,
      PARTNER_API_TOKENS: "e2e:e2e-partner-token-0123456789",
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    chatScript?.close();
  });

  test("loads the chat script once, by the page's nonce, and opens the policy to it", async ({
    page,
  }) => {
    const answer = await page.goto(`http://main.localhost:${server.port}/about`);
    const policy = answer?.headers()["content-security-policy"] ?? "";
    const origin = new URL(chatScriptUrl).origin;
    expect(policy).toMatch(
      new RegExp(`script-src 'self' 'nonce-[^']+' 'strict-dynamic' ${origin} `),
    );
    expect(policy).toMatch(/frame-src 'self' [^;]* https:\/\/app\.hubspot\.com(;|$)/);
    expect(policy).toContain("connect-src 'self' https://api.hubspot.com");
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.hubspotChat))
      .toBe("ran");
    const loaded = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLScriptElement>("script#hs-script-loader")].map(
        (script) => ({ src: script.src, nonce: script.nonce }),
      ),
    );
    expect(loaded).toEqual([{ src: chatScriptUrl, nonce: nonceOfPolicy(policy) }]);
    expect(chatScriptHits).toBe(1);
    // The real chat wins over the faux one the seed turns on for the alternate site.
    const alt = await rawRequest("/about", {
      port: server.port,
      host: `alt.localhost:${server.port}`,
    });
    expect(alt.body).not.toContain("data-faux-chat");
    expect(String(alt.headers["content-security-policy"])).toContain(origin);
  });

  test("opens the v4 partner inquiry while inquiry-v4 is on (the suite's server has it off)", async ({
    request,
  }) => {
    const response = await request.post(`http://localhost:${server.port}/api/v4/partner/inquiry`, {
      data: {
        submission_id: `v4-${Date.now()}`,
        who_are_you_looking_for: "Parent(s)",
        full_name: "Grace Hopper",
        phone_number: "512-555-0178",
        email: "grace@example.com",
        landing_page_url: "https://partner.example/listing",
      },
      headers: { "x-partner-token": "e2e-partner-token-0123456789" },
    });
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({
      result: { status: "created" },
      error_code: null,
      error_message: null,
    });
  });

  const enable = (guess: string, headers?: Record<string, string>) =>
    rawRequest(`/api/draft-mode/enable?secret=${encodeURIComponent(guess)}&redirect=/about`, {
      port: server.port,
      headers,
    });

  test("turns preview on with the secret and nothing else", async () => {
    expect((await enable("local-preview")).status).toBe(401);
    const right = await enable(secret);
    expect(right.status).toBe(307);
    expect(right.headers.location).toBe("/about");
    expect(String(right.headers["set-cookie"])).toContain("__prerender_bypass=");
  });

  test("throttles wrong guesses (429 + Retry-After), the right secret too, whatever X-Forwarded-For says", async () => {
    const statuses: number[] = [];
    for (let guess = 0; guess < 5; guess += 1) {
      statuses.push((await enable(`wrong-${guess}`)).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const throttled = await enable("wrong-5");
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers["retry-after"])).toBeGreaterThan(0);
    // The limit holds for the right secret, and a client cannot step around it by
    // claiming another address: without TRUST_PROXY the TCP peer counts.
    expect((await enable(secret)).status).toBe(429);
    expect((await enable(secret, { "x-forwarded-for": "203.0.113.77" })).status).toBe(429);
  });

  test("is ready at once when the warm-up is off", async () => {
    for (const probe of ["/api/health/live", "/api/health/ready"]) {
      const answer = await rawRequest(probe, { port: server.port });
      expect(answer.status).toBe(200);
      expect(answer.headers["cache-control"]).toBe("no-store");
    }
  });

  test("takes its site from the Host header, not a client's X-Forwarded-Host", async () => {
    const spoofed = await rawRequest("/about", {
      port: server.port,
      host: `main.localhost:${server.port}`,
      headers: { "x-forwarded-host": `alt.localhost:${server.port}` },
    });
    expect(spoofed.body).toContain('data-site="main"');
  });
});

test.describe("behind a trusted proxy (TRUST_PROXY=1)", () => {
  let server: SpawnedServer;
  test.beforeAll(async () => {
    server = await startServer(PORT + 1, { TRUST_PROXY: "1", PREVIEW_SECRET: "proxy-secret" });
  });
  test.afterAll(async () => server?.stop());

  test("takes the site from X-Forwarded-Host and the client from X-Forwarded-For", async () => {
    const forwarded = await rawRequest("/about", {
      port: server.port,
      host: "10.0.0.5:3000",
      headers: { "x-forwarded-host": "alt.localhost", "x-forwarded-proto": "https" },
    });
    expect(forwarded.body).toContain('data-site="alt"');

    const enable = (client: string) =>
      rawRequest("/api/draft-mode/enable?secret=wrong", {
        port: server.port,
        headers: { "x-forwarded-for": `198.51.100.1, ${client}` },
      });
    for (let guess = 0; guess < 5; guess += 1)
      expect((await enable("203.0.113.1")).status).toBe(401);
    expect((await enable("203.0.113.1")).status).toBe(429);
    // Another client behind the same proxy is counted on its own.
    expect((await enable("203.0.113.2")).status).toBe(401);
  });
});

test.describe("at start-up (WARM_UP on, as in production)", () => {
  let server: SpawnedServer;
  test.beforeAll(async () => {
    server = await startServer(PORT + 1, { WARM_UP: "on" });
  });
  test.afterAll(async () => server?.stop());

  test("answers at once, then warms the store and every hot page, and says so", async () => {
    // startServer resolved on the first answer; the warm-up goes on behind it. Alive at
    // once, but not ready for visitors until the warm-up is over (issue 28.9).
    const live = await rawRequest("/api/health/live", { port: server.port });
    expect(live.status).toBe(200);
    const early = await rawRequest("/api/health/ready", { port: server.port });
    expect(early.status).toBe(503);
    expect(early.headers["cache-control"]).toBe("no-store");
    expect(Number(early.headers["retry-after"])).toBeGreaterThan(0);
    expect(JSON.parse(early.body)).toMatchObject({ status: "warming-up" });
    const warmUpLine = () =>
      server.output
        .filter((line) => line.includes('"event":"page-warm-up"'))
        .map((line) => JSON.parse(line) as { pages: number; warmed: number })[0];
    await expect.poll(warmUpLine, { timeout: 90_000 }).toBeDefined();
    expect(warmUpLine()).toMatchObject({ pages: HOT_PAGES.length, warmed: HOT_PAGES.length });
    expect(server.output.some((line) => line.includes('"event":"store-warm-up"'))).toBe(true);
    expect(server.output.filter((line) => /warm-up-(failed|status)/.test(line))).toEqual([]);
    const ready = await rawRequest("/api/health/ready", { port: server.port });
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.body)).toMatchObject({ status: "ready" });
  });
});

test.describe("the API-wide rate limit (API_RATE_LIMIT=20/60, TRUST_PROXY=1)", () => {
  let server: SpawnedServer;
  test.beforeAll(async () => {
    server = await startServer(PORT + 2, { API_RATE_LIMIT: "20/60", TRUST_PROXY: "1" });
  });
  test.afterAll(async () => server?.stop());

  const SUGGEST = "/api/v1/location/autocomplete-suggestions?q=Aus";
  const from = (client: string, path = SUGGEST) =>
    rawRequest(path, { port: server.port, headers: { "x-forwarded-for": client } });

  test("answers a client's burst past the limit with 429 and Retry-After; other clients go on", async () => {
    // The readiness probe came from no forwarded client: its bucket is the proxy's own.
    const burst = [];
    for (let i = 0; i < 20; i += 1) burst.push((await from("198.51.100.7")).status);
    expect(burst.filter((status) => status === 429)).toEqual([]);

    const limited = await from("198.51.100.7");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers["retry-after"])).toBeLessThanOrEqual(3);
    expect(limited.headers["cache-control"]).toBe("no-store");
    expect(limited.headers["x-content-type-options"]).toBe("nosniff");
    expect(JSON.parse(limited.body)).toEqual({
      error: "Too many requests from your connection. Please slow down.",
      statusCode: 429,
    });
    // Every API route counts, not only the one that was hammered.
    expect((await from("198.51.100.7", "/api/v2/location/no-such-provider")).status).toBe(429);

    // Another client behind the same proxy has its own bucket...
    expect((await from("198.51.100.8")).status).toBe(200);
    // ...and the limit covers the API only: the limited client still gets pages.
    expect((await from("198.51.100.7", "/about")).status).toBe(200);
  });
});
