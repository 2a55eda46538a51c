import type { APIRequestContext } from "@playwright/test";
import {
  ALT,
  HEADER,
  MAIN,
  OPEN_DIALOG,
  PORT,
  expect,
  expectNoAxeViolations,
  test,
} from "./fixtures";

/**
 * The site shell (issue 13; spec 2.3 Header, 4 Mobile drawer / Session, 5 and 8 business
 * hours, 7 analytics). Each group sets its own viewport: run with --project=desktop.
 */

const GUIDE = "/resources/paying-for-assisted-living";
/** A geo city page (page type geo-city). */
const GEO_CITY = "/senior-living/assisted-living/texas/austin";

/** The widths the shell is proved on (the header's breakpoints: web/rules/visibility.ts). */
const VIEWPORTS = [
  ["desktop", { viewport: { width: 1366, height: 900 } }],
  ["tablet", { viewport: { width: 820, height: 1180 }, isMobile: true, hasTouch: true }],
  ["phone", { viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true }],
] as const;

/** The path of a seeded provider's page (page type provider), through the API. */
async function providerPath(request: APIRequestContext): Promise<string> {
  const response = await request.get(
    `http://localhost:${PORT}/api/v1/faceted-search?keyword=Austin%2C%20TX&careType=assisted-living&hitsPerPage=1`,
  );
  expect(response.ok()).toBe(true);
  const [first] = (await response.json()).data.results as { path: string }[];
  expect(first?.path).toMatch(/^\/senior-living\//);
  return first!.path;
}
/**
 * Waits until the header has its final height: its script has measured it (the height
 * variable is set) and the frames after hydration have passed, in which the phone item
 * may turn into the three-line business-hours note (depending on the clock).
 */
async function headerSettled(page: import("@playwright/test").Page) {
  await expect
    .poll(() =>
      page.evaluate(() => document.documentElement.style.getPropertyValue("--site-header-height")),
    )
    .not.toBe("");
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}

const SEM = "/lp/senior-living-costs";
/** Monday 2026-11-02, Pacific (UTC-8): 12:00 is inside both brands' weekday hours. */
const MONDAY_NOON_PT = new Date("2026-11-02T12:00:00-08:00");
/** Monday 23:30 Pacific: outside both brands' hours. */
const MONDAY_NIGHT_PT = new Date("2026-11-02T23:30:00-08:00");

type DataLayerEntry = { event: string } & Record<string, unknown>;
const dataLayer = (page: import("@playwright/test").Page) =>
  page.evaluate(() => (window.dataLayer ?? []) as DataLayerEntry[]);
const eventsNamed = async (page: import("@playwright/test").Page, event: string) =>
  (await dataLayer(page)).filter((entry) => entry.event === event);

for (const [brand, origin] of [
  ["main", MAIN],
  ["alt", ALT],
] as const) {
  test.describe(`${brand} header on a desktop`, () => {
    test.use({ viewport: { width: 1366, height: 900 } });

    test("renders every menu item type, with text colour and icons", async ({ page }) => {
      await page.clock.setFixedTime(MONDAY_NOON_PT);
      await page.goto(`${origin}${GUIDE}`);
      const header = page.locator("[data-site-header]");
      // The main (live) brand's desktop search is predictive, the alternate's plain.
      const desktopType = brand === "main" ? "predictive_search" : "search";
      for (const type of [
        desktopType,
        "predictive_search",
        "link",
        "button",
        "whoAreYouSearchingFor",
      ]) {
        await expect(header.locator(`[data-menu-type="${type}"]`).first()).toBeAttached();
      }
      // desktop visibility: the desktop search shows, the tabletMinus predictive one does not.
      const desktopSearch = header.locator(`[data-menu-type="${desktopType}"]`).last();
      await expect(desktopSearch).toBeVisible();
      await expect(header.locator('[data-menu-type="predictive_search"]').first()).toBeHidden();
      // spec 1: the live brand's care-type dropdown beside the location search, on spec 9's
      // default care type; the alternate brand's seed has none.
      const careType = desktopSearch.getByLabel("Type of care");
      if (brand === "main") await expect(careType).toHaveValue("assisted-living");
      else await expect(careType).toHaveCount(0);
      // jump_links lists the page's level-2 headings.
      const jump = header.locator('[data-menu-type="jump_links"]');
      await jump.locator("summary").click();
      const firstSection = jump.locator("a").first();
      await expect(firstSection).toHaveAttribute("href", /^#.+/);
      // Closed again, the pointer away (hovering opens it): its open panel lies over the
      // row below, and axe checks what is covered.
      await jump.locator("summary").click();
      await page.mouse.move(5, 800);
      await expect(jump.locator("details")).not.toHaveAttribute("open", "");
      const medicare = header.getByRole("link", { name: /Medicare/ });
      await expect(medicare).toHaveCSS(
        "color",
        brand === "main" ? "rgb(123, 52, 30)" : "rgb(34, 84, 61)",
      );
      await expect(medicare.locator("svg")).toBeAttached();
      // The seed shows "Talk to an Advisor" (a button item) on phones and tablets only: at
      // xl the 140 px header holds the phone, Get Costs and Saved instead (issue 23).
      await expect(header.getByRole("link", { name: /Talk to an? (Advisor|Guide)/ })).toHaveCount(
        0,
      );
      // spec 2.3: Saved on the main site only.
      await expect(header.getByRole("link", { name: "Saved", exact: true })).toHaveCount(
        brand === "main" ? 1 : 0,
      );
      await expect(header.getByRole("button", { name: "Menu" })).toBeHidden();
      await expectNoAxeViolations(page);
      if (brand === "main") {
        // The dropdown's choice is the search's care type.
        await careType.selectOption("memory-care-facilities");
        await desktopSearch.locator('input[role="combobox"]').fill("Austin, TX");
        await desktopSearch.getByRole("button", { name: "Search" }).click();
        await expect(page).toHaveURL(
          /\?keyword=Austin%2C(\+|%20)TX&care-type=memory-care-facilities$/,
        );
      }
    });

    test("opens a dropdown by hover after a pause, and by keyboard with Escape back", async ({
      page,
    }) => {
      await page.goto(`${origin}/about`);
      const menu = page.locator("[data-site-header] details[data-header-dropdown]").first();
      const summary = menu.locator("summary");
      // Opening on hover is the script's (a pointer that came in before it ran stays unseen).
      await headerSettled(page);
      await summary.hover();
      await expect(menu).toHaveAttribute("open", "");
      await expect(menu.getByRole("link", { name: "Assisted Living" })).toBeVisible();
      await page.mouse.move(5, 800);
      await expect(menu).not.toHaveAttribute("open", "");

      await summary.focus();
      await page.keyboard.press("Enter");
      await expect(menu).toHaveAttribute("open", "");
      await page.keyboard.press("Tab");
      await expect(menu.getByRole("link").first()).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(menu).not.toHaveAttribute("open", "");
      await expect(summary).toBeFocused();
      await expectNoAxeViolations(page, { within: HEADER });
    });

    test("opens the inquiry form prefilled from 'Who are you searching for?'", async ({ page }) => {
      await page.goto(`${origin}/about`);
      // The header's own (the drawer holds another, for narrower screens).
      const item = page
        .locator('[data-site-header] [data-menu-type="whoAreYouSearchingFor"]')
        .first();
      // "Get Started" is a link until the item hydrates; a choice made before is not kept.
      await expect(item.getByRole("button", { name: "Get Started" })).toBeVisible();
      await item.getByLabel("Who are you searching for?").selectOption("Parent(s)");
      await item.getByRole("button", { name: "Get Started" }).click();
      const dialog = page.locator("dialog[open]");
      await expect(dialog.getByLabel("Who are you looking for?")).toHaveValue("Parent(s)");
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
    });

    test("shows the phone inside business hours and the hours message outside", async ({
      page,
    }) => {
      await page.clock.setFixedTime(MONDAY_NOON_PT);
      await page.goto(`${origin}/about`);
      const phone = page.locator("[data-site-header] [data-business-hours]").first();
      await expect(phone).toHaveAttribute("data-business-hours", "open");
      await expect(phone).toHaveAttribute("href", /^tel:/);

      await page.clock.setFixedTime(MONDAY_NIGHT_PT);
      await page.reload();
      await expect(phone).toHaveAttribute("data-business-hours", "closed");
      await expect(phone).toContainText("Get in touch with us during business hours");
      await expect(phone).toContainText("Weekdays");
      await expect(phone).toContainText("Weekends");
      await expectNoAxeViolations(page, { within: HEADER });
    });

    test("marks the careers-site footer links as leaving the site", async ({ page }) => {
      await page.goto(`${origin}/about`);
      const external = page.locator("footer [data-external-link]");
      expect(await external.count()).toBeGreaterThanOrEqual(3);
      await expect(external.first()).toHaveAttribute("href", /^https:\/\/careers\./);
      await expect(external.first()).toContainText("(leaves this site)");
    });
  });

  for (const [width, use] of VIEWPORTS.filter(([name]) => name !== "desktop")) {
    test.describe(`${brand} mobile drawer on a ${width}`, () => {
      test.use(use);

      test("drills into a sub-menu and back, locks scroll, closes by Escape and overlay", async ({
        page,
      }) => {
        await page.clock.setFixedTime(MONDAY_NOON_PT);
        await page.goto(`${origin}/about`);
        const opener = page.getByRole("button", { name: "Menu" });
        await opener.click();
        const drawer = page.getByRole("dialog", { name: "Site menu" });
        await expect(drawer).toBeVisible();
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
          "hidden",
        );
        const search = drawer.getByRole("search");
        // The location box (the live brand's care-type select is a combobox too).
        await expect(
          search.getByRole("searchbox").or(search.locator('input[role="combobox"]')),
        ).toBeVisible();
        await expect(drawer.getByRole("link", { name: /Call Us/ })).toBeVisible();
        await expect(drawer.getByRole("button", { name: "Get Costs" })).toBeVisible();
        await expect(drawer.getByRole("link", { name: "Saved Providers" })).toHaveCount(
          brand === "main" ? 1 : 0,
        );
        await expectNoAxeViolations(page, { within: OPEN_DIALOG });

        const parent = drawer.getByRole("button", { name: /^Senior Living/ });
        await parent.click();
        const back = drawer.getByRole("button", { name: /Back/ });
        await expect(back).toBeFocused();
        await expect(drawer.getByRole("link", { name: "Memory Care" })).toBeVisible();
        await back.click();
        await expect(drawer.getByRole("button", { name: /^Senior Living/ })).toBeFocused();

        await page.keyboard.press("Escape");
        await expect(drawer).toBeHidden();
        await expect(opener).toBeFocused();
        expect(
          await page.evaluate(() => getComputedStyle(document.documentElement).overflow),
        ).not.toBe("hidden");

        await opener.click();
        await expect(drawer).toBeVisible();
        // The overlay: the dialog's area to the right of its panel.
        await page.mouse.click(use.viewport.width - 7, 450);
        await expect(drawer).toBeHidden();

        if (width !== "phone") return;
        // Outside business hours the note's ranges stack inside the drawer's panel (on one
        // line they ran past a phone's drawer).
        await page.clock.setFixedTime(MONDAY_NIGHT_PT);
        await page.reload();
        await opener.click();
        const note = drawer.locator('[data-business-hours="closed"]');
        await expect(note).toBeVisible();
        const overflow = await note.evaluate((element) => {
          const panel = element.closest("[data-mobile-drawer]")!.firstElementChild!;
          const right = panel.getBoundingClientRect().right;
          return [...element.querySelectorAll("span")]
            .map((span) => span.getBoundingClientRect().right - right)
            .filter((past) => past > 0);
        });
        expect(overflow).toEqual([]);
      });
    });
  }

  test.describe(`${brand} header on a tablet`, () => {
    test.use({ viewport: { width: 820, height: 1180 }, isMobile: true, hasTouch: true });

    test("keeps the search, phone and Menu in the header, the tablet items in the drawer", async ({
      page,
    }) => {
      await page.clock.setFixedTime(MONDAY_NOON_PT);
      await page.goto(`${origin}/about`);
      const header = page.locator("[data-site-header]");
      await expect(header.locator('[data-menu-type="search"]')).toBeHidden();
      // Inside business hours the phone is an icon link named by its number.
      await expect(header.getByRole("link", { name: /^\(\d{3}\) \d{3}-\d{4}$/ })).toBeVisible();
      // The search button opens the predictive search in a sheet; Escape closes it.
      const search = header.locator("[data-header-search-opener]");
      // Before hydration the browser's invoker command opens the sheet with the focus on
      // Close; the script's own press puts it in the box.
      await headerSettled(page);
      await search.click();
      const sheet = page.locator("[data-header-search-dialog]");
      const box = sheet.locator('input[role="combobox"]');
      await expect(box).toBeFocused();
      await expectNoAxeViolations(page, { within: "[data-header-search-dialog]" });
      // Escape clears what the box holds (a geo-IP guess may have filled it), then closes.
      await box.fill("");
      await page.keyboard.press("Escape");
      await expect(sheet).toBeHidden();
      await expect(search).toBeFocused();
      // "Who are you searching for?" (tabletPlus) and the tablet's buttons are in the drawer.
      await header.getByRole("button", { name: "Menu" }).click();
      const drawer = page.getByRole("dialog", { name: "Site menu" });
      await expect(drawer.locator('[data-menu-type="whoAreYouSearchingFor"]')).toBeVisible();
      await expect(drawer.getByRole("link", { name: /Talk to an? (Advisor|Guide)/ })).toBeVisible();
      await expectNoAxeViolations(page, { within: OPEN_DIALOG });
    });
  });
}

for (const [brand, origin] of [
  ["main", MAIN],
  ["alt", ALT],
] as const) {
  for (const [width, use] of VIEWPORTS) {
    test.describe(`${brand} header variants on a ${width}`, () => {
      test.use(use);

      test("turns compact once scrolled on a provider page and a geo city page, not on a content page", async ({
        page,
        request,
      }) => {
        // Three full pages and a scan: more than the default 45 s on a loaded machine.
        test.setTimeout(120_000);
        // Outside business hours: the tallest header, with the three-line phone note.
        await page.clock.setFixedTime(MONDAY_NIGHT_PT);
        const header = page.locator("[data-site-header]");
        const height = async () => (await header.boundingBox())?.height ?? 0;
        const provider = await providerPath(request);
        for (const path of [provider, GEO_CITY]) {
          await page.goto(`${origin}${path}`);
          await expect(page.locator("[data-page-type]").first()).toHaveAttribute(
            "data-page-type",
            /^(provider|geo-city)$/,
          );
          await expect(header).not.toHaveAttribute("data-scrolled", "");
          await headerSettled(page);
          const regular = await height();
          await page.mouse.wheel(0, 1500);
          await expect(header).toHaveAttribute("data-scrolled", "");
          await expect(header).toBeInViewport();
          // From xl the two-row header turns into one row; below it the header is one
          // row already (layout.spec.ts measures the exact heights).
          if (width === "desktop") await expect.poll(height).toBeLessThan(regular);
          else await expect.poll(height).toBe(regular);
          // axe on the scrolled header alone, once: the same compact header on both pages
          // (both pages are scanned whole elsewhere).
          if (path === provider) await expectNoAxeViolations(page, { within: HEADER });
          // Back at the top it is the regular header again.
          await page.evaluate(() => window.scrollTo(0, 0));
          await expect(header).not.toHaveAttribute("data-scrolled", "");
          await expect.poll(height).toBe(regular);
        }

        // A content page keeps the regular header, fixed to the top, however far it scrolls.
        await page.goto(`${origin}${GUIDE}`);
        await expect(page.locator("[data-sem-header]")).toBeHidden();
        await headerSettled(page);
        const regular = await height();
        await page.mouse.wheel(0, 1500);
        await expect(header).toHaveAttribute("data-scrolled", "");
        await expect(header).toBeInViewport();
        expect(await height()).toBe(regular);
      });

      test("turning compact moves nothing, and what is scrolled to stops below the header", async ({
        page,
        request,
      }) => {
        const path = await providerPath(request);
        const header = page.locator("[data-site-header]");
        const tabs = page.locator("[data-gallery]");
        await page.clock.setFixedTime(MONDAY_NIGHT_PT);
        await page.goto(`${origin}${path}`);
        await headerSettled(page);
        // Where the gallery's tabs sit in the page (not the viewport).
        const pageTop = () =>
          tabs.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
        const before = await pageTop();
        await page.evaluate(() => window.scrollTo(0, 400));
        await expect(header).toHaveAttribute("data-scrolled", "");
        expect(await pageTop()).toBeCloseTo(before, 0);
        // Nor does turning back: the header's measuring must not make the browser's scroll
        // anchoring move the page (it jumped to the top, under a tap: CI run of d7224df).
        await page.evaluate(() => window.scrollTo(0, 40));
        await expect(header).not.toHaveAttribute("data-scrolled", "");
        expect(await page.evaluate(() => window.scrollY)).toBe(40);
        expect(await pageTop()).toBeCloseTo(before, 0);
        await page.evaluate(() => window.scrollTo(0, 400));
        await expect(header).toHaveAttribute("data-scrolled", "");

        // scrollIntoView (as keyboard focus and anchor jumps do) stops below the header
        // (give or take the rounding of the scroll position to device pixels).
        const headerBottom = async () =>
          (await header.boundingBox())!.y + (await header.boundingBox())!.height;
        for (const target of [tabs, page.locator("#all_reviews_section")]) {
          await target.evaluate((element) => element.scrollIntoView());
          await expect(header).toHaveAttribute("data-scrolled", "");
          const top = (await target.boundingBox())!.y;
          expect(top).toBeGreaterThanOrEqual((await headerBottom()) - 1);
        }
        await page.goto(`${origin}${path}#all_reviews_section`);
        await expect(header).toHaveAttribute("data-scrolled", "");
        await expect
          .poll(async () => (await page.locator("#all_reviews_section").boundingBox())!.y)
          .toBeGreaterThanOrEqual(await headerBottom());
      });

      test("gives the SEM landing page its simplified, non-fixed header", async ({ page }) => {
        await page.goto(`${origin}${SEM}`);
        const sem = page.locator("[data-sem-header]");
        await expect(sem).toBeVisible();
        await expect(page.locator("[data-site-header]")).toBeHidden();
        await expect(sem).toHaveCSS("position", "static");
        await expect(page.locator("main form[data-inquiry-form]")).toBeVisible();
        await page.mouse.wheel(0, 1500);
        await expect(sem).not.toBeInViewport();
        await expectNoAxeViolations(page);
      });
    });
  }
}

test.describe("mini search block (spec 2.3: optional predictive autocomplete)", () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test("is a plain search box where the block turns predictive off, a combobox where on", async ({
    page,
  }) => {
    const suggestions: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/v1/location/autocomplete-suggestions")) {
        suggestions.push(request.url());
      }
    });
    // The resources hub's mini search is seeded with predictive off.
    await page.goto(`${MAIN}/resources`);
    const plainForm = page.getByRole("main").getByRole("search");
    const plain = plainForm.getByRole("searchbox", { name: "Location" });
    await expect(plain).toBeVisible();
    await expect(plainForm.getByRole("combobox")).toHaveCount(0);
    await plain.pressSequentially("Austin", { delay: 50 });
    await page.waitForTimeout(1200);
    expect(suggestions).toEqual([]);
    await expect(page.getByRole("listbox")).toBeHidden();
    await plain.press("Enter");
    await expect(page).toHaveURL(/\/local\/search\/?\?.*keyword=Austin/);

    // The home page's mini search keeps its suggestions.
    await page.goto(`${MAIN}/`);
    const predictive = page
      .getByRole("main")
      .getByRole("search")
      .last()
      .getByRole("combobox", { name: "Location" });
    await predictive.pressSequentially("Aust", { delay: 50 });
    await expect(
      page.getByRole("listbox", { name: "Suggestions" }).getByRole("option").first(),
    ).toBeVisible();
    expect(suggestions.length).toBeGreaterThan(0);
  });
});

test.describe("analytics events through the one tracker", () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test("page view and session start once per session, dwell, scroll", async ({ page }) => {
    await page.clock.install({ time: MONDAY_NOON_PT });
    await page.goto(`${MAIN}${GUIDE}`);
    await expect.poll(async () => (await eventsNamed(page, "page view")).length).toBe(1);
    const [view] = await eventsNamed(page, "page view");
    expect(view).toMatchObject({ site: "main", pageType: "content", path: GUIDE });
    const starts = await eventsNamed(page, "session start");
    expect(starts).toHaveLength(1);
    expect(starts[0]!.sessionId).toEqual(expect.any(String));

    await page.mouse.wheel(0, 20_000);
    await expect.poll(async () => (await eventsNamed(page, "scroll")).length).toBe(1);
    await page.clock.runFor(30_000);
    await expect.poll(async () => (await eventsNamed(page, "dwell")).length).toBe(1);

    // A second page in the same session: a page view, no new session start.
    await page.goto(`${MAIN}/about`);
    await expect.poll(async () => (await eventsNamed(page, "page view")).length).toBe(1);
    expect(await eventsNamed(page, "session start")).toHaveLength(0);

    // 30 minutes later the session has expired: a new one starts.
    await page.clock.runFor(31 * 60_000);
    await page.reload();
    await expect.poll(async () => (await eventsNamed(page, "session start")).length).toBe(1);
  });

  test("form focus and form step from the inquiry form, search step from a search", async ({
    page,
  }) => {
    await page.goto(`${MAIN}/get-costs`);
    // The tracker listens from the effect that sends the page view.
    await expect.poll(async () => (await eventsNamed(page, "page view")).length).toBe(1);
    const form = page.locator("main form[data-inquiry-form]");
    await form.getByLabel("Who are you looking for?").focus();
    await expect.poll(async () => (await eventsNamed(page, "form focus")).length).toBe(1);
    await form.getByLabel("Who are you looking for?").selectOption("Parent(s)");
    await expect
      .poll(async () => (await eventsNamed(page, "form step"))[0]?.step)
      .toBe("whoAreYouLookingFor");
  });
});

test.describe("analytics events of forms, searches and web vitals", () => {
  test.use({ viewport: { width: 1366, height: 900 } });
  test.use({ expectedConsoleErrors: [] });

  test("web vitals: each metric once, with name, value, rating and id", async ({ page }) => {
    await page.goto(`${MAIN}${GUIDE}`);
    await page.mouse.click(5, 300);
    await expect
      .poll(async () => (await eventsNamed(page, "web vitals")).map((entry) => entry.name))
      .toEqual(expect.arrayContaining(["TTFB", "FCP"]));
    const vitals = await eventsNamed(page, "web vitals");
    const names = vitals.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
    for (const entry of vitals) {
      expect(entry).toMatchObject({
        site: "main",
        pageType: "content",
        name: expect.stringMatching(/^(LCP|CLS|INP|FCP|TTFB)$/),
        value: expect.any(Number),
        rating: expect.stringMatching(/^(good|needs-improvement|poor)$/),
        metricId: expect.any(String),
      });
    }
  });

  test("search step once per field of a search form", async ({ page }) => {
    await page.goto(`${MAIN}/`);
    const location = page
      .getByRole("main")
      .getByRole("search")
      .last()
      .getByRole("combobox", { name: "Location" });
    // A text field changes when it is left (the DOM's change event).
    await location.pressSequentially("Den", { delay: 30 });
    await location.press("Tab");
    await location.pressSequentially("ver", { delay: 30 });
    await location.press("Tab");
    await expect.poll(async () => (await eventsNamed(page, "search step")).length).toBe(1);
    expect((await eventsNamed(page, "search step"))[0]).toMatchObject({
      step: "keyword",
      formId: expect.any(String),
    });
    // A search form's fields are search steps, not form steps.
    expect(await eventsNamed(page, "form step")).toHaveLength(0);
  });

  test("form submitted and inquiry submitted once, with the form, type and provider", async ({
    page,
  }) => {
    test.slow();
    await page.goto(`${MAIN}/local/search/?keyword=Austin%2C+TX&providersWith=pricing`);
    const card = page.locator("article[data-provider-id]").first();
    const providerId = await card.getAttribute("data-provider-id");
    const opener = card.getByRole("button", { name: "Get Pricing" });
    await expect(opener).toHaveAttribute("data-inquiry-opener", "", { timeout: 30_000 });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: /^Get Pricing: / });
    await dialog.getByLabel("Who are you looking for?").selectOption("Parent(s)");
    await dialog.getByLabel("Your Full Name").fill("Ada Lovelace");
    await dialog.getByLabel("Your Phone Number").pressSequentially("15125550100");
    await dialog.getByLabel("Your Email").fill(`events.${Date.now().toString(36)}@example.com`);
    await dialog.getByRole("button", { name: "Get Pricing" }).click();
    await expect(page.getByRole("dialog", { name: "Thank You for your request!" })).toBeVisible({
      timeout: 30_000,
    });

    const [submitted, ...moreSubmitted] = await eventsNamed(page, "form submitted");
    expect(moreSubmitted).toHaveLength(0);
    expect(submitted).toMatchObject({ formId: expect.any(String), pageType: "content" });
    const inquiries = await eventsNamed(page, "inquiry submitted");
    expect(inquiries).toHaveLength(1);
    expect(inquiries[0]).toMatchObject({
      formId: submitted!.formId,
      inquiryType: expect.any(String),
      providerId,
    });
  });
});

test.describe("floating call to action", () => {
  test.use({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });

  test("opens the inquiry form, and stays hidden for the session once dismissed", async ({
    page,
  }) => {
    await page.goto(`${MAIN}${GUIDE}`);
    const bar = page.locator("[data-floating-cta]");
    await expect(bar).toBeVisible();
    await expectNoAxeViolations(page);
    await bar.getByRole("button", { name: "Get Costs" }).click();
    await expect(page.locator("dialog[open] form[data-inquiry-form]")).toBeVisible();
    await page.keyboard.press("Escape");
    await bar.getByRole("button", { name: "Dismiss" }).click();
    await expect(bar).toBeHidden();
    await page.goto(`${MAIN}/resources/choosing-a-nursing-home`);
    await expect(page.locator("[data-floating-cta]")).toBeHidden();
    // A new session (a new browser context) shows it again.
    const fresh = await page.context().browser()!.newPage();
    await fresh.goto(`${MAIN}${GUIDE}`);
    await expect(fresh.locator("[data-floating-cta]")).toBeVisible();
    await fresh.close();
  });
});
