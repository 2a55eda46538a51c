import { mkdirSync } from "node:fs";
import path from "node:path";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { SITE_IDS, SITES, type SiteId } from "@web/rules/sites";

/**
 * `npm run screenshots` (issue 23): phone and desktop pictures of every page type on every
 * brand, from the production build, into docs/images/pages/ (docs/design.md shows them).
 * Not part of `npm test`: it checks nothing, it draws.
 */

const PORT = Number(process.env.E2E_PORT ?? 3100);
const OUT = path.join(process.cwd(), "docs", "images", "pages");
const origin = (brand: SiteId) => `http://${brand}.localhost:${PORT}`;
/** Monday noon Pacific: inside business hours (the phone shows, not the closed note). */
const MONDAY_NOON_PT = new Date("2026-11-02T12:00:00-08:00");

const DEVICES = [
  ["phone", { width: 390, height: 844 }],
  ["desktop", { width: 1280, height: 800 }],
] as const;

async function firstResultPath(
  request: APIRequestContext,
  keyword: string,
  careType: string,
): Promise<string> {
  const query = new URLSearchParams({ keyword, careType, hitsPerPage: "1" });
  const response = await request.get(`http://localhost:${PORT}/api/v1/faceted-search?${query}`);
  const [first] = (await response.json()).data.results as { path: string }[];
  return first!.path;
}

/**
 * The seeded nursing home with an immediate-jeopardy citation in an award year (issue 27:
 * its "Ratings and inspections" block lists the citation; its 2025 award is withheld).
 */
const CITED_NURSING_HOME = "/senior-living/iowa/fairfield/northgate-laurel-gardens-154683";
const WITHHELD_AWARD_YEAR = "/bestseniorliving/caring-stars-senior-living/2025";

const PAGES = (brand: SiteId, provider: string, nursingHome: string) =>
  [
    ["home", "/"],
    ["search", `${SITES[brand].searchPath}?keyword=Chicago%2C%20IL&care-type=assisted-living`],
    ["care-type", "/senior-living/assisted-living"],
    ["state", "/senior-living/assisted-living/texas"],
    ["city", "/senior-living/assisted-living/texas/austin"],
    ["category", "/senior-care/hospices"],
    ["provider", provider],
    ["nursing-home", nursingHome],
    ["awards", "/bestseniorliving"],
    ["awards-year", WITHHELD_AWARD_YEAR],
    // The senior-homes brand has no guides.
    ...(brand === "homes" ? [] : [["guide", "/resources/paying-for-assisted-living"] as const]),
    ["guided-search", "/which-care-is-right"],
    ["get-costs", "/get-costs"],
    ["sem-landing", "/lp/senior-living-costs"],
  ] as const;

/** Loaded, hydrated and still: fonts, images in view, the header measured. */
async function settle(page: Page) {
  await page.waitForLoadState("load");
  await expect
    .poll(() =>
      page.evaluate(() => document.documentElement.style.getPropertyValue("--site-header-height")),
    )
    .not.toBe("");
  await page.evaluate(() => document.fonts.ready);
}

for (const brand of SITE_IDS) {
  for (const [device, viewport] of DEVICES) {
    test(`${brand} on a ${device}`, async ({ browser, request }) => {
      test.setTimeout(180_000);
      mkdirSync(OUT, { recursive: true });
      const context = await browser.newContext({
        viewport,
        isMobile: device === "phone",
        hasTouch: device === "phone",
      });
      const page = await context.newPage();
      await page.clock.setFixedTime(MONDAY_NOON_PT);
      const provider = await firstResultPath(request, "Austin, TX", "assisted-living");
      for (const [name, pagePath] of PAGES(brand, provider, CITED_NURSING_HOME)) {
        await page.goto(`${origin(brand)}${pagePath}`);
        await settle(page);
        await page.screenshot({ path: path.join(OUT, `${brand}-${name}-${device}.png`) });
      }
      // The inspection record in view: the block's first screen.
      await page.goto(`${origin(brand)}${CITED_NURSING_HOME}`);
      await settle(page);
      const block = page.locator('[data-block="providerInspections"]');
      await block.scrollIntoViewIfNeeded();
      await block.evaluate((element) => element.scrollIntoView({ block: "start" }));
      await page.screenshot({ path: path.join(OUT, `${brand}-inspections-${device}.png`) });
      await context.close();
    });
  }
}
