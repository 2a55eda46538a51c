import AxeBuilder from "@axe-core/playwright";
import { expect, test as base, type Locator, type Page } from "@playwright/test";

export const PORT = Number(process.env.E2E_PORT ?? 3100);
export const MAIN = `http://main.localhost:${PORT}`;
export const ALT = `http://alt.localhost:${PORT}`;

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

/** WCAG 2.2 AA, as axe-core checks it in the real browser. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    // Before withTags, which adds to these options (options() replaces them).
    .options({ resultTypes: ["violations"] })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .setLegacyMode(true)
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(" "))
        .join(", ")}`,
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
