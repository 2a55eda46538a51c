import type { APIRequestContext, APIResponse } from "@playwright/test";
import { expect, PORT, test } from "./fixtures";

/**
 * Issue 16: the Studio's geo copy routes over real HTTP, as the Studio (another
 * origin) calls them: a CORS preflight, then the POST with the editor's credential
 * (issue 28.1: the test server's preview secret, playwright.config.ts).
 */
const SITE = `http://localhost:${PORT}`;
const STUDIO = "http://localhost:3333";
const EDITOR = { authorization: "Bearer local-preview" };

/**
 * A check, asked again while the site runs another of this client's (429 busy: every
 * test is the same client, and the security suite's long check may be running).
 */
async function postCheck(request: APIRequestContext, data: unknown): Promise<APIResponse> {
  const until = Date.now() + 90_000;
  for (;;) {
    const response = await request.post(`${SITE}/api/studio/geo-copy-check`, {
      headers: { origin: STUDIO, ...EDITOR },
      data,
      timeout: 60_000,
    });
    const busy = [429, 503].includes(response.status()) && (await response.json()).busy === true;
    if (!busy || Date.now() > until) return response;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

test.describe("the Studio's geo copy routes", () => {
  test("answer the Studio's preflight and render the copy of a city", async ({ request }) => {
    const preflight = await request.fetch(`${SITE}/api/studio/geo-copy-preview`, {
      method: "OPTIONS",
      headers: {
        origin: STUDIO,
        "access-control-request-method": "POST",
        "access-control-request-headers": "authorization, content-type",
      },
    });
    expect(preflight.status()).toBe(204);
    expect(preflight.headers()["access-control-allow-origin"]).toBe(STUDIO);
    expect(preflight.headers()["access-control-allow-headers"]).toBe("authorization, content-type");

    const response = await request.post(`${SITE}/api/studio/geo-copy-preview`, {
      headers: { origin: STUDIO, ...EDITOR },
      data: {
        template:
          "{{careTypeName}} in {{city}}, {{stateCode}}: {{number providerCount}} communities.",
        careType: "assisted-living",
        place: "Austin, TX",
      },
    });
    expect(response.status()).toBe(200);
    expect(response.headers()["access-control-allow-origin"]).toBe(STUDIO);
    const body = await response.json();
    expect(body.text).toMatch(/^Assisted Living in Austin, TX: [\d,]+ communities\.$/);
    expect(body.path).toBe("/senior-living/assisted-living/texas/austin");
  });

  test("refuse another site's browser", async ({ request }) => {
    const response = await request.post(`${SITE}/api/studio/geo-copy-check`, {
      headers: { origin: "https://evil.example", ...EDITOR },
      data: { template: "{{city}}" },
    });
    expect(response.status()).toBe(403);
    expect(response.headers()["access-control-allow-origin"]).toBeUndefined();
  });

  test("check a template against every city of the directory", async ({ request }) => {
    test.setTimeout(150_000);
    const response = await postCheck(request, {
      template: "{{city}}.{{#unless averageCostCents}} {{currency averageCostCents}}.{{/unless}}",
      careTypes: ["assisted-living"],
    });
    expect(response.status()).toBe(200);
    const report = await response.json();
    expect(report.cities).toBeGreaterThan(1000);
    expect(report.thread).toBe("worker");
    // One care type, one short template: well within the time limit.
    expect(report.complete).toBe(true);
    const skipped = report.conditionals[0].skipped;
    expect(report.problems).toEqual([
      expect.objectContaining({ kind: "missing-value", count: report.cities - skipped }),
    ]);
  });
});
