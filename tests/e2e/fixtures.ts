import type axe from "axe-core";
import { readFileSync } from "node:fs";
import { expect, test as base, type Locator, type Page } from "@playwright/test";
import type { SiteId } from "@web/rules/sites";

export const PORT = Number(process.env.E2E_PORT ?? 3100);
export const MAIN = `http://main.localhost:${PORT}`;
export const ALT = `http://alt.localhost:${PORT}`;
export const HOMES = `http://homes.localhost:${PORT}`;

/**
 * Every test fails on a page error or a console error in the browser: the
 * site must run clean, hydration warnings included.
 */
export const test = base.extend<{ expectedConsoleErrors: RegExp[]; browserErrors: string[] }>({
  /** Console errors a test expects, e.g. the browser's own report of a 404 response. */
  expectedConsoleErrors: [[], { option: true }],
  browserErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        const text = message.text();
        if (expectedConsoleErrors.some((pattern) => pattern.test(text))) return;
        errors.push(`console.error: ${text}`);
      });
      await use(errors);
      expect(errors, "browser errors during the test").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * The tag of a test group that runs once per brand, for every brand but the main one.
 * The desktop project runs every brand's; the phone project runs the main brand's only
 * (playwright.config.ts): each feature then runs on every brand and at both sizes, and
 * each brand's phone layout is checked by layout.spec.ts and shell.spec.ts, which set
 * their own viewports. The second brand's copy at phone size checked neither anew and
 * cost a third of the phone project (docs/testing.md).
 */
const BRAND_VARIANT_TAG = "@brand-variant";

/** `test.describe` details of one brand's copy of a group (see BRAND_VARIANT_TAG). */
export function brandRun(brand: SiteId): { tag?: string } {
  return brand === "main" ? {} : { tag: BRAND_VARIANT_TAG };
}

/** For `expectNoAxeViolations(page, { within })`: the dialog open now (Chakra's or a native one). */
export const OPEN_DIALOG = '[role="dialog"][data-state="open"], dialog[open]';
/** The site header, for a scan of its states once its page was scanned whole. */
export const HEADER = "[data-site-header]";
/** The banner draft mode puts above every page (web/shell/PreviewBanner.tsx). */
export const PREVIEW_BANNER = '[role="region"][aria-label="Preview mode"]';

const AXE_SOURCE = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");
const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Puts axe-core into every frame of the page that has none yet (a document keeps it across
 * scans). Frames that refuse it (another origin, detached) are left out, as AxeBuilder's
 * legacy mode leaves them; same-origin frames are then scanned through the top one.
 */
async function injectAxe(page: Page) {
  for (const frame of page.frames()) {
    try {
      const present = await frame.evaluate(() => "axe" in window);
      if (present) continue;
      await frame.evaluate(AXE_SOURCE);
      await frame.evaluate(() => {
        (window as unknown as { axe: typeof axe }).axe.configure({
          allowedOrigins: ["<same_origin>"],
        });
      });
    } catch {
      // A frame of another origin or one gone since page.frames(): not scannable from here.
    }
  }
}

/**
 * WCAG 2.2 AA, as axe-core checks it in the real browser: the whole page, or only the
 * region a test has just changed (`within`, a CSS selector: an open dialog, a form in its
 * error state) when the rest of the page was scanned already.
 *
 * axe is put into the page once per document rather than by AxeBuilder, which evaluates
 * its 580 kB source twice per scan (docs/testing.md, "What an axe scan costs"). Deferred
 * content (content-visibility: auto) is rendered for the scan.
 */
export async function expectNoAxeViolations(page: Page, options: { within?: string } = {}) {
  await injectAxe(page);
  const violations = await page.evaluate(
    async ({ within, tags }) => {
      const axeApi = (window as unknown as { axe: typeof axe }).axe;
      // The browser's own selector engine (axe's knows no :has), and a loud miss.
      const region = within ? document.querySelectorAll(within) : null;
      if (region?.length === 0) throw new Error(`axe: nothing matches ${within}`);
      const context = region ?? document;
      // Content not yet rendered (content-visibility: auto, the deferred sections and
      // cards) is scanned as it will be drawn: axe's colour-contrast rule reads the
      // background under a skipped section's text from whatever is laid out at that
      // point, often the footer (axe-core#2768, open).
      const rendered = document.createElement("style");
      rendered.textContent = "* { content-visibility: visible !important; }";
      document.head.append(rendered);
      const results = await axeApi
        .run(context, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] })
        .finally(() => rendered.remove());
      return results.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(" ")),
      }));
    },
    { within: options.within, tags: WCAG_22_AA },
  );
  const summary = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.targets.slice(0, 3).join(", ")}`,
  );
  expect(summary, "axe WCAG 2.2 AA violations").toEqual([]);
}

/**
 * Reads a toast slowly: the pointer on it pauses its timer (Chakra's toaster), as for a
 * visitor reading it, so a slow machine's checks cannot outlast it.
 */
export async function holdToast(toast: Locator) {
  await toast.hover();
  await expect(toast).toHaveAttribute("data-paused", "");
}

/** The visitor moves on: the pointer leaves the toasts and none of them stays paused. */
export async function releaseToasts(page: Page) {
  await page.mouse.move(1, 1);
  await expect(page.locator('[data-scope="toast"][data-paused]')).toHaveCount(0);
}

/**
 * Where the header's secondary items are (Get Costs, Saved, the phone): the header's bar
 * from xl; below it the mobile drawer, opened here (its Menu button works before and
 * without JavaScript).
 */
export async function headerActions(page: Page): Promise<Locator> {
  const header = page.locator("[data-site-header]");
  const menu = header.getByRole("button", { name: "Menu" });
  if (!(await menu.isVisible())) return header;
  await menu.click();
  const drawer = page.getByRole("dialog", { name: "Site menu" });
  await expect(drawer).toBeVisible();
  return drawer;
}
