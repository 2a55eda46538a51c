import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import {
  ALT,
  expect,
  expectNoAxeViolations,
  headerActions,
  holdToast,
  MAIN,
  PORT,
  releaseToasts,
  test,
} from "./fixtures";

/** spec 2.1 /saved, spec 4 Save toggle / Toast, spec 8 Saved limit, spec 9 toast 5000 ms. */

const SEARCH = `${MAIN}/local/search?keyword=Austin%2C+TX`;
const COOKIE = "savedProviders";

async function providerIdsNear(request: APIRequestContext, keyword: string, count: number) {
  // Node's resolver does not know *.localhost: ask plain localhost for the main site's data.
  const response = await request.get(
    `http://localhost:${PORT}/api/v2/faceted-search?keyword=${encodeURIComponent(keyword)}&domain=main&hitsPerPage=${count}`,
  );
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { results: { id: string; name: string }[] } };
  expect(body.data.results.length).toBe(count);
  return body.data.results;
}

async function setSavedCookie(context: BrowserContext, ids: string[], origin = MAIN) {
  await context.addCookies([
    { name: COOKIE, value: encodeURIComponent(JSON.stringify(ids)), url: `${origin}/` },
  ]);
}

async function savedCookieIds(context: BrowserContext, origin = MAIN): Promise<string[]> {
  const cookie = (await context.cookies(`${origin}/`)).find((c) => c.name === COOKIE);
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as string[]) : [];
}

/** The toast region (Chakra's toaster group); toasts inside it are role=status / role=alert. */
const toasts = (page: Page) => page.getByRole("region", { name: /notifications/i });

/** A card's save toggle, once hydrated (it then knows the cookie). */
async function firstCardToggle(page: Page) {
  const card = page.locator("article[data-provider-id]").first();
  await expect(card).toBeVisible({ timeout: 30_000 });
  const id = await card.getAttribute("data-provider-id");
  const toggle = card.getByRole("button", { name: /^Save / });
  await expect(toggle).toHaveAttribute("data-ready", "true");
  return { card, id: id ?? "", toggle };
}

/** axe over the toast alone (WCAG 2.2 AA: contrast of the coloured toasts, named buttons). */
const expectAccessibleToast = (page: Page) =>
  expectNoAxeViolations(page, { within: '[data-scope="toast"][data-part="group"]' });

const trackedEvents = (page: Page) =>
  page.evaluate(() => (window.__trackedEvents ?? []).map((e) => e.event));

test.describe("saved providers", () => {
  test("save and unsave from the search results, with one toast at a time", async ({
    page,
    context,
  }) => {
    // Two axe runs over a page of 20 cards: more than the default 45 s on a loaded machine.
    test.setTimeout(90_000);
    await page.goto(SEARCH);
    const { id, toggle } = await firstCardToggle(page);
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    // On a desktop the first card's toggle sits at the bottom of the viewport, under where
    // the toast shows; in the middle it stays clickable while a toast is up.
    await toggle.evaluate((element) => element.scrollIntoView({ block: "center" }));
    const box = await toggle.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
    const status = toasts(page).getByRole("status");

    await toggle.click();
    // Read slowly (paused), so the axe run below cannot outlast it, and it is still up
    // for the second click.
    await holdToast(status);
    await expect(status).toContainText("Provider Successfully Saved");
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expectAccessibleToast(page);
    expect(await savedCookieIds(context)).toEqual([id]);
    await expect.poll(() => trackedEvents(page)).toContain("favourited");

    // A new toast closes the one still up.
    await toggle.click();
    await holdToast(status);
    await expect(status).toContainText("Provider Unsaved");
    await expect(toasts(page).getByText("Provider Successfully Saved")).toHaveCount(0);
    await expect(status).toHaveCount(1);
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await expectAccessibleToast(page);
    expect(await savedCookieIds(context)).toEqual([]);
    await expect.poll(() => trackedEvents(page)).toContain("unfavourited");

    // spec 9: once the visitor moves on, the toast goes away by itself (5 s).
    await releaseToasts(page);
    await expect(toasts(page).getByText("Provider Unsaved")).toBeHidden({ timeout: 9_000 });
  });

  test(
    "the toggle works by keyboard",
    { tag: "@viewport-independent" },
    async ({ page, context }) => {
      await page.goto(SEARCH);
      const { id, toggle } = await firstCardToggle(page);
      await toggle.focus();
      await page.keyboard.press("Enter");
      await expect(toggle).toHaveAttribute("aria-pressed", "true");
      await page.keyboard.press("Space");
      await expect(toggle).toHaveAttribute("aria-pressed", "false");
      expect(await savedCookieIds(context)).not.toContain(id);
    },
  );

  test("at the limit nothing is saved and the toast leads to /saved", async ({
    page,
    context,
    request,
  }) => {
    // 30 providers (the seed's savedLimit) from another city than the one searched.
    const saved = await providerIdsNear(request, "Seattle, WA", 30);
    const ids = saved.map((provider) => provider.id);
    await setSavedCookie(context, ids);
    await page.goto(SEARCH);
    const { toggle } = await firstCardToggle(page);
    await toggle.click();
    const limitToast = toasts(page).getByRole("alert");
    await expect(limitToast.getByText("Saved Providers Limit Reached")).toBeVisible();
    await holdToast(limitToast);
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    expect(await savedCookieIds(context)).toEqual(ids);
    await expectAccessibleToast(page);

    await limitToast.getByRole("button", { name: "View Saved Providers" }).click();
    // A client-side navigation; the dev server may render the page slowly.
    await expect(page).toHaveURL(`${MAIN}/saved`, { timeout: 30_000 });
    await expect(page.getByText("You have 30 saved providers.")).toBeVisible();
    await expect(page.locator("article[data-provider-id]")).toHaveCount(30);
  });

  test("/saved lists the saved providers, newest first; unsaving removes them", async ({
    page,
    context,
    request,
  }) => {
    const [older, newer] = await providerIdsNear(request, "Denver, CO", 2);
    await setSavedCookie(context, [older!.id, newer!.id]);
    await page.goto(`${MAIN}/saved`);
    await expect(
      page.getByRole("heading", { level: 1, name: "Your saved providers" }),
    ).toBeVisible();
    await expect(page.getByText("You have 2 saved providers.")).toBeVisible();
    const cards = page.locator("article[data-provider-id]");
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(0)).toHaveAttribute("data-provider-id", newer!.id);
    await expect(cards.nth(1)).toHaveAttribute("data-provider-id", older!.id);
    await expect(cards.nth(0).getByRole("heading", { level: 2 })).toHaveText(newer!.name);
    await expect(cards.getByRole("button", { name: /^Save / }).first()).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(cards.getByRole("button", { name: /^Save / }).first()).toHaveAttribute(
      "data-ready",
      "true",
    );
    await expectNoAxeViolations(page);

    await cards
      .nth(0)
      .getByRole("button", { name: `Save ${newer!.name}` })
      .click();
    await expect(toasts(page).getByText("Provider Unsaved")).toBeVisible();
    await expect(cards).toHaveCount(1);
    await expect(page.getByText("You have 1 saved provider.")).toBeFocused();
    expect(await savedCookieIds(context)).toEqual([older!.id]);

    await cards.getByRole("button", { name: `Save ${older!.name}` }).click();
    await expect(
      page.getByRole("heading", { level: 2, name: "You have no saved providers yet" }),
    ).toBeFocused();
    expect(await savedCookieIds(context)).toEqual([]);
  });

  test("/saved has an empty state linking to search", async ({ page }) => {
    await page.goto(`${MAIN}/saved`);
    await expect(
      page.getByRole("heading", { level: 2, name: "You have no saved providers yet" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Search senior living" })).toHaveAttribute(
      "href",
      /^\/local\/search\/?$/,
    );
    await expectNoAxeViolations(page);
  });

  test(
    "an unparseable cookie counts as empty",
    { tag: "@viewport-independent" },
    async ({ page, context }) => {
      await context.addCookies([{ name: COOKIE, value: "%7Bnot-json", url: `${MAIN}/` }]);
      await page.goto(`${MAIN}/saved`);
      await expect(
        page.getByRole("heading", { level: 2, name: "You have no saved providers yet" }),
      ).toBeVisible();
    },
  );

  test("the header's Saved button leads to /saved", async ({ page }) => {
    await page.goto(`${MAIN}/`);
    // "Saved" in the header from xl, "Saved Providers" in the drawer below it.
    await (await headerActions(page)).getByRole("link", { name: /^Saved( Providers)?$/ }).click();
    await expect(page).toHaveURL(`${MAIN}/saved`);
    await expect(
      page.getByRole("heading", { level: 1, name: "Your saved providers" }),
    ).toBeVisible();
  });

  test("the alternate site's /saved works too, with its own copy and search route", async ({
    page,
  }) => {
    await page.goto(`${ALT}/saved`);
    await expect(page.getByRole("heading", { level: 1, name: "Your saved places" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Find places near you" })).toHaveAttribute(
      "href",
      /^\/search\/?$/,
    );
    await expectNoAxeViolations(page);
  });
});
