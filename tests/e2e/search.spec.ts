import type { Page } from "@playwright/test";
import { rawRequest } from "../security/support";
import { ALT, brandRun, expect, expectNoAxeViolations, MAIN, test } from "./fixtures";

/**
 * Each site's yes-or-no filter for the journeys below: "Verified partners" belongs to the
 * main site only, like its badge (spec 2.3, issue 24.10).
 */
const SITES = [
  {
    name: "main",
    origin: MAIN,
    path: "/local/search",
    yesNo: { label: "Verified partners", param: "verified" },
  },
  {
    name: "alt",
    origin: ALT,
    path: "/search",
    yesNo: { label: "Current promotions", param: "ongoingPromotion" },
  },
] as const;

const cards = (page: Page) =>
  page.locator('ul[aria-label="Search results"] > li > article[data-provider-id]');
const status = (page: Page) =>
  page
    .getByRole("status")
    .filter({ hasText: /providers?/ })
    .first();

/** On a phone the filters sit in a collapsed disclosure; open it when needed. */
async function filters(page: Page) {
  // The results (and their filters) are a code-split client component: wait until it has hydrated.
  await page.locator('[data-interactive="true"]').first().waitFor();
  // One form: behind a disclosure on small screens, always shown on large ones.
  const disclosure = page.locator("details", { hasText: "Filter and sort results" }).first();
  const summary = disclosure.locator("> summary");
  if ((await summary.isVisible()) && (await disclosure.getAttribute("open")) === null) {
    await summary.click();
  }
  return page.locator("form#search-filters");
}

/** A marker on window survives client-side updates and disappears on a full reload. */
async function markWindow(page: Page) {
  await page.evaluate(() => Object.assign(window, { __noReload: true }));
}
async function expectNoReload(page: Page) {
  expect(
    await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload),
  ).toBe(true);
}

for (const site of SITES) {
  test.describe(`search on the ${site.name} site`, brandRun(site.name), () => {
    test("every search form sends the visitor to the search page without a redirect (issue 24.4)", async ({
      page,
    }) => {
      await page.goto(`${site.origin}/`);
      const actions = await page
        .locator('form[role="search"]')
        .evaluateAll((forms) => forms.map((form) => form.getAttribute("action")));
      expect(actions.length).toBeGreaterThan(0);
      for (const action of new Set(actions)) {
        expect(action).toBe(site.path);
        const answer = await rawRequest(`${action}?keyword=Austin%2C+TX`, {
          host: new URL(site.origin).host,
        });
        expect(answer.status).toBe(200);
      }
    });

    test("searches by place and care type from the home page", async ({ page }) => {
      await page.goto(`${site.origin}/`);
      const form = page.getByRole("main").getByRole("search").first();
      await form.getByLabel("Location").fill("Austin, TX");
      await form.getByLabel("Type of care").selectOption("memory-care-facilities");
      await form.getByRole("button", { name: "Search" }).click();
      await expect(page).toHaveURL(
        new RegExp(`${site.path}/?\\?keyword=Austin.*care-type=memory-care-facilities`),
      );
      await expect(status(page)).toContainText(/providers near Austin, TX/);
      // Issue 23: the heading names the search (searchHeading.ts), and so does the title,
      // so a tab, a bookmark or the history says which search it holds.
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Memory care near Austin, TX",
      );
      await expect(page).toHaveTitle(/^Memory care near Austin, TX \| \S/);
      expect(await cards(page).count()).toBeGreaterThan(0);
      expect(await cards(page).count()).toBeLessThanOrEqual(20);
    });

    test("filters, sorts and pages without a full reload, and back/forward restore the state", async ({
      page,
    }) => {
      await page.goto(`${site.origin}${site.path}?keyword=Austin%2C+TX&care-type=assisted-living`);
      await expect(cards(page)).toHaveCount(20);
      const firstTotal = await status(page).textContent();
      await markWindow(page);

      // Filter: one of the yes-or-no filters.
      await (await filters(page)).getByLabel(site.yesNo.label).check();
      await expect(page).toHaveURL(new RegExp(`${site.yesNo.param}=true`));
      await expect(status(page)).not.toHaveText(firstTotal ?? "");
      await expectNoReload(page);

      // Sort: most reviews first.
      await (await filters(page)).getByLabel("Sort by").selectOption("most-reviews");
      await expect(page).toHaveURL(/sortBy=most-reviews/);
      await expectNoReload(page);

      // Paginate.
      await page
        .getByRole("navigation", { name: "Pagination" })
        .getByRole("link", { name: "Next page" })
        .click();
      await expect(page).toHaveURL(/page=2/);
      await expect(status(page)).toContainText("page 2 of");
      await expectNoReload(page);

      // Back to page 1, forward to page 2.
      await page.goBack();
      await expect(page).not.toHaveURL(/page=2/);
      await expect(status(page)).not.toContainText("page 2 of");
      await page.goForward();
      await expect(status(page)).toContainText("page 2 of");
      await expectNoReload(page);
    });

    test("a shared link restores the exact state", async ({ page }) => {
      await page.goto(
        `${site.origin}${site.path}?keyword=Seattle%2C+WA&care-type=assisted-living&sortBy=best-rated&${site.yesNo.param}=true&page=2`,
      );
      const form = await filters(page);
      await expect(form.getByLabel("Sort by")).toHaveValue("best-rated");
      await expect(form.getByLabel(site.yesNo.label)).toBeChecked();
      // spec 2.3: the Verified Partner filter only where its badge shows.
      await expect(form.getByLabel("Verified partners")).toHaveCount(site.name === "main" ? 1 : 0);
      await expect(status(page)).toContainText("page 2 of");
    });

    test(
      "falls back to the spec's defaults for invalid parameters",
      { tag: "@viewport-independent" },
      async ({ page }) => {
        await page.goto(
          `${site.origin}${site.path}?keyword=Denver%2C+CO&page=-3&sortBy=cheapest&priceRange=9,x&distanceInMiles=abc&matchAllFilters=maybe`,
        );
        const form = await filters(page);
        await expect(form.getByLabel("Sort by")).toHaveValue("recommended");
        await expect(form.getByLabel("Distance")).toHaveValue("30");
        await expect(form.getByLabel("Price from")).toHaveValue("1");
        await expect(form.getByLabel("Price to")).toHaveValue("4");
        await expect(status(page)).toContainText("page 1 of");
        expect(await cards(page).count()).toBeGreaterThan(0);
      },
    );

    test(
      "shows 'No Results' without a search input",
      { tag: "@viewport-independent" },
      async ({ page }) => {
        await page.goto(`${site.origin}${site.path}`);
        await expect(page.getByRole("heading", { name: "No Results" })).toBeVisible();
        await expect(page.getByText("Please change your filters to produce results")).toBeVisible();
        await expectNoAxeViolations(page);
      },
    );

    test(
      "says when nothing matches, with advice and the Family Advisor phone",
      { tag: "@viewport-independent" },
      async ({ page }) => {
        await page.goto(
          `${site.origin}${site.path}?keyword=Marfa%2C+TX&care-type=memory-care-facilities`,
        );
        await expect(
          page.getByRole("heading", {
            name: "There aren't any providers that match your preferences...",
          }),
        ).toBeVisible();
        await expect(page.getByText(/fewer filters/)).toBeVisible();
        await expect(
          page.getByRole("link", { name: /^Call \(\d{3}\) \d{3}-\d{4}$/ }),
        ).toHaveAttribute("href", /^tel:/);
        await expectNoAxeViolations(page);
      },
    );

    test("the results page has no WCAG 2.2 AA violations", async ({ page }) => {
      await page.goto(`${site.origin}${site.path}?keyword=Miami%2C+FL&care-type=assisted-living`);
      await expect(cards(page).first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}

test(
  "alternates the generic content block by page parity after the first 6 results",
  { tag: "@viewport-independent" },
  async ({ page }) => {
    await page.goto(`${MAIN}/local/search?keyword=Austin%2C+TX&care-type=in-home-care`);
    const list = page.locator('ul[aria-label="Search results"]');
    await expect(list.locator("li[data-content-block]")).toHaveAttribute("data-content-block", "1");
    // The block sits after the sixth provider.
    await expect(list.locator("> li").nth(6)).toHaveAttribute("data-content-block", "1");
    await page
      .getByRole("navigation", { name: "Pagination" })
      .getByRole("link", { name: "Next page" })
      .click();
    await expect(list.locator("li[data-content-block]")).toHaveAttribute("data-content-block", "2");
  },
);

test("applies a quick amenity filter of the care type", async ({ page }) => {
  await page.goto(`${MAIN}/local/search?keyword=Austin%2C+TX&care-type=independent-living`);
  const form = await filters(page);
  await form.getByLabel("Golf").check();
  await expect(page).toHaveURL(/lifestyle=\d+/);
  await expect(form.getByLabel("Golf")).toBeChecked();
  // spec 9: physical therapy is not a quick filter of independent living.
  const popular = form.getByRole("group", { name: "Popular amenities" });
  await expect(popular.getByRole("checkbox")).toHaveCount(5);
  await expect(popular.getByLabel("Physical therapy")).toHaveCount(0);
});
