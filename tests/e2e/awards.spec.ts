import { ALT, brandRun, expect, expectNoAxeViolations, MAIN, test } from "./fixtures";

/**
 * The Caring Stars awards pages (spec 2.1 /bestseniorliving), both brands: the
 * top-rated badge leads to them; years and states are links; the year and state form
 * works without JavaScript; a winner links to its provider page, whose badge lists the
 * year; unknown years and states are the real 404.
 */

const LIVING = "/bestseniorliving/caring-stars-senior-living";

for (const [brand, origin] of [
  ["main", MAIN],
  ["alt", ALT],
] as const) {
  test.describe(`awards pages on the ${brand} site`, brandRun(brand), () => {
    test.use({ expectedConsoleErrors: [/status of 404/] });

    test("index -> award -> year -> state -> winner, whose badge leads back", async ({ page }) => {
      test.setTimeout(120_000);
      const index = await page.goto(`${origin}/bestseniorliving/`);
      expect(index?.status()).toBe(200);
      await expect(page).toHaveURL(`${origin}/bestseniorliving`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Best Senior Living Awards: Caring Stars Winners",
      );
      await expectNoAxeViolations(page);

      const years = page.getByRole("list", { name: "Caring Stars Senior Living years" });
      const yearLink = years.getByRole("link").first();
      const year = Number(await yearLink.textContent());
      expect(year).toBeGreaterThan(2000);
      await yearLink.click();
      await expect(page).toHaveURL(`${origin}${LIVING}/${year}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        `Caring Stars Senior Living Winners ${year}`,
      );
      await expectNoAxeViolations(page);

      const texas = page.getByRole("list", { name: "States" }).getByRole("link", { name: "Texas" });
      await texas.click();
      await expect(page).toHaveURL(`${origin}${LIVING}/${year}/texas`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        `Caring Stars Senior Living Winners in Texas, ${year}`,
      );
      const winners = page.getByRole("list", { name: "Winners" }).getByRole("listitem");
      expect(await winners.count()).toBeGreaterThan(0);
      expect(await winners.count()).toBeLessThanOrEqual(20);
      await expectNoAxeViolations(page);

      // Best first: ratings never rise down the list.
      const ratings = (await winners.allTextContents()).map((text) =>
        Number(/(\d\.\d) out of 5/.exec(text)?.[1] ?? 0),
      );
      expect(ratings).toEqual([...ratings].sort((a, b) => b - a));

      const first = page.getByRole("list", { name: "Winners" }).getByRole("link").first();
      const href = await first.getAttribute("href");
      expect(href).toMatch(/^\/senior-living\/texas\/[a-z0-9-]+\/[a-z0-9-]+$/);
      await first.click();
      await expect(page).toHaveURL(`${origin}${href}`);
      const badge = page.locator("[data-badge='top-rated']").first();
      await expect(badge).toContainText(String(year));
      await badge.getByRole("link").click();
      await expect(page).toHaveURL(`${origin}/bestseniorliving`);
    });

    test(
      "unknown years, states and pages are the real 404; a state code redirects",
      { tag: "@viewport-independent" },
      async ({ page }) => {
        for (const path of [
          `${LIVING}/1999`,
          `${LIVING}/2025/atlantis`,
          "/bestseniorliving/caring-stars-for-everyone",
          `${LIVING}/2025/texas?page=999`,
        ]) {
          const response = await page.goto(`${origin}${path}`);
          expect(response?.status(), path).toBe(404);
        }
        await page.goto(`${origin}${LIVING}/2025/tx`);
        await expect(page).toHaveURL(`${origin}${LIVING}/2025/texas`);
        const care = await page.goto(`${origin}/bestseniorliving/caring-stars-senior-care`);
        expect(care?.status()).toBe(200);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(
          "Caring Stars Senior Care Award Winners",
        );
        await expectNoAxeViolations(page);
      },
    );
  });

  test.describe(`awards pages without JavaScript on the ${brand} site`, brandRun(brand), () => {
    test.use({ javaScriptEnabled: false });

    test("the year and state form leads to that year's winners in that state", async ({ page }) => {
      await page.goto(`${origin}${LIVING}`);
      const form = page.locator("form[data-award-form]");
      const year = form.getByLabel("Year");
      const options = await year.locator("option").allTextContents();
      expect(options.length).toBeGreaterThan(1);
      const chosen = options[1]!;
      await year.selectOption(chosen);
      await form.getByLabel("State").selectOption({ label: "California" });
      await form.getByRole("button", { name: "Show winners" }).click();
      await expect(page).toHaveURL(`${origin}${LIVING}/${chosen}/california`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        `Caring Stars Senior Living Winners in California, ${chosen}`,
      );
      // The form shows the choice it led to; "All states" goes back to the year.
      await expect(form.getByLabel("State")).toHaveValue("california");
      await form.getByLabel("State").selectOption({ label: "All states" });
      await form.getByRole("button", { name: "Show winners" }).click();
      await expect(page).toHaveURL(`${origin}${LIVING}/${chosen}`);

      // More than 20 winners: the next page is a link.
      const pages = page.getByRole("list", { name: "States" }).getByRole("listitem");
      const counts = await pages.allTextContents();
      const big = counts.find(
        (text) => Number(/\((\d[\d,]*)\)/.exec(text)?.[1]?.replace(/,/g, "")) > 20,
      );
      expect(big, "a state with more than 20 winners").toBeDefined();
      await page
        .getByRole("list", { name: "States" })
        .getByRole("link", { name: big!.replace(/\s*\(.*$/, ""), exact: true })
        .click();
      await page
        .getByRole("navigation", { name: "Pages of winners" })
        .getByRole("link", { name: "Page 2" })
        .click();
      await expect(page).toHaveURL(/\?page=2$/);
      await expect(page.getByRole("list", { name: "Winners" })).toHaveAttribute("start", "21");
    });
  });
}
