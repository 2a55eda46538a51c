import type { Page } from "@playwright/test";
import { ALT, expect, expectNoAxeViolations, MAIN, test } from "./fixtures";

const cards = (page: Page) => page.locator("article[data-provider-id]");

async function hydrated(page: Page) {
  await page.waitForLoadState("networkidle");
  // The results are a code-split client component: wait until it has hydrated.
  await page.locator('[data-interactive="true"]').first().waitFor();
}

test.describe("provider card on the main site", () => {
  test("READ MORE / READ LESS, buttons and links", async ({ page }) => {
    await page.goto(`${MAIN}/local/search?keyword=Austin%2C+TX&care-type=assisted-living`);
    await hydrated(page);
    const first = cards(page)
      .filter({ has: page.getByRole("button", { name: "READ MORE" }) })
      .first();
    // Pinned by id: once expanded the card no longer matches the READ MORE filter.
    const card = page.locator(
      `article[data-provider-id="${await first.getAttribute("data-provider-id")}"]`,
    );
    const title = card.getByRole("heading").getByRole("link");
    const href = await title.getAttribute("href");
    expect(href).toMatch(/^\/senior-living\//);
    const id = await card.getAttribute("data-provider-id");
    expect(id).toBeTruthy();
    // One inquiry button (the brand's label), opening the form; Learn More leads to the page.
    await expect(card.getByRole("button", { name: "Get Pricing" })).toHaveAttribute(
      "aria-haspopup",
      "dialog",
    );
    await expect(card.getByRole("link", { name: "Learn More" })).toHaveAttribute("href", href!);
    await expect(card.getByText("Request Info")).toHaveCount(0);
    await expect(
      card.getByText(/^Starting at \$[\d,]+\/month$|^Pricing not available$/),
    ).toBeVisible();

    const collapsedText = await card.locator("[data-description]").innerText();
    const more = card.getByRole("button", { name: "READ MORE" });
    await more.click();
    const less = card.getByRole("button", { name: "READ LESS" });
    await expect(less).toHaveAttribute("aria-expanded", "true");
    await expect
      .poll(async () => (await card.locator("[data-description]").innerText()).length)
      .toBeGreaterThan(collapsedText.length);
    await less.click();
    await expect(card.getByRole("button", { name: "READ MORE" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });

  test("the promotion badge expands into a panel and its close button collapses it", async ({
    page,
  }) => {
    await page.goto(`${MAIN}/local/search?keyword=Austin%2C+TX&ongoingPromotion=true`);
    await hydrated(page);
    const badge = page.getByRole("button", { name: "Special offer" }).first();
    await badge.click();
    await expect(badge).toHaveAttribute("aria-expanded", "true");
    const panel = page.getByRole("region", { name: "Special offer" });
    await expect(panel).toBeVisible();
    await expectNoAxeViolations(page, {
      within: 'article[data-provider-id]:has([aria-expanded="true"])',
    });
    await panel.getByRole("button", { name: "Close special offer" }).click();
    await expect(panel).toBeHidden();
    await expect(badge).toBeFocused();
  });

  test("the Verified Partner badge explains itself by keyboard", async ({ page }) => {
    await page.goto(`${MAIN}/local/search?keyword=Austin%2C+TX`);
    await hydrated(page);
    const badge = page.getByRole("button", { name: "Verified Partner" }).first();
    await badge.focus();
    await page.keyboard.press("Enter");
    await expect(badge).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText(/vetted for quality/).first()).toBeVisible();
    await expectNoAxeViolations(page, {
      within: 'article[data-provider-id]:has([aria-expanded="true"])',
    });
    await page.keyboard.press("Escape");
    await expect(badge).toHaveAttribute("aria-expanded", "false");
  });

  test("images keep their box and providers without photos show a placeholder", async ({
    page,
  }) => {
    await page.goto(`${MAIN}/local/search?keyword=Austin%2C+TX&care-type=in-home-care`);
    await hydrated(page);
    // The image fills the card's fixed media box (16:9 on a stacked card, the full height
    // of a list row's left column): nothing moves when it loads or fails.
    const image = cards(page).first().locator("img");
    const box = await image.boundingBox();
    const media = await image.locator("xpath=..").boundingBox();
    expect(box).not.toBeNull();
    expect(box!.height).toBeGreaterThan(100);
    expect(Math.round(box!.width)).toBe(Math.round(media!.width));
    expect(Math.round(box!.height)).toBe(Math.round(media!.height));
    const card = await cards(page).first().boundingBox();
    if (card!.width < 600) expect(Math.round((box!.width / box!.height) * 9)).toBe(16);
    const placeholders = page.locator('article img[src^="/placeholders/placeholder-"]');
    expect(await placeholders.count()).toBeGreaterThan(0);
  });
});

test.describe("provider card on the alternate site", () => {
  test(
    "says 'Get Information' and shows no Verified Partner badge",
    { tag: "@viewport-independent" },
    async ({ page }) => {
      await page.goto(`${ALT}/search?keyword=Austin%2C+TX`);
      await hydrated(page);
      await expect(
        cards(page).first().getByRole("button", { name: "Get Information" }),
      ).toBeVisible();
      await expect(page.getByRole("button", { name: "Get Pricing" })).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Verified Partner" })).toHaveCount(0);
      // The alternate brand's card (its search page is scanned whole in search.spec.ts).
      await expectNoAxeViolations(page, { within: "li:first-child > article[data-provider-id]" });
    },
  );
});
