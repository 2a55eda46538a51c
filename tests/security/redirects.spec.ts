import { expect, MAIN, test } from "../e2e/fixtures";
import { rawRequest } from "./support";

/** Issue 14.2 (draft-mode redirects) and 14.6 (canonical search URLs). */

test.describe("draft-mode redirects stay on the site", () => {
  for (const [name, target] of [
    ["a tab hiding a protocol-relative URL", "/%09/evil.example/phish"],
    ["a protocol-relative URL", "//evil.example"],
    ["a backslash", "/%5Cevil.example"],
    ["an absolute URL", "https://evil.example/"],
    ["a javascript: URL", "javascript:alert(1)"],
    ["an encoded double slash", "%2F%2Fevil.example"],
    ["CR LF", "/about%0d%0aSet-Cookie:%20hacked=1"],
  ] as const) {
    test(`${name} goes home instead`, async () => {
      for (const route of [
        "/api/draft-mode/disable",
        "/api/draft-mode/enable?secret=local-preview&",
      ]) {
        const glue = route.endsWith("&") ? "" : "?";
        const response = await rawRequest(`${route}${glue}redirect=${target}`);
        expect(response.status).toBe(307);
        expect(response.headers.location).toBe("/");
        expect(String(response.headers["set-cookie"] ?? "")).not.toContain("hacked");
      }
    });
  }

  test("a path outside Latin-1 is sent percent-encoded, not a 500", async () => {
    const response = await rawRequest(
      `/api/draft-mode/disable?redirect=${encodeURIComponent("/guides/日本")}`,
    );
    expect(response.status).toBe(307);
    expect(response.headers.location).toBe("/guides/%E6%97%A5%E6%9C%AC");
  });

  test("a same-site path is kept, and the browser lands on this site", async ({ page }) => {
    const kept = await rawRequest("/api/draft-mode/disable?redirect=/about%3Fx%3D1");
    expect(kept.headers.location).toBe("/about?x=1");
    await page.goto(`${MAIN}/api/draft-mode/disable?redirect=/%09/evil.example/phish`);
    expect(new URL(page.url()).origin).toBe(MAIN);
  });
});

test.describe("one URL per search", () => {
  test("a non-canonical search URL is redirected (308) to the canonical one", async () => {
    for (const [given, canonical] of [
      ["/local/search?keyword=AUSTIN%2C+tx&page=01", "/local/search?keyword=Austin%2C+TX"],
      [
        "/local/search?sortBy=RECOMMENDED&keyword=Austin%2C+TX",
        "/local/search?keyword=Austin%2C+TX",
      ],
      [
        "/local/search?care-type=assisted-living&page=2.0&keyword=Boise&utm_source=mail",
        "/local/search?keyword=Boise&care-type=assisted-living&page=2&utm_source=mail",
      ],
      ["/about?keyword=&distanceInMiles=30", "/about"],
    ] as const) {
      const response = await rawRequest(given);
      expect(response.status, given).toBe(308);
      expect(response.headers.location).toBe(canonical);
      expect((await rawRequest(canonical)).status).toBe(200);
    }
  });

  test("every spelling of a search is served from the one cached page", async () => {
    const canonical = "/local/search?keyword=Spokane%2C+WA&sortBy=best-rated";
    await rawRequest(canonical);
    const again = await rawRequest(canonical);
    expect(again.headers["x-nextjs-cache"]).toBe("HIT");
    const spelled = await rawRequest("/local/search?sortBy=best-rated&keyword=SPOKANE,wa&page=1");
    expect(spelled.status).toBe(308);
    expect(spelled.headers.location).toBe(canonical);
  });

  test("the browser ends on the canonical URL with the search applied", async ({ page }) => {
    await page.goto(`${MAIN}/local/search?page=01&keyword=AUSTIN%2C+TX&sortBy=RECOMMENDED`);
    await expect(page).toHaveURL(`${MAIN}/local/search?keyword=Austin%2C+TX`);
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: /providers?/ })
        .first(),
    ).toContainText("near Austin, TX");
  });
});
