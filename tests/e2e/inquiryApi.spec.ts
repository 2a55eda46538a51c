import type { APIRequestContext } from "@playwright/test";
import { MAIN, PORT, expect, test } from "./fixtures";

/**
 * POST /api/inquiry and the partner API on the built server (spec 3, 7, 8): JSON and
 * native posts, the thank-you redirect, the inquired cookie, idempotency, the spec 8
 * failure message (the store is made to fail for emails at fail.example, a test-only
 * hook set in playwright.config.ts), the same-origin check and partner tokens.
 */

// Node's resolver does not know *.localhost: plain localhost, with `domain` naming the site.
const API = `http://localhost:${PORT}`;
const SAME_ORIGIN = { origin: API };
const MAIN_PHONE = "(855) 555-0142";
const ALT_PHONE = "(866) 555-0178";

const uniqueId = (prefix: string) =>
  `${prefix}_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

function inquiry(overrides: Record<string, unknown> = {}) {
  return {
    submissionId: uniqueId("e2e"),
    whoAreYouLookingFor: "Parent(s)",
    fullName: "Grace Hopper",
    phoneNumber: "1 (512) 555-0123",
    email: "grace@example.com",
    payingWithMedicaid: false,
    inquiryType: "costs",
    consentText: "I agree to be contacted.",
    landingPageUrl: "/senior-living/assisted-living/texas/austin?utm_source=e2e&gclid=G1",
    ...overrides,
  };
}

async function austinProvider(request: APIRequestContext) {
  const response = await request.get(
    `${API}/api/v2/faceted-search?keyword=${encodeURIComponent("Austin, TX")}&domain=main&providersWith=pricing&hitsPerPage=1`,
  );
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { results: { id: string; path: string }[] } };
  const provider = body.data.results[0];
  expect(provider).toBeDefined();
  return provider!;
}

test.describe("POST /api/inquiry", () => {
  test("a costs inquiry as JSON: the provider's services and costs, the inquired cookie, one lead per submission", async ({
    request,
  }) => {
    const provider = await austinProvider(request);
    const body = inquiry({ providerId: provider.id });
    const response = await request.post(`${API}/api/inquiry?domain=main`, {
      data: body,
      headers: SAME_ORIGIN,
    });
    expect(response.status()).toBe(200);
    const answer = (await response.json()) as {
      success: boolean;
      message: string;
      leadId: string;
      provider: { id: string; path: string; services: { startingPriceCents: number | null }[] };
    };
    expect(answer.success).toBe(true);
    expect(answer.message).toMatch(/^Thank You for your request!/);
    expect(answer.provider).toMatchObject({ id: provider.id, path: provider.path });
    expect(answer.provider.services.length).toBeGreaterThan(0);
    const cookie = response.headers()["set-cookie"] ?? "";
    expect(cookie).toMatch(/^inquired=1; Path=\//);
    expect(cookie).not.toMatch(/HttpOnly/i);

    // A retry (a double click, a lost answer) gets the same lead.
    const retry = await request.post(`${API}/api/inquiry?domain=main`, {
      data: body,
      headers: SAME_ORIGIN,
    });
    expect(((await retry.json()) as { leadId: string }).leadId).toBe(answer.leadId);
  });

  test("bad fields: 400 with the form's messages", async ({ request }) => {
    const response = await request.post(`${API}/api/inquiry`, {
      data: inquiry({ fullName: "", phoneNumber: "555-0123", email: "nope" }),
      headers: SAME_ORIGIN,
    });
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      message: "Please enter your full name",
      provider: null,
      errors: {
        fullName: "Please enter your full name",
        phoneNumber: "Invalid phone number, please enter a valid U.S. phone number",
        email: "Please enter a valid email address",
      },
    });
  });

  test("the form's native post: 303 to the thank-you page with the provider's path and the site phone", async ({
    request,
  }) => {
    const provider = await austinProvider(request);
    const response = await request.post(`${API}/api/inquiry?domain=main`, {
      form: {
        submissionId: "cached-form-id",
        whoAreYouLookingFor: "Spouse",
        fullName: "Katherine Johnson",
        phoneNumber: "(512) 555-0188",
        email: `katherine.${Date.now()}@example.com`,
        providerId: provider.id,
        inquiryType: "costs",
        companyWebsite: "",
      },
      headers: { ...SAME_ORIGIN, referer: `${API}/senior-living/assisted-living/texas/austin` },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    const location = new URL(response.headers().location ?? "", API);
    expect(location.pathname).toBe("/thank-you");
    expect(location.searchParams.get("slug")).toBe(provider.path);
    expect(location.searchParams.get("phone")).toBe(MAIN_PHONE);
    expect(response.headers()["set-cookie"]).toMatch(/^inquired=1; Path=\//);
  });

  test.describe("without JavaScript", () => {
    test.use({
      javaScriptEnabled: false,
      // The thank-you page may not exist yet on this branch; its 404 is not this test's concern.
      expectedConsoleErrors: [/404/],
    });

    test("a plain HTML form posts natively and the browser lands on the thank-you page", async ({
      page,
    }) => {
      // A page of the site holding only the form, served at the site's own origin.
      await page.route(`${MAIN}/e2e-inquiry-form`, (route) =>
        route.fulfill({
          contentType: "text/html",
          body: `<!doctype html><html lang="en"><title>Form</title><form method="post" action="/api/inquiry">
            <input name="submissionId" value="cached-form-id">
            <input name="whoAreYouLookingFor" value="Myself">
            <input name="fullName" value="Dorothy Vaughan">
            <input name="phoneNumber" value="5125550199">
            <input name="email" value="dorothy.${Date.now()}@example.com">
            <input name="companyWebsite" value="">
            <button>Get Costs</button></form></html>`,
        }),
      );
      await page.goto(`${MAIN}/e2e-inquiry-form`);
      const [posted] = await Promise.all([
        page.waitForResponse((response) => response.url().endsWith("/api/inquiry")),
        page.getByRole("button", { name: "Get Costs" }).click(),
      ]);
      expect(posted.status()).toBe(303);
      await page.waitForURL(/\/thank-you\?/);
      expect(new URL(page.url()).searchParams.get("phone")).toBe(MAIN_PHONE);
      expect((await page.context().cookies(MAIN)).some((c) => c.name === "inquired")).toBe(true);
    });
  });

  test("a store failure answers 500 with 'Submission error. Please call {phone} ...' of each site", async ({
    request,
  }) => {
    for (const [domain, phone] of [
      ["main", MAIN_PHONE],
      ["alt", ALT_PHONE],
    ] as const) {
      const response = await request.post(`${API}/api/inquiry?domain=${domain}`, {
        data: inquiry({ email: "someone@fail.example" }),
        headers: SAME_ORIGIN,
      });
      expect(response.status()).toBe(500);
      expect(await response.json()).toEqual({
        success: false,
        message: `Submission error. Please call ${phone} to speak with an expert.`,
        provider: null,
      });
    }
  });

  test("a post from another site's page is refused (403); a honeypot post looks accepted", async ({
    request,
  }) => {
    const forged = await request.post(`${API}/api/inquiry`, {
      data: inquiry(),
      headers: { origin: "https://evil.example" },
    });
    expect(forged.status()).toBe(403);
    const bot = await request.post(`${API}/api/inquiry`, {
      data: inquiry({ companyWebsite: "http://spam.example" }),
      headers: SAME_ORIGIN,
    });
    expect(bot.status()).toBe(200);
    expect(await bot.json()).toMatchObject({ success: true, provider: null });
  });
});

test.describe("partner API", () => {
  const partnerBody = () => ({
    submission_id: uniqueId("partner"),
    who_are_you_looking_for: "Relative(s)",
    full_name: "Hedy Lamarr",
    phone_number: "512-555-0177",
    email: "hedy@example.com",
  });

  test("v3 inquiry with the partner token; 401 without; v4 closed while inquiry-v4 is off", async ({
    request,
  }) => {
    const ok = await request.post(`${API}/api/v3/partner/inquiry`, {
      data: partnerBody(),
      headers: { "x-partner-token": "e2e-partner-token-0123456789" },
    });
    expect(ok.status()).toBe(200);
    expect(await ok.json()).toMatchObject({
      result: { status: "created" },
      provider: null,
      error_code: null,
      error_message: null,
    });

    const denied = await request.post(`${API}/api/v3/partner/lead`, { data: partnerBody() });
    expect(denied.status()).toBe(401);
    expect(await denied.json()).toMatchObject({ success: false, message: "401 - Unauthorized" });

    const v4 = await request.post(`${API}/api/v4/partner/inquiry`, {
      data: partnerBody(),
      headers: { "x-partner-token": "e2e-partner-token-0123456789" },
    });
    expect(v4.status()).toBe(404);
  });
});

test.describe("enhanced search (spec 7, spec 9 flag enhanced-search-v2)", () => {
  test("v2 where the site turns the flag on, v1 where not, and per request by the override header @viewport-independent", async ({
    request,
  }) => {
    const ask = async (domain: string, override?: string) => {
      const response = await request.get(
        `${API}/api/v1/enhanced-search?geoUrl=/senior-care/in-home-care/texas/austin&domain=${domain}`,
        override ? { headers: { "x-feature-override": override } } : {},
      );
      expect(response.status()).toBe(200);
      const body = (await response.json()) as {
        apiVersion: string;
        featureFlags: string[];
        data: { totalItems: number };
      };
      expect(body.data.totalItems).toBeGreaterThan(0);
      return body;
    };
    // The seed turns enhanced-search-v2 on for the main site only.
    const main = await ask("main");
    expect(main.apiVersion).toBe("v2");
    expect(main.featureFlags).toContain("enhanced-search-v2");
    const alt = await ask("alt");
    expect(alt.apiVersion).toBe("v1");
    expect(alt.featureFlags).not.toContain("enhanced-search-v2");
    // The feature-override header turns it off, or on, for one request.
    expect((await ask("main", "-enhanced-search-v2")).apiVersion).toBe("v1");
    expect((await ask("alt", "enhanced-search-v2")).apiVersion).toBe("v2");
  });
});
