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

async function providerPath(request: APIRequestContext): Promise<string> {
  const response = await request.get(
    `http://localhost:${PORT}/api/v1/faceted-search?keyword=Austin%2C%20TX&careType=assisted-living&hitsPerPage=1`,
  );
  const [first] = (await response.json()).data.results as { path: string }[];
  return first!.path;
}

const PAGES = (brand: SiteId, provider: string) =>
  [
    ["home", "/"],
    ["search", `${SITES[brand].searchPath}?keyword=Chicago%2C%20IL&care-type=assisted-living`],
    ["care-type", "/senior-living/assisted-living"],
    ["state", "/senior-living/assisted-living/texas"],
    ["city", "/senior-living/assisted-living/texas/austin"],
    ["category", "/senior-care/hospices"],
    ["provider", provider],
    ["awards", "/bestseniorliving"],
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
      for (const [name, pagePath] of PAGES(brand, await providerPath(request))) {
        await page.goto(`${origin(brand)}${pagePath}`);
        await settle(page);
        await page.screenshot({ path: path.join(OUT, `${brand}-${name}-${device}.png`) });
      }
      await context.close();
    });
  }
}
