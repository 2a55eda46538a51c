import { expect, PORT, test } from "./fixtures";

/**
 * Issue 16: the Studio's geo copy routes over real HTTP, as the Studio (another
 * origin) calls them: a CORS preflight, then the POST.
 */
const SITE = `http://localhost:${PORT}`;
const STUDIO = "http://localhost:3333";

test.describe("the Studio's geo copy routes", () => {
  test("answer the Studio's preflight and render the copy of a city", async ({ request }) => {
    const preflight = await request.fetch(`${SITE}/api/studio/geo-copy-preview`, {
      method: "OPTIONS",
      headers: {
        origin: STUDIO,
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
    });
    expect(preflight.status()).toBe(204);
    expect(preflight.headers()["access-control-allow-origin"]).toBe(STUDIO);

    const response = await request.post(`${SITE}/api/studio/geo-copy-preview`, {
      headers: { origin: STUDIO },
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
      headers: { origin: "https://evil.example" },
      data: { template: "{{city}}" },
    });
    expect(response.status()).toBe(403);
    expect(response.headers()["access-control-allow-origin"]).toBeUndefined();
  });

  test("check a template against every city of the directory", async ({ request }) => {
    const response = await request.post(`${SITE}/api/studio/geo-copy-check`, {
      headers: { origin: STUDIO },
      data: {
        template: "{{city}}.{{#unless averageCostCents}} {{currency averageCostCents}}.{{/unless}}",
        careTypes: ["assisted-living"],
      },
      timeout: 30_000,
    });
    expect(response.status()).toBe(200);
    const report = await response.json();
    expect(report.cities).toBeGreaterThan(1000);
    const skipped = report.conditionals[0].skipped;
    expect(report.problems).toEqual([
      expect.objectContaining({ kind: "missing-value", count: report.cities - skipped }),
    ]);
  });
});
