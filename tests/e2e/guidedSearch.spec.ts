import type { Page, Response } from "@playwright/test";
import { ALT, MAIN, expect, expectNoAxeViolations, test } from "./fixtures";

/**
 * Issue 24 "Guided search": the questionnaire from each brand's way in (the home page's
 * call to action, the header's Senior Living menu), with the keyboard on one brand and the
 * mouse on the other, its three values in session storage under the spec's names (spec 3),
 * and its end: the search for the matching care type, reached without a redirect. The
 * steps' own rules (errors, focus, restore, storage failure) are in
 * tests/unit/registry/guidedSearch.test.tsx.
 */

const stored = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(
      ["guidedSearchQuestions", "guidedSearchValues", "guidedSearchMatchingCareType"].map((key) => [
        key,
        JSON.parse(window.sessionStorage.getItem(key) ?? "null"),
      ]),
    ),
  );

/** The navigation to the site's search, as the browser received it (a 308 would show here). */
const searchResponse = (page: Page, path: string) =>
  page.waitForResponse(
    (response: Response) =>
      response.request().isNavigationRequest() && new URL(response.url()).pathname === path,
  );

test(
  "leads by keyboard and by mouse to the search for the matching care type",
  { tag: "@viewport-independent" },
  async ({ page }) => {
    // Main site, keyboard only: from the home page's call to action.
    await page.goto(`${MAIN}/`);
    await page.getByRole("link", { name: "Find the right care" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`${MAIN}/which-care-is-right`);
    const quiz = page.locator("[data-guided-search][data-enhanced]");
    await expect(quiz).toBeVisible();
    await expectNoAxeViolations(page);

    const question = (name: RegExp) => quiz.getByRole("heading", { name });
    await quiz.getByRole("radio").first().focus();
    await page.keyboard.press("Enter");
    await expect(quiz.getByText("Please choose an answer")).toBeVisible();
    await expectNoAxeViolations(page, { within: "[data-guided-search]" });
    await page.keyboard.press("ArrowDown"); // In a community
    await page.keyboard.press("Enter");
    await expect(quiz.getByText("Step 2 of 4")).toBeVisible();
    await expect(question(/everyday tasks/)).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Space"); // None
    await page.keyboard.press("Enter");
    await expect(question(/memory loss/)).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown"); // Dementia or Alzheimer's
    await page.keyboard.press("Enter");
    await expect(question(/nursing care around the clock/)).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Space"); // No
    await page.keyboard.press("Enter");
    await expect(quiz.getByRole("heading", { name: "We suggest: Memory care" })).toBeFocused();
    await expect(page).toHaveURL(`${MAIN}/which-care-is-right?care-type=memory-care-facilities`);

    const main = await stored(page);
    expect(main.guidedSearchQuestions).toHaveLength(4);
    expect(main.guidedSearchValues).toEqual({
      living: "community",
      dailyHelp: "none",
      memory: "dementia",
      medical: "no",
    });
    expect(main.guidedSearchMatchingCareType).toBe("memory-care-facilities");
    await expectNoAxeViolations(page, { within: "[data-guided-search]" });

    await page.keyboard.press("Tab"); // Read about memory care
    await page.keyboard.press("Tab");
    await expect(quiz.getByLabel("Location")).toBeFocused();
    await page.keyboard.type("Austin, TX");
    await page.keyboard.press("Tab");
    await expect(quiz.getByLabel("Type of care")).toHaveValue("memory-care-facilities");
    await expect(quiz.getByLabel("Type of care")).toBeFocused();
    await page.keyboard.press("Tab");
    const mainSearch = searchResponse(page, "/local/search");
    await page.keyboard.press("Enter");
    const mainAnswer = await mainSearch;
    expect(mainAnswer.status()).toBe(200);
    expect(new URL(mainAnswer.url()).searchParams.get("care-type")).toBe("memory-care-facilities");
    expect(new URL(mainAnswer.url()).searchParams.get("keyword")).toBe("Austin, TX");
    await page.waitForURL(mainAnswer.url());

    // Alternate site, mouse only: from the header's Senior Living menu.
    await page.goto(`${ALT}/about`);
    const menu = page.locator("[data-site-header] details[data-header-dropdown]").first();
    await menu.locator("summary").click();
    await menu.getByRole("link", { name: "Help Me Choose" }).click();
    await expect(page).toHaveURL(`${ALT}/which-care-is-right`);
    const altQuiz = page.locator("[data-guided-search][data-enhanced]");
    await expect(altQuiz).toBeVisible();
    const next = altQuiz.getByRole("button", { name: "Next" });
    await next.click();
    await expect(altQuiz.getByText("Please choose an answer")).toBeVisible();
    await altQuiz.getByText("At home, with help coming to them").click();
    await next.click();
    await altQuiz.getByText("Help with most tasks").click();
    await next.click();
    await altQuiz.getByRole("button", { name: "Back" }).click();
    await expect(altQuiz.getByRole("radio", { name: "Help with most tasks" })).toBeChecked();
    await next.click();
    await altQuiz.getByText("No memory concerns").click();
    await next.click();
    await altQuiz.getByText("No", { exact: true }).click();
    await altQuiz.getByRole("button", { name: "See my match" }).click();
    await expect(altQuiz.getByRole("heading", { name: "We suggest: In-home care" })).toBeVisible();
    expect((await stored(page)).guidedSearchMatchingCareType).toBe("in-home-care");
    await expectNoAxeViolations(page, { within: "[data-guided-search]" });

    await altQuiz.getByLabel("Location").click();
    await page.keyboard.type("Tucson, AZ");
    const altSearch = searchResponse(page, "/search");
    await altQuiz.getByRole("button", { name: "Search" }).click();
    const altAnswer = await altSearch;
    expect(altAnswer.status()).toBe(200);
    expect(new URL(altAnswer.url()).searchParams.get("care-type")).toBe("in-home-care");
    await page.waitForURL(altAnswer.url());

    // Without JavaScript the answers are one GET form: its submission answers 303 with the
    // page and the match, rendered on the server.
    const noScript = await page.goto(
      `${ALT}/which-care-is-right?guided-search=1&living=community&dailyHelp=none&memory=none&medical=yes`,
    );
    expect(noScript?.request().redirectedFrom()?.url()).toContain("guided-search=1");
    expect((await noScript?.request().redirectedFrom()?.response())?.status()).toBe(303);
    expect(noScript?.url()).toBe(`${ALT}/which-care-is-right?care-type=nursing-homes`);
    await expect(page.getByRole("heading", { name: "We suggest: Nursing homes" })).toBeVisible();
  },
);
