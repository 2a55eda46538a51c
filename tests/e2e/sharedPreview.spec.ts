import { spawnSync } from "node:child_process";
import { issuePreviewLink, PREVIEW_LINK_PREFIX } from "@web/content/previewLinks";
import { ALT, expect, expectNoAxeViolations, MAIN, test } from "./fixtures";

/**
 * Shareable preview links (issue 16): one draft page for a reviewer without Studio access,
 * signed, time-limited and revocable; never cached, never indexed. The links are signed
 * with the test server's preview secret (playwright.config.ts).
 */
const env = { PREVIEW_SECRET: "local-preview" };
const DRAFT_HEADING = "About ElderPath — Our Advisors";
const PUBLISHED_HEADING = "About ElderPath";

function link(options: { site?: "main" | "alt"; path?: string; ttlSeconds?: number; now?: Date }) {
  const { token, claims } = issuePreviewLink(
    {
      site: options.site ?? "main",
      path: options.path ?? "/about",
      ttlSeconds: options.ttlSeconds,
    },
    { env, now: options.now },
  );
  return { url: `${PREVIEW_LINK_PREFIX}${token}`, token, id: claims.jti };
}

test.describe("a shared preview link", () => {
  test("opens the page's draft once signed, with a notice, noindex and no-store", async ({
    page,
  }) => {
    const { url } = link({});
    const response = await page.goto(`${MAIN}${url}`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toContain("no-store");
    expect(response?.headers()["x-robots-tag"]).toContain("noindex");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(DRAFT_HEADING);
    await expect(page.getByRole("heading", { name: "Meet our Family Advisors" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Shared preview" })).toContainText(
      "Shared preview of /about",
    );
    // Not draft mode: no editor banner, no click-to-edit attributes, no draft cookie.
    await expect(page.getByRole("region", { name: "Preview mode" })).toHaveCount(0);
    await expect(page.locator("[data-sanity]")).toHaveCount(0);
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain(
      "__prerender_bypass",
    );
    // The docs' picture, only when asked for (it would rewrite a tracked file on every run).
    if (process.env.DOCS_SCREENSHOTS) {
      await page.screenshot({ path: "docs/images/shared-preview.png" });
    }
    await expectNoAxeViolations(page);

    // The link opens that one page: the rest of the site stays published for the reviewer.
    await page.goto(`${MAIN}/about`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(PUBLISHED_HEADING);
  });

  test.describe("refused", () => {
    test.use({ expectedConsoleErrors: [/status of 40[34]|status of 410/] });

    test(
      "when tampered with: 403 and no draft content",
      { tag: "@viewport-independent" },
      async ({ page }) => {
        const { token } = link({});
        const [version, body, signature] = token.split(".");
        const claims = JSON.parse(Buffer.from(body!, "base64url").toString("utf8"));
        const forged = Buffer.from(JSON.stringify({ ...claims, path: "/" })).toString("base64url");
        for (const bad of [
          `${version}.${forged}.${signature}`,
          `${token.slice(0, -2)}xx`,
          "not-a-token",
        ]) {
          const response = await page.goto(`${MAIN}${PREVIEW_LINK_PREFIX}${bad}`);
          expect(response?.status()).toBe(403);
          expect(response?.headers()["cache-control"]).toContain("no-store");
          await expect(page.getByRole("heading", { level: 1 })).toHaveText(
            "Preview link unavailable",
          );
          await expect(page.getByText("This preview link is not valid.")).toBeVisible();
          await expect(page.getByText(DRAFT_HEADING)).toHaveCount(0);
        }
      },
    );

    test("when expired: 410", { tag: "@viewport-independent" }, async ({ page }) => {
      const { url } = link({ ttlSeconds: 60, now: new Date(Date.now() - 61_000) });
      const response = await page.goto(`${MAIN}${url}`);
      expect(response?.status()).toBe(410);
      await expect(page.getByText("This preview link has expired.")).toBeVisible();
      await expect(page.getByText(DRAFT_HEADING)).toHaveCount(0);
    });

    test(
      "once revoked with npm run preview-link -- --revoke: 410",
      { tag: "@viewport-independent" },
      async ({ page }) => {
        const { url, id } = link({});
        expect((await page.goto(`${MAIN}${url}`))?.status()).toBe(200);
        const revoke = spawnSync("npx", ["tsx", "web/scripts/previewLink.ts", "--revoke", id], {
          encoding: "utf8",
        });
        expect(revoke.stdout).toContain(`Revoked preview link ${id}`);
        const response = await page.goto(`${MAIN}${url}`);
        expect(response?.status()).toBe(410);
        await expect(page.getByText("This preview link has been withdrawn.")).toBeVisible();
        await expect(page.getByText(DRAFT_HEADING)).toHaveCount(0);
      },
    );

    test("on another site's host: 403", { tag: "@viewport-independent" }, async ({ page }) => {
      const { url } = link({ site: "main" });
      const response = await page.goto(`${ALT}${url}`);
      expect(response?.status()).toBe(403);
    });
  });
});
