import type { APIRequestContext, Page } from "@playwright/test";
import { issueReviewLinkToken } from "@web/services/reviewLinkTokens";
import type { Provider, ProviderSearchResult } from "@web/rules/model/types";
import { REVIEW_LINK_MESSAGES } from "@web/rules/reviews/reviewLinks";
import { ALT, expect, expectNoAxeViolations, MAIN, PORT, test } from "./fixtures";

/**
 * The review workflows by link (spec 7 `/v1/dxp/...`): the CMS pages links lead to,
 * their forms, single use and the spec 8 failures, in the browser on both brands.
 * The server signs with REVIEW_LINK_SECRET (playwright.config.ts); so does this file.
 */

const SECRET = "e2e-review-links";
const API = `http://localhost:${PORT}`;

/** The link page's block (Next's route announcer is an alert region of its own). */
const block = (page: Page) => page.locator('[data-block="reviewLink"]');

async function reviewedProvider(request: APIRequestContext): Promise<Provider> {
  const search = await request.get(
    `${API}/api/v1/faceted-search?keyword=Denver%2C+CO&careType=assisted-living&hitsPerPage=5&sortBy=most-reviews`,
  );
  const hit = ((await search.json()).data.results as ProviderSearchResult[])[0]!;
  return (await (await request.get(`${API}/api/v2/location/${hit.id}`)).json()) as Provider;
}

test.describe("review links", () => {
  // A refused link is a 4xx answer, which the browser reports in its console.
  test.use({ expectedConsoleErrors: [/status of 4\d\d/] });

  test("a provider answers a review once; the link then says it was used", async ({
    page,
    request,
  }) => {
    const provider = await reviewedProvider(request);
    const review = provider.reviews[0]!;
    const token = issueReviewLinkToken(SECRET, { purpose: "provider-review", reviewId: review.id });
    await page.goto(`${MAIN}/reviews/respond?token=${token}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Respond to a review of your community",
    );
    await expect(page.getByRole("heading", { level: 2, name: review.title })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expectNoAxeViolations(page);

    // The shared schema's message before anything is sent.
    await page.getByRole("button", { name: "Send response" }).click();
    await expect(block(page).getByRole("alert")).toContainText("Please write your response");
    await page.getByLabel("Your response").fill("Thank you for the kind words about our staff.");
    await page.getByRole("button", { name: "Send response" }).click();
    await expect(block(page).getByRole("status")).toHaveText(REVIEW_LINK_MESSAGES.responded);

    // The same link again: the review still shows, but nothing more is accepted.
    await page.reload();
    await page.getByLabel("Why should our team check it?").fill("It describes another community.");
    await page.getByRole("button", { name: "Ask us to check this review" }).click();
    await expect(block(page).getByRole("alert")).toHaveText(REVIEW_LINK_MESSAGES.used);
  });

  test("a family reports a move-in on the alternate site", async ({ page, request }) => {
    const provider = await reviewedProvider(request);
    const token = issueReviewLinkToken(SECRET, { purpose: "move-in", providerId: provider.id });
    await page.goto(`${ALT}/reviews/move-in?token=${token}`);
    await expect(page.getByRole("link", { name: provider.name })).toHaveAttribute(
      "href",
      provider.path,
    );
    await page.getByRole("button", { name: "Report the move-in" }).click();
    await expect(block(page).getByRole("alert")).toContainText("Please give the move-in date");
    await page.getByLabel("Move-in date").fill("2026-10-15");
    await page.getByLabel("Resident's name (optional)").fill("Maria G.");
    await page.getByRole("button", { name: "Report the move-in" }).click();
    await expect(block(page).getByRole("status")).toHaveText(REVIEW_LINK_MESSAGES.movedIn);
    await expectNoAxeViolations(page);
  });

  test(
    "a reviewer withdraws a duplicate review",
    { tag: "@viewport-independent" },
    async ({ page, request }) => {
      const provider = await reviewedProvider(request);
      const submissionId = `e2e-duplicate-${Date.now()}`;
      const stored = await request.post(`${API}/api/reviews`, {
        data: {
          providerId: provider.id,
          submissionId,
          rating: 4,
          name: "E2E Duplicate",
          title: "Visited twice",
          content: "We came back for a second tour and liked it just as much.",
        },
      });
      expect(stored.ok()).toBe(true);
      const token = issueReviewLinkToken(SECRET, { purpose: "duplicate-review", submissionId });
      await page.goto(`${MAIN}/reviews/duplicate?token=${token}`);
      await page.getByRole("button", { name: "Withdraw the new review" }).click();
      await expect(block(page).getByRole("status")).toHaveText(
        REVIEW_LINK_MESSAGES.duplicateDenied,
      );
    },
  );

  test(
    "a link that is not valid or has expired says so",
    { tag: "@viewport-independent" },
    async ({ page }) => {
      await page.goto(`${MAIN}/reviews/respond?token=v1.forged.token`);
      await expect(block(page).getByRole("alert")).toHaveText(REVIEW_LINK_MESSAGES.invalid);
      await page.goto(`${MAIN}/reviews/respond`);
      await expect(block(page).getByRole("alert")).toHaveText(REVIEW_LINK_MESSAGES.invalid);
      const expired = issueReviewLinkToken(
        SECRET,
        { purpose: "provider-review", reviewId: "any" },
        new Date(Date.now() - 40 * 86_400_000),
      );
      await page.goto(`${ALT}/reviews/respond?token=${expired}`);
      await expect(block(page).getByRole("alert")).toHaveText(REVIEW_LINK_MESSAGES.expired);
      await expectNoAxeViolations(page);
    },
  );
});
