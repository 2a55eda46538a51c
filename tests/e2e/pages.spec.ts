import { ALT, expect, expectNoAxeViolations, headerActions, MAIN, PORT, test } from "./fixtures";

const GUIDE = "/resources/paying-for-assisted-living";

test.describe("home pages", () => {
  test("the main site's home page renders its brand, header and blocks", async ({ page }) => {
    await page.goto(`${MAIN}/`);
    // The document's SEO title, as written (it already names the brand).
    await expect(page).toHaveTitle("ElderPath | The Free Senior Living Advisors");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "ElderPath home" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("search").first()).toBeVisible();
    await expect(page.getByText("The Free Senior Living Advisors").first()).toBeVisible();
    await expectNoAxeViolations(page);
    // spec 2.3: the Saved button is on the main site only (in the drawer below xl).
    await expect(
      (await headerActions(page)).getByRole("link", { name: /^Saved( Providers)?$/ }),
    ).toBeVisible();
  });

  test("the alternate site's home page has its own brand and no Saved button", async ({ page }) => {
    await page.goto(`${ALT}/`);
    await expect(page).toHaveTitle(/Golden Years Guide/);
    await expect(page.getByRole("link", { name: "Golden Years Guide home" })).toBeVisible();
    await expectNoAxeViolations(page);
    await expect(
      (await headerActions(page)).getByRole("link", { name: /^Saved( Providers)?$/ }),
    ).toHaveCount(0);
  });

  test("the two brands are themed differently", async ({ page }) => {
    const brandColour = async (origin: string) => {
      await page.goto(`${origin}/`);
      return page
        .getByRole("heading", { level: 1 })
        .evaluate((element) => getComputedStyle(element).color);
    };
    const main = await brandColour(MAIN);
    const alt = await brandColour(ALT);
    expect(main).not.toEqual(alt);
  });

  test("the search form goes to the current site's search route", async ({ page }) => {
    await page.goto(`${ALT}/`);
    await page
      .getByRole("main")
      .getByRole("search")
      .first()
      .getByLabel("Location")
      .fill("Austin, TX");
    await page
      .getByRole("main")
      .getByRole("search")
      .first()
      .getByRole("button", { name: "Search" })
      .click();
    await expect(page).toHaveURL(
      /\/search\/?\?keyword=Austin%2C(\+|%20)TX&care-type=assisted-living$/,
    );
  });
});

test.describe("compression", () => {
  // `next start` compresses rendered pages but sent every Route Handler's answer plain
  // (vercel/next.js#98007): the theme stylesheet, render-blocking on every page, went
  // as 48 KB instead of 7 KB. web/scripts/patchNext.mjs applies the upstream fix on install.
  test(
    "Route Handler answers are gzip-encoded like pages, and decode to the same body",
    { tag: "@viewport-independent" },
    async ({ page }) => {
      await page.goto(`${MAIN}/about`);
      const themeHref = await page
        .locator('link[rel="stylesheet"][href^="/themes/"]')
        .getAttribute("href");
      expect(themeHref).toBeTruthy();
      // Fetched by the browser itself, which asks for and decodes gzip.
      const answers = await page.evaluate(
        async (paths) => {
          const read = async ([name, path]: [string, string]) => {
            const response = await fetch(path, { cache: "no-store" });
            return [
              name,
              {
                status: response.status,
                encoding: response.headers.get("content-encoding"),
                body: await response.text(),
              },
            ] as const;
          };
          return Object.fromEntries(await Promise.all(Object.entries(paths).map(read)));
        },
        {
          page: "/about",
          theme: themeHref!,
          robots: "/robots.txt",
          sitemap: "/sitemap.xml",
          api: "/api/v1/faceted-search?keyword=Austin%2C+TX&care-type=assisted-living",
        },
      );
      for (const [name, answer] of Object.entries(answers)) {
        expect(answer.status, name).toBe(200);
        expect(answer.encoding, name).toBe("gzip");
      }
      expect(answers.theme!.body).toContain("@layer");
      expect(answers.sitemap!.body).toContain("<sitemapindex");
      const search = JSON.parse(answers.api!.body) as { data: { totalItems: number } };
      expect(search.data.totalItems).toBeGreaterThan(0);
    },
  );
});

test.describe("a guide page", () => {
  test("has the document's metadata and a table of contents linking to its sections", async ({
    page,
  }) => {
    await page.goto(`${MAIN}${GUIDE}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${MAIN}${GUIDE}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{40,}/);

    const toc = page.getByRole("navigation", { name: "On this page" });
    const links = toc.getByRole("link");
    // spec 2.3: every block's level-2 heading, not only rich text's (the table's own aside).
    const sectionHeadings = page.locator("main [data-block] h2[id]");
    const targets = await links.evaluateAll((anchors) =>
      anchors.map((anchor) => anchor.getAttribute("href")),
    );
    const headingIds = await sectionHeadings.evaluateAll((headings) =>
      headings
        .filter((heading) => !heading.closest("nav, dialog"))
        .map((heading) => `#${heading.id}`),
    );
    expect(targets).toEqual(headingIds);
    expect(targets.length).toBeGreaterThanOrEqual(3);
    // Rich text's and the other blocks' (the guide's mini search, FAQ, call to action).
    expect(await page.locator('main [data-block="richText"] h2[id]').count()).toBeLessThan(
      targets.length,
    );

    const last = links.last();
    const target = (await last.getAttribute("href")) ?? "";
    await last.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.locator(target)).toBeInViewport();
    await expect(page.locator(target)).toHaveText((await last.textContent()) ?? "");
    await expectNoAxeViolations(page);
  });
});

test.describe("draft preview", () => {
  test(
    "refuses to enable preview without the secret",
    { tag: "@viewport-independent" },
    async ({ page }) => {
      // Node's resolver does not know *.localhost: ask the default (main) site by plain localhost.
      const response = await page.request.get(
        `http://localhost:${PORT}/api/draft-mode/enable?secret=wrong&redirect=/about`,
        { maxRedirects: 0 },
      );
      expect(response.status()).toBe(401);
    },
  );

  test(
    "shows the draft only in preview, with a banner and an exit link",
    { tag: "@viewport-independent" },
    async ({ page }) => {
      await page.goto(`${MAIN}/about`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("About ElderPath");
      await expect(page.getByRole("region", { name: "Preview mode" })).toHaveCount(0);
      // Visitors get no click-to-edit attributes.
      await expect(page.locator("[data-block-key]").first()).toBeAttached();
      await expect(page.locator("[data-sanity]")).toHaveCount(0);

      await page.goto(`${MAIN}/api/draft-mode/enable?secret=local-preview&redirect=/about`);
      await expect(page).toHaveURL(`${MAIN}/about`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "About ElderPath — Our Advisors",
      );
      const banner = page.getByRole("region", { name: "Preview mode" });
      await expect(banner).toContainText("Preview");
      // The Presentation tool's click-to-edit attribute on every block wrapper.
      const wrappers = page.locator("[data-block-key]");
      expect(await wrappers.count()).toBeGreaterThan(0);
      for (const wrapper of await wrappers.all()) {
        const key = await wrapper.getAttribute("data-block-key");
        await expect(wrapper).toHaveAttribute(
          "data-sanity",
          `id=page.main.about;type=page;path=blocks:${key};base=%2F`,
        );
      }
      // The docs' picture, only when asked for (it would rewrite a tracked file on every run).
      if (process.env.DOCS_SCREENSHOTS) {
        await page.screenshot({ path: "docs/images/draft-preview.png" });
      }
      await expectNoAxeViolations(page);

      await banner.getByRole("link", { name: "Exit preview" }).click();
      await expect(page).toHaveURL(`${MAIN}/about`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("About ElderPath");
      await expect(page.getByRole("region", { name: "Preview mode" })).toHaveCount(0);
    },
  );
});

test(
  "visitors get no visual-editing markup: no stega characters, no data-sanity",
  { tag: "@viewport-independent" },
  async ({ page }) => {
    // Stega hides edit links in invisible characters (U+200B-U+200D, U+2060-U+2064, U+FEFF);
    // only draft mode may carry them.
    const response = await page.goto(`${MAIN}/about`);
    const html = (await response?.text()) ?? "";
    expect(html).not.toMatch(/[\u200B-\u200D\u2060-\u2064\uFEFF]/);
    expect(html).not.toContain("data-sanity=");
  },
);

test.describe("a block type without a component", () => {
  const DEMO = "/about/legacy-block-demo";

  // Skipping it for visitors is PageBuilder's (tests/unit/registry/pageBuilder.test.tsx):
  // the seed's demo page is a draft that was never published, so visitors get the 404.
  test.describe("for visitors", () => {
    test.use({ expectedConsoleErrors: [/status of 404/] });
    test("the demo page is not public", { tag: "@viewport-independent" }, async ({ page }) => {
      const response = await page.goto(`${MAIN}${DEMO}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByText("This paragraph comes before the retired block.")).toHaveCount(0);
    });
  });

  test(
    "is shown as a labelled placeholder in preview",
    { tag: "@viewport-independent" },
    async ({ page }) => {
      await page.goto(`${MAIN}/api/draft-mode/enable?secret=local-preview&redirect=${DEMO}`);
      await expect(page.getByText("Unknown block type: legacyPromoBanner")).toBeVisible();
      await expect(page.getByText("This paragraph comes before the retired block.")).toBeVisible();
      await expect(page.getByText("This paragraph comes after the retired block.")).toBeVisible();
    },
  );
});

test.describe("a path with no page", () => {
  test.use({ expectedConsoleErrors: [/status of 404/] });

  test("answers 404 with a real page", { tag: "@viewport-independent" }, async ({ page }) => {
    const response = await page.goto(`${MAIN}/no-such-page/here`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn't find that page");
    await expect(page.getByRole("link", { name: "Go to the home page" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
