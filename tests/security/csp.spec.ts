import type { Page } from "@playwright/test";
import { expect, MAIN, PORT, test } from "../e2e/fixtures";

/**
 * Issue 14.5 in the browser: with the nonce policy, every page still runs its
 * scripts (Next's bootstrap and the inline RSC payload) and the browser reports
 * no violation: not on the home page, a search page, a content page, the compare
 * carousel, a 404, nor in draft mode. (The fixture also fails on any console
 * error, which is how Chromium reports a blocked script or style.)
 */

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.violatedDirective}: ${event.blockedURI} ${event.sample}`);
    });
  });
});

async function expectScriptsRanWithoutViolations(page: Page) {
  await page.waitForLoadState("load");
  // Next's bootstrap script (external, allowed by nonce) sets window.next ...
  await expect
    .poll(() =>
      page.evaluate(
        () => typeof (window as unknown as { next?: { version?: string } }).next?.version,
      ),
    )
    .toBe("string");
  // ... and React hydrates the page only from the inline RSC payload (allowed by nonce).
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys(document.querySelector("main") ?? {}).some((key) =>
          key.startsWith("__reactFiber$"),
        ),
      ),
    )
    .toBe(true);
  expect(
    await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations),
  ).toEqual([]);
}

test("the home page runs its scripts: the location box suggests places", async ({ page }) => {
  await page.goto(`${MAIN}/`);
  await expectScriptsRanWithoutViolations(page);
  const input = page.getByRole("main").getByRole("combobox", { name: "Location" }).first();
  await input.fill("Aus");
  await expect(page.getByRole("listbox", { name: "Suggestions" })).toBeVisible({ timeout: 20_000 });
  await expectScriptsRanWithoutViolations(page);
});

test("a search page and a content page run clean", async ({ page }) => {
  await page.goto(`${MAIN}/local/search?keyword=Austin%2C+TX&care-type=assisted-living`);
  await expectScriptsRanWithoutViolations(page);
  await page.goto(`${MAIN}/resources/paying-for-assisted-living`);
  await expectScriptsRanWithoutViolations(page);
});

test("the compare carousel opens clean", async ({ page }) => {
  test.slow();
  const answer = await page.request.get(
    `http://localhost:${PORT}/api/v2/faceted-search?keyword=Austin%2C+TX&domain=main&hitsPerPage=3`,
  );
  const { data } = (await answer.json()) as { data: { results: { id: string }[] } };
  const ids = data.results.map((result) => result.id).join(",");
  await page.goto(
    `${MAIN}/local/search?keyword=Austin%2C+TX&selectedCommunities=${ids}&isModalOpen=true`,
  );
  const modal = page.getByRole("dialog", { name: "Compare communities" });
  await expect(modal).toBeVisible({ timeout: 30_000 });
  await expect(modal.locator(".swiper")).toBeVisible({ timeout: 30_000 });
  await expectScriptsRanWithoutViolations(page);
});

test.describe("a 404 page", () => {
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test("runs clean", async ({ page }) => {
    await page.goto(`${MAIN}/no-such-page/here`);
    await expectScriptsRanWithoutViolations(page);
  });
});

test("a draft page runs clean, and a page visited after leaving preview too", async ({ page }) => {
  await page.goto(`${MAIN}/api/draft-mode/enable?secret=local-preview&redirect=/about`);
  await expect(page.getByRole("region", { name: "Preview mode" })).toBeVisible();
  await expectScriptsRanWithoutViolations(page);
  await page.getByRole("link", { name: "Exit preview" }).click();
  await expect(page.getByRole("region", { name: "Preview mode" })).toHaveCount(0);
  await expectScriptsRanWithoutViolations(page);
});
