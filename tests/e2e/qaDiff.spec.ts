import { expect, expectNoAxeViolations, MAIN, PORT, test } from "./fixtures";

/**
 * Issue 16: the QA view compares the published and the draft version of a page,
 * rendered through the registry. The seeded /about draft (studio/seed/content/drafts.ts)
 * edits the hero's heading, moves the call to action under the hero, deletes the
 * awards block and adds a "Meet our Family Advisors" section.
 */
const SECRET = "local-preview";
const ABOUT = `${MAIN}/qa/diff?site=main&path=/about`;

test.describe("QA diff", () => {
  test("refuses a missing or wrong secret, and says why", async ({ request }) => {
    // The request context resolves no *.localhost names: localhost is the main site.
    const about = `http://localhost:${PORT}/qa/diff?site=main&path=/about`;
    const missing = await request.get(about, { maxRedirects: 0 });
    expect(missing.status()).toBe(401);
    expect(await missing.text()).toContain("open it with the preview secret");
    expect(missing.headers()["cache-control"]).toContain("no-store");
    const wrong = await request.get(`${about}&secret=wrong`, { maxRedirects: 0 });
    expect(wrong.status()).toBe(401);
    expect(await wrong.text()).toBe("Invalid preview secret");
    expect(await wrong.text()).not.toContain("Our Advisors");
  });

  test("marks exactly the seeded changes, block by block", async ({ page }) => {
    const response = await page.goto(`${ABOUT}&secret=${SECRET}`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    expect(response?.headers()["cache-control"]).toContain("no-store");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);

    const main = page.getByRole("main");
    await expect(
      main.getByRole("heading", { level: 1, name: "QA: draft against published" }),
    ).toBeVisible();
    await expect(page.locator("[data-qa-summary]")).toHaveText(
      "1 changed, 1 moved, 1 removed, 1 added, 2 unchanged blocks.",
    );
    const rows = page.locator("[data-block-row]");
    const marked = await rows.evaluateAll((items) =>
      items.map((item) => [
        item.getAttribute("data-change"),
        item.querySelector("h3")?.textContent,
      ]),
    );
    expect(marked).toEqual([
      ["changed", "Changed hero (changed: heading)"],
      ["moved", "Moved callToAction (moved from position 5 to 2)"],
      ["unchanged", "Unchanged richText (position 3)"],
      ["unchanged", "Unchanged richText (position 4)"],
      ["removed", "Removed badgeShowcase (was at position 4)"],
      ["added", "Added richText (new at position 5)"],
    ]);

    // The edited heading: only the new words are marked, inline.
    const hero = page.locator('[data-block-row="about0"]');
    await expect(hero.locator("ins")).toHaveText(["— Our Advisors "]);
    await expect(hero.locator("del")).toHaveCount(0);
    await expect(
      hero.locator('[data-side="published"]').getByRole("heading", { level: 1 }),
    ).toHaveText("About ElderPath");
    await expect(hero.locator('[data-side="draft"]').getByRole("heading", { level: 1 })).toHaveText(
      "About ElderPath — Our Advisors",
    );
    // The removed block shows on the published side only, the added one on the draft side.
    const removed = page.locator('[data-block-row="about3"]');
    await expect(removed.locator('[data-side="draft"]')).toContainText("Not in the draft");
    await expect(removed.locator('[data-side="published"]')).toContainText("Our awards and badges");
    await expect(page.locator('[data-change="added"] [data-side="draft"]')).toContainText(
      "Meet our Family Advisors",
    );

    // Unchanged blocks are folded until opened.
    const folded = main.locator("details");
    await expect(folded.locator("summary")).toHaveText("2 unchanged blocks (richText, richText)");
    await expect(folded.getByText("Our mission").first()).toBeHidden();
    await folded.locator("summary").click();
    await expect(folded.getByText("Our mission").first()).toBeVisible();

    await expectNoAxeViolations(page);
  });

  test("lists every page and template whose draft differs, linking to each", async ({ page }) => {
    await page.goto(`${MAIN}/qa/diff?site=main&secret=${SECRET}`);
    const list = page.locator("[data-qa-changed]");
    await expect(list.getByRole("link")).toHaveText([
      "assisted living geo copy (geoCopyTemplate)",
      "/about",
      // A draft of a page never published (the legacy-block demo): all of it is new.
      "/about/legacy-block-demo",
      "/resources/touring-checklist",
      "ElderPath provider page (providerPageTemplate)",
    ]);
    await list.getByRole("link", { name: "assisted living geo copy (geoCopyTemplate)" }).click();
    await expect(page).toHaveURL(/document=geoCopyTemplate\.assisted-living/);
    await expect(page.locator("[data-qa-summary]")).toHaveText(
      "1 changed, 0 moved, 0 removed, 0 added, 0 unchanged blocks.",
    );
    await expect(page.locator("[data-word-diff] ins")).toContainText("(gt city 3)");
    await expectNoAxeViolations(page);
  });

  test("opens in draft mode without the secret in the address", async ({ page }) => {
    const target = encodeURIComponent("/qa/diff?site=main&path=/about");
    await page.goto(`${MAIN}/api/draft-mode/enable?secret=${SECRET}&redirect=${target}`);
    await expect(page).toHaveURL(`${MAIN}/qa/diff?site=main&path=/about`);
    await expect(page.locator("[data-qa-summary]")).toContainText("1 moved");
    if (process.env.DOCS_SCREENSHOTS) {
      await page.setViewportSize({ width: 1280, height: 1600 });
      await page.screenshot({ path: "docs/images/qa-diff.png", fullPage: false });
      await page.locator('[data-change="removed"]').scrollIntoViewIfNeeded();
      await page.screenshot({ path: "docs/images/qa-diff-removed-added.png", fullPage: false });
    }
  });
});
