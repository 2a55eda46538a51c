import type { Page } from "@playwright/test";
import { ALT, brandRun, expect, expectNoAxeViolations, MAIN, test } from "./fixtures";

/**
 * The mini search box's location autocomplete (spec 2.3, 4, 5, 8, 9), by keyboard
 * only, against the real API and the seeded directory, on both brands.
 */

const SUGGESTIONS = "/api/v1/location/autocomplete-suggestions";

/** The first search form's location combobox (role set once hydrated). */
function locationBox(page: Page) {
  return page
    .getByRole("main")
    .getByRole("search")
    .first()
    .getByRole("combobox", { name: "Location" });
}

/** Counts the suggestion requests the page makes. */
function countSuggestionRequests(page: Page) {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes(SUGGESTIONS)) urls.push(request.url());
  });
  return urls;
}

/** Keeps tracked analytics events across the form's navigation (sessionStorage). */
async function recordTrackedEvents(page: Page) {
  await page.addInitScript(() => {
    const store = window as unknown as {
      analyticsTracker?: { track(event: string, properties: unknown): void };
    };
    store.analyticsTracker = {
      track(event, properties) {
        const list = JSON.parse(sessionStorage.getItem("e2e-tracked") ?? "[]") as unknown[];
        list.push({ event, properties });
        sessionStorage.setItem("e2e-tracked", JSON.stringify(list));
      },
    };
  });
}

for (const [brand, origin, searchPath] of [
  ["main", MAIN, "/local/search"],
  ["alt", ALT, "/search"],
] as const) {
  test.describe(`location autocomplete on the ${brand} site`, brandRun(brand), () => {
    // The dev server compiles the search route on first use: allow for it.
    test.describe.configure({ timeout: 90_000 });

    test("type 'Aus', wait, ArrowDown, Enter: lands on the site's search route", async ({
      page,
    }) => {
      await recordTrackedEvents(page);
      const requests = countSuggestionRequests(page);
      await page.goto(`${origin}/`);
      const input = locationBox(page);
      await expect(input).toHaveAttribute("aria-expanded", "false");
      await input.focus();
      await page.keyboard.type("Aus");

      const listbox = page.getByRole("listbox", { name: "Suggestions" });
      await expect(listbox).toBeVisible();
      await expect(input).toHaveAttribute("aria-expanded", "true");
      const options = listbox.getByRole("option");
      await expect(options).toHaveCount(6);
      await expect(options.first()).toHaveText("Austin, TX");
      expect(requests).toHaveLength(1);
      const asked = new URL(requests[0]!);
      expect(asked.searchParams.get("query")).toBe("Aus");
      expect(asked.searchParams.get("pageSize")).toBe("10");
      expect(asked.searchParams.get("domain")).toBe(brand);
      await expect(page.getByText("6 suggestions available")).toBeAttached();

      // Large tap targets (>= 44 px) that fit the viewport.
      const viewport = page.viewportSize()!;
      for (const option of await options.all()) {
        const box = (await option.boundingBox())!;
        expect(box.height).toBeGreaterThanOrEqual(44);
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      }

      await page.keyboard.press("ArrowDown");
      await expect(options.first()).toHaveAttribute("aria-selected", "true");
      const firstId = await options.first().getAttribute("id");
      await expect(input).toHaveAttribute("aria-activedescendant", firstId!);
      await expectNoAxeViolations(page, {
        within: '[role="combobox"][aria-expanded="true"], [role="listbox"]',
      });

      await page.keyboard.press("Enter");
      await page.waitForURL(
        (url) => url.pathname.replace(/\/$/, "") === searchPath && url.search !== "",
        { waitUntil: "commit" },
      );
      const landed = new URL(page.url());
      expect(landed.origin).toBe(origin);
      expect(landed.searchParams.get("keyword")).toBe("Austin, TX");
      expect(landed.searchParams.get("care-type")).toBe("assisted-living");
      expect(page.url()).toMatch(/\?keyword=Austin%2C(\+|%20)TX&care-type=assisted-living$/);

      const events = await page.evaluate(() =>
        JSON.parse(sessionStorage.getItem("e2e-tracked") ?? "[]"),
      );
      expect(events).toContainEqual({
        event: "search submitted",
        properties: expect.objectContaining({
          keyword: "Austin, TX",
          siteId: brand,
          suggestionPicked: true,
        }),
      });
    });

    test(
      "under 3 characters: no list and no request; arrows wrap; Escape closes",
      { tag: "@viewport-independent" },
      async ({ page }) => {
        const requests = countSuggestionRequests(page);
        await page.goto(`${origin}/`);
        const input = locationBox(page);
        await input.focus();
        await page.keyboard.type(" Se");
        await page.waitForTimeout(1200);
        expect(requests).toHaveLength(0);
        await expect(page.getByRole("listbox", { name: "Suggestions" })).toBeHidden();
        await expect(input).toHaveAttribute("aria-expanded", "false");

        await page.keyboard.type("a");
        const listbox = page.getByRole("listbox", { name: "Suggestions" });
        await expect(listbox).toBeVisible();
        expect(requests).toHaveLength(1);
        const options = listbox.getByRole("option");
        await expect(options).toHaveCount(6);

        // ArrowUp from no focus wraps to the last option, ArrowDown from there to the first.
        await page.keyboard.press("ArrowUp");
        await expect(options.last()).toHaveAttribute("aria-selected", "true");
        await page.keyboard.press("ArrowDown");
        await expect(options.first()).toHaveAttribute("aria-selected", "true");

        await page.keyboard.press("Escape");
        await expect(listbox).toBeHidden();
        await expect(input).toHaveAttribute("aria-expanded", "false");
        await expect(input).toHaveValue(" Sea");
        await page.keyboard.press("Escape");
        await expect(input).toHaveValue("");
        await expect(page).toHaveURL(`${origin}/`);
      },
    );

    test("Enter with no focused suggestion picks the first one", async ({ page }) => {
      await page.goto(`${origin}/`);
      const input = locationBox(page);
      await input.focus();
      await page.keyboard.type("Denv");
      const options = page.getByRole("listbox", { name: "Suggestions" }).getByRole("option");
      await expect(options.first()).toHaveText("Denver, CO");
      await page.keyboard.press("Enter");
      await page.waitForURL((url) => url.pathname.replace(/\/$/, "") === searchPath, {
        waitUntil: "commit",
      });
      expect(new URL(page.url()).searchParams.get("keyword")).toBe("Denver, CO");
    });

    for (const [failure, answer] of [
      ["a 500 answer", { status: 500, contentType: "application/json", body: "{}" }],
      ["an answer that is not JSON", { status: 200, contentType: "text/html", body: "<html>" }],
    ] as const) {
      test.describe(() => {
        // The browser itself reports a 5xx resource as a console error.
        test.use({ expectedConsoleErrors: [/Failed to load resource: .* 500/] });

        test(
          `after ${failure}: no list, a warning, the box still searches`,
          { tag: "@viewport-independent" },
          async ({ page }) => {
            await page.route(`**${SUGGESTIONS}*`, (route) => route.fulfill(answer));
            const warnings: string[] = [];
            page.on("console", (message) => {
              if (message.type() === "warning") warnings.push(message.text());
            });
            await page.goto(`${origin}/`);
            const input = locationBox(page);
            await input.focus();
            await page.keyboard.type("Miami, FL");
            // spec 8: one structured line (web/lib/log.ts): {"where":"location autocomplete",...}.
            const autocompleteWarnings = () =>
              warnings
                .map((text) => {
                  try {
                    return JSON.parse(text) as { where?: string; message?: string };
                  } catch {
                    return {};
                  }
                })
                .filter((line) => line.where === "location autocomplete")
                .map((line) => line.message ?? "");
            await expect
              .poll(() => autocompleteWarnings().join("\n"))
              .toMatch(/^suggestions for "Miami, FL" failed/);
            await expect(page.getByRole("listbox", { name: "Suggestions" })).toBeHidden();
            await expect(input).toHaveAttribute("aria-expanded", "false");
            await page.keyboard.press("ArrowDown");
            await page.keyboard.press("Enter");
            await page.waitForURL((url) => url.pathname.replace(/\/$/, "") === searchPath, {
              waitUntil: "commit",
            });
            expect(new URL(page.url()).searchParams.get("keyword")).toBe("Miami, FL");
          },
        );
      });
    }
  });
}
