import type { Locator, Page } from "@playwright/test";
import {
  expect,
  expectNoAxeViolations,
  holdToast,
  MAIN,
  OPEN_DIALOG,
  PORT,
  releaseToasts,
  test,
} from "./fixtures";

/**
 * Compare (spec 2.2, 2.3, 4, 8, 9) on the main site's search page: the bar, the
 * limit dialog, the compare modal (from the bar and from a shared URL), Share
 * Results through the clipboard, on desktop and on a phone.
 */

const SEARCH = `${MAIN}/local/search/?keyword=Austin%2C+TX`;

const bar = (page: Page) => page.locator("[data-compare-bar]");
const barText = (page: Page) => page.locator("[data-compare-bar-text]");
const compareButton = (page: Page) =>
  bar(page).getByRole("button", { name: "Compare", exact: true });
const compareBoxes = (page: Page) => page.getByRole("checkbox", { name: /^Compare / });
const modal = (page: Page) => page.getByRole("dialog", { name: "Compare communities" });

function searchOf(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams;
}

/** Ids and names of providers from another city (not on the Austin page). */
async function otherCityProviders(page: Page, count: number) {
  const response = await page.request.get(
    `http://localhost:${PORT}/api/v2/faceted-search?keyword=Seattle%2C+WA&domain=main&hitsPerPage=${count}`,
  );
  const answer = (await response.json()) as { data: { results: { id: string; name: string }[] } };
  return answer.data.results.slice(0, count);
}

/** Cards whose box lies inside the carousel's visible area. */
async function visibleCards(page: Page, cards: Locator): Promise<number> {
  const frame = await modal(page).locator(".swiper").boundingBox();
  if (!frame) return 0;
  let visible = 0;
  for (const card of await cards.all()) {
    const box = await card.boundingBox();
    if (box && box.x >= frame.x - 1 && box.x + box.width <= frame.x + frame.width + 1) visible++;
  }
  return visible;
}

/** The modal and Swiper load on first use; the shared dev server can be slow to serve them. */
const SLOW = { timeout: 30_000 };

test.beforeEach(async ({ page }) => {
  test.slow();
  // Chromium on Linux has no Web Share; make sure the clipboard path runs everywhere.
  await page.addInitScript(() => {
    delete (Navigator.prototype as { share?: unknown }).share;
  });
});

test("a tick made before the page's JavaScript runs is kept (a slow phone)", async ({ page }) => {
  // Hold every script of the page until the box has been ticked on the server's HTML.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/_next/static/**/*.js", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(SEARCH, { waitUntil: "domcontentloaded" });
  const box = compareBoxes(page).nth(1);
  await box.check();
  const name = (await box.getAttribute("aria-label"))!.replace(/^Compare /, "");
  release();
  await page.locator('[data-interactive="true"]').first().waitFor();
  await expect(barText(page)).toHaveText("Add another community to compare");
  await expect(box).toBeChecked();
  await expect(bar(page).getByText(name, { exact: true })).toBeAttached();
  expect(searchOf(page).get("selectedCommunities")?.split(",")).toHaveLength(1);
});

test("compare up to the limit, and past it", async ({ page, isMobile }) => {
  await page.goto(SEARCH);
  // The checkboxes are server-rendered: wait for the results' islands to hydrate.
  await page.locator('[data-interactive="true"]').first().waitFor();
  const boxes = compareBoxes(page);
  await expect(boxes.first()).toBeVisible();
  await expect(bar(page)).toHaveCount(0);

  await boxes.nth(0).check();
  await expect(barText(page)).toHaveText("Add another community to compare");
  await expect(compareButton(page)).toBeDisabled();

  await boxes.nth(1).check();
  await expect(barText(page)).toHaveText("Compare 2 of 4");
  await expect(compareButton(page)).toBeEnabled();
  await boxes.nth(2).check();
  await boxes.nth(3).check();
  await expect(barText(page)).toHaveText("Compare 4 of 4");
  expect(searchOf(page).get("selectedCommunities")?.split(",")).toHaveLength(4);
  expect(searchOf(page).get("isModalOpen")).toBe("false");
  expect(searchOf(page).get("keyword")).toBe("Austin, TX");

  // The fifth add is refused.
  await boxes.nth(4).click();
  const limit = page.getByRole("alertdialog", { name: "Too many selections" });
  await expect(limit).toBeVisible(SLOW);
  await expect(limit).toContainText("You can only compare 4 communities at a time.");
  await expect(limit.getByRole("button", { name: "Continue" })).toBeFocused();
  await limit.getByRole("button", { name: "Continue" }).click();
  await expect(limit).toBeHidden();
  await expect(boxes.nth(4)).not.toBeChecked();
  await expect(barText(page)).toHaveText("Compare 4 of 4");
  expect(searchOf(page).get("selectedCommunities")?.split(",")).toHaveLength(4);

  // The list of selected providers: collapsed on a phone, always open on a desktop.
  const list = bar(page).getByRole("list", { name: "Selected communities" });
  const toggle = bar(page).getByRole("button", { name: /^Show selected/ });
  if (isMobile) {
    await expect(list).toBeHidden();
    await toggle.click();
    await expect(list).toBeVisible();
    await expect(bar(page).getByRole("button", { name: "Hide selected" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
  } else {
    await expect(list).toBeVisible();
    await expect(toggle).toBeHidden();
  }
  await expect(list.getByRole("listitem")).toHaveCount(4);

  // Removing from the bar unchecks the card.
  const firstName = (await boxes.nth(0).getAttribute("aria-label"))!.replace(/^Compare /, "");
  await list.getByRole("button", { name: `Remove ${firstName} from the comparison` }).click();
  await expect(boxes.nth(0)).not.toBeChecked();
  await expect(barText(page)).toHaveText("Compare 3 of 4");

  // The bar never covers the end of the page: the body is padded by its height.
  const padding = await page.evaluate(() => parseFloat(document.body.style.paddingBottom));
  const height = (await bar(page).boundingBox())!.height;
  expect(Math.abs(padding - height)).toBeLessThan(2);

  // The selection survives a reload (it lives in the URL).
  await page.goto(page.url());
  await expect(barText(page)).toHaveText("Compare 3 of 4");
  await expect(boxes.nth(1)).toBeChecked();
});

test("the compare modal: carousel, URL, analytics, Escape and Back, axe", async ({
  page,
  isMobile,
}) => {
  await page.goto(SEARCH);
  const boxes = compareBoxes(page);
  for (let i = 0; i < 4; i++) await boxes.nth(i).check();
  await compareButton(page).click();

  const dialog = modal(page);
  await expect(dialog).toBeVisible(SLOW);
  expect(searchOf(page).get("isModalOpen")).toBe("true");
  const cards = dialog.locator("[data-compare-card]");
  await expect(cards).toHaveCount(4);
  await expect(cards.first().getByRole("link")).toHaveAttribute(
    "href",
    /^\/senior-(living|care)\//,
  );

  // spec 9: 1 card per view below 768 px, 3 above 991 px; equal heights above 768 px.
  await expect.poll(() => visibleCards(page, cards)).toBe(isMobile ? 1 : 3);
  if (!isMobile) {
    const heights = await Promise.all(
      (await cards.all()).map(async (card) => (await card.boundingBox())!.height),
    );
    expect(Math.max(...heights) - Math.min(...heights)).toBeLessThan(1);
  }
  // Next moves the carousel.
  const next = dialog.getByRole("button", { name: "Next community" });
  await next.click();
  await expect(dialog.getByRole("button", { name: "Previous community" })).toBeEnabled();

  // spec 4/9 analytics.
  const events = await page.evaluate(() =>
    (window.__trackedEvents ?? []).map((tracked) => tracked.event),
  );
  expect(events).toContain("location comparison viewed");

  // The open modal (the search page under it is scanned whole in search.spec.ts).
  await expectNoAxeViolations(page, { within: OPEN_DIALOG });

  // Escape closes it and writes isModalOpen=false; the selection stays.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  expect(searchOf(page).get("isModalOpen")).toBe("false");
  expect(searchOf(page).get("selectedCommunities")?.split(",")).toHaveLength(4);

  // Opening pushes a history entry: Back closes the modal again.
  await compareButton(page).click();
  await expect(dialog).toBeVisible(SLOW);
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(barText(page)).toHaveText("Compare 4 of 4");
});

test("a shared link opens the modal with providers from another page", async ({ page }) => {
  const shared = await otherCityProviders(page, 2);
  expect(shared).toHaveLength(2);
  const ids = shared.map((provider) => provider.id).join(",");
  await page.goto(`${SEARCH}&selectedCommunities=${ids},not-a-provider&isModalOpen=true`);

  const dialog = modal(page);
  await expect(dialog).toBeVisible(SLOW);
  for (const provider of shared) {
    await expect(dialog.getByRole("link", { name: provider.name })).toBeVisible();
  }
  // The unknown id leaves the selection; the bar reads the rest.
  await expect.poll(() => searchOf(page).get("selectedCommunities")).toBe(ids);
  await dialog.getByRole("button", { name: "Close the comparison" }).click();
  await expect(barText(page)).toHaveText("Compare 2 of 4");
});

test("Share Results copies the page link", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: MAIN });
  const shared = await otherCityProviders(page, 2);
  await page.goto(
    `${SEARCH}&selectedCommunities=${shared.map((p) => p.id).join(",")}&isModalOpen=true`,
  );
  const dialog = modal(page);
  await expect(dialog).toBeVisible(SLOW);
  await dialog.getByRole("button", { name: "Share Results" }).click();

  const toast = page.locator('[data-scope="toast"][data-part="root"]');
  await expect(toast).toContainText("Copied the link to this page!");
  await holdToast(toast);
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(page.url());
  expect(new URL(copied).searchParams.get("isModalOpen")).toBe("true");
  // Closable, and gone by itself after 3 s once the visitor moves on.
  await expect(toast.getByRole("button", { name: "Close notification" })).toBeVisible();
  await releaseToasts(page);
  await expect(toast).toBeHidden({ timeout: 6_000 });
});

test("a cancelled share dialog is ignored", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "share", {
      configurable: true,
      value: (data: ShareData) => {
        (window as { sharedUrl?: string }).sharedUrl = data.url;
        return Promise.reject(new DOMException("Share canceled", "AbortError"));
      },
    });
  });
  const shared = await otherCityProviders(page, 2);
  await page.goto(
    `${SEARCH}&selectedCommunities=${shared.map((p) => p.id).join(",")}&isModalOpen=true`,
  );
  const dialog = modal(page);
  await expect(dialog).toBeVisible(SLOW);
  await dialog.getByRole("button", { name: "Share Results" }).click();
  await expect
    .poll(() => page.evaluate(() => (window as { sharedUrl?: string }).sharedUrl))
    .toBe(page.url());
  await page.waitForTimeout(500);
  // No toast and no error (the fixture fails the test on any console error).
  await expect(page.locator('[data-scope="toast"][data-part="root"]')).toHaveCount(0);
  await expect(dialog).toBeVisible(SLOW);
});
