import type { Page } from "@playwright/test";
import { ALT, brandRun, expect, expectNoAxeViolations, MAIN, test } from "./fixtures";

/**
 * issue 27.5: the search's public-record filters ("No serious citations in 3 years",
 * "Medicare rating 4+") with their counts, the "Medicare rating" sort and "Clear all
 * filters", on a nursing-home search of both sites; none of them on an in-home care search.
 */
const SITES = [
  { name: "main", origin: MAIN, path: "/local/search" },
  { name: "alt", origin: ALT, path: "/search" },
] as const;

const NO_SERIOUS = /^No serious citations in 3 years \((\d[\d,]*)\)$/;
const TOP_RATED = /^Medicare rating 4\+ \((\d[\d,]*)\)$/;

const cards = (page: Page) =>
  page.locator('ul[aria-label="Search results"] > li > article[data-provider-id]');
const status = (page: Page) =>
  page
    .getByRole("status")
    .filter({ hasText: /providers?/ })
    .first();

/** The filter form, its disclosure opened on small screens. */
async function filters(page: Page) {
  await page.locator('[data-interactive="true"]').first().waitFor();
  const disclosure = page.locator("details", { hasText: "Filter and sort results" }).first();
  const summary = disclosure.locator("> summary");
  if ((await summary.isVisible()) && (await disclosure.getAttribute("open")) === null) {
    await summary.click();
  }
  return page.locator("form#search-filters");
}

/** The number a status line or a filter's label gives. */
function numberIn(text: string | null, pattern: RegExp): number {
  const match = pattern.exec((text ?? "").trim());
  if (!match?.[1]) throw new Error(`no count in ${JSON.stringify(text)}`);
  return Number(match[1].replace(/,/g, ""));
}
const total = async (page: Page) => numberIn(await status(page).textContent(), /^([\d,]+) /);
const filterSummary = (page: Page) =>
  page.locator("details", { hasText: "Filter and sort results" }).first().locator("> summary");

/** Medicare's overall rating of each card shown, from the location API (the record's source). */
async function shownRatings(page: Page, count: number): Promise<(number | null)[]> {
  const ids = await cards(page).evaluateAll((nodes) =>
    nodes.map((node) => node.getAttribute("data-provider-id")),
  );
  // Asked from the page itself: the same origin, as the browser resolves the brand's host.
  return page.evaluate(
    (list) =>
      Promise.all(
        list.map(async (id) => {
          const answer = await fetch(`/api/v2/location/${id}`);
          if (!answer.ok) throw new Error(`location ${id}: ${answer.status}`);
          const body = (await answer.json()) as {
            inspections?: { ratings?: { overall: number | null } | null } | null;
          };
          return body.inspections?.ratings?.overall ?? null;
        }),
      ),
    ids.slice(0, count),
  );
}

for (const site of SITES) {
  test.describe(`the record filters on the ${site.name} site`, brandRun(site.name), () => {
    test("filter, count, sort and clear a nursing-home search", async ({ page }) => {
      await page.goto(`${site.origin}${site.path}?keyword=Austin%2C+TX&care-type=nursing-homes`);
      await expect(cards(page).first()).toBeVisible();
      const all = await total(page);
      let form = await filters(page);
      const group = form.getByRole("group", { name: "Inspections and Medicare rating" });
      const noSerious = group.getByLabel(NO_SERIOUS);
      const topRated = group.getByLabel(TOP_RATED);
      await expect(noSerious).toBeVisible();
      const noSeriousCount = numberIn(
        await noSerious.evaluate((input) => input.parentElement!.textContent),
        NO_SERIOUS,
      );
      const topRatedCount = numberIn(
        await topRated.evaluate((input) => input.parentElement!.textContent),
        TOP_RATED,
      );
      // The seed's Austin has nursing homes each filter keeps and some it leaves out.
      expect(noSeriousCount).toBeGreaterThan(0);
      expect(noSeriousCount).toBeLessThan(all);
      expect(topRatedCount).toBeGreaterThan(0);
      expect(topRatedCount).toBeLessThan(all);
      await expect(filterSummary(page)).toHaveText("Filter and sort results");
      await expect(form.getByRole("link", { name: "Clear all filters" })).toHaveCount(0);

      // "No serious citations in 3 years": the count beside it is the results it gives.
      await noSerious.check();
      await expect(page).toHaveURL(/noSeriousCitations=true/);
      await expect(status(page)).toContainText(
        `${noSeriousCount.toLocaleString("en-US")} provider`,
      );
      await expect(filterSummary(page)).toHaveText("Filter and sort results (1 active)");

      // Then "Medicare rating 4+": its count, now within the filtered results.
      form = await filters(page);
      const bothCount = numberIn(
        await form.getByLabel(TOP_RATED).evaluate((input) => input.parentElement!.textContent),
        TOP_RATED,
      );
      expect(bothCount).toBeLessThanOrEqual(topRatedCount);
      await form.getByLabel(TOP_RATED).check();
      await expect(page).toHaveURL(/medicareRating4Plus=true/);
      await expect(status(page)).toContainText(`${bothCount.toLocaleString("en-US")} provider`);
      await expect(filterSummary(page)).toHaveText("Filter and sort results (2 active)");
      for (const rating of await shownRatings(page, 5)) expect(rating).toBeGreaterThanOrEqual(4);

      // The filtered page passes WCAG 2.2 AA.
      await expectNoAxeViolations(page);

      // "Clear all filters" keeps the place, the care type and the sort.
      form = await filters(page);
      await form.getByLabel("Sort by").selectOption("medicare-rating");
      await expect(page).toHaveURL(/sortBy=medicare-rating/);
      form = await filters(page);
      await form.getByRole("link", { name: "Clear all filters" }).click();
      await expect(page).not.toHaveURL(/noSeriousCitations|medicareRating4Plus/);
      await expect(page).toHaveURL(/sortBy=medicare-rating/);
      await expect(page).toHaveURL(/care-type=nursing-homes/);
      await expect(status(page)).toContainText(`${all.toLocaleString("en-US")} provider`);
      await expect(filterSummary(page)).toHaveText("Filter and sort results");
    });

    test("sorts by Medicare rating, highest first", async ({ page }) => {
      await page.goto(`${site.origin}${site.path}?keyword=Austin%2C+TX&care-type=nursing-homes`);
      await expect(cards(page).first()).toBeVisible();
      const before = await shownRatings(page, 8);
      const form = await filters(page);
      await expect(
        form.getByLabel("Sort by").locator("option", { hasText: "Medicare rating" }),
      ).toHaveCount(1);
      await form.getByLabel("Sort by").selectOption("medicare-rating");
      await expect(page).toHaveURL(/sortBy=medicare-rating/);
      await expect(form.getByLabel("Sort by")).toHaveValue("medicare-rating");
      await expect
        .poll(async () => (await shownRatings(page, 8)).join(","))
        .not.toBe(before.join(","));
      const after = await shownRatings(page, 8);
      expect(after[0]).toBe(5);
      expect(after.every((r, i) => i === 0 || (after[i - 1] ?? 0) >= (r ?? 0))).toBe(true);
    });

    test(
      "the faceted-search API filters and counts the same way",
      { tag: "@viewport-independent" },
      async ({ page }) => {
        await page.goto(`${site.origin}${site.path}?keyword=Austin%2C+TX&care-type=nursing-homes`);
        const answers = await page.evaluate(async () => {
          const ask = async (query: string) => {
            const answer = await fetch(`/api/v2/faceted-search?${query}`);
            return (await answer.json()) as {
              data: { totalItems: number };
              facets: { recordFacets?: Record<string, number> };
            };
          };
          const place = "careType=nursing-homes&latLng=30.26715,-97.74306";
          return {
            all: await ask(place),
            filtered: await ask(`${place}&noSeriousCitations=true&medicareRating4Plus=true`),
            inHomeCare: await ask("careType=in-home-care&latLng=30.26715,-97.74306"),
          };
        });
        const counts = answers.all.facets.recordFacets!;
        expect(counts.noSeriousCitations).toBeGreaterThan(0);
        expect(counts.noSeriousCitations).toBeLessThan(answers.all.data.totalItems);
        expect(answers.filtered.data.totalItems).toBeLessThanOrEqual(counts.medicareRating4Plus!);
        expect(answers.filtered.facets.recordFacets).toEqual({
          noSeriousCitations: answers.filtered.data.totalItems,
          medicareRating4Plus: answers.filtered.data.totalItems,
        });
        expect(answers.inHomeCare.facets.recordFacets).toBeUndefined();
      },
    );

    test(
      "offers no Medicare filters or sort to an in-home care search",
      { tag: "@viewport-independent" },
      async ({ page }) => {
        await page.goto(
          `${site.origin}${site.path}?keyword=Austin%2C+TX&care-type=in-home-care&noSeriousCitations=true&sortBy=medicare-rating`,
        );
        await expect(cards(page).first()).toBeVisible();
        const form = await filters(page);
        await expect(form.getByText("Medicare rating 4+")).toHaveCount(0);
        await expect(form.getByText(/No serious citations/)).toHaveCount(0);
        await expect(
          form.getByLabel("Sort by").locator("option", { hasText: "Medicare rating" }),
        ).toHaveCount(0);
        await expect(form.getByLabel("Sort by")).toHaveValue("recommended");
        // A key the page cannot show is not an active filter either.
        await expect(filterSummary(page)).toHaveText("Filter and sort results");
      },
    );
  });
}
