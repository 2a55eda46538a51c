import {
  ALT,
  brandRun,
  expect,
  expectNoAxeViolations,
  MAIN,
  PREVIEW_BANNER,
  test,
} from "./fixtures";

/**
 * Geo and category pages (issue 12), both brands: the journey from the header's care
 * type link to a state, a city and a provider; the geo copy computed from the
 * directory's own numbers; thin pages and 404s; a draft copy template's invalid
 * conditional skipped for visitors and shown to editors in preview; sitemaps and
 * robots.txt per brand.
 */

const CARE_TYPE_PATH = "/senior-living/assisted-living";
/** The sentence the seed's draft copy adds under an invalid conditional (INVALID_DRAFT_SENTENCE). */
const INVALID_DRAFT_SENTENCE = "Prices here rarely change.";
const AUSTIN_PATH = `${CARE_TYPE_PATH}/texas/austin`;

/** What the test reads of /api/v2/geo-pages (the directory's numbers behind the copy). */
interface GeoNumbers {
  providerCountByCareType: Record<string, number>;
  averageCosts: { city: Record<string, number> | null; state: Record<string, number> };
  reviews: { count: number; averageRating: number | null };
}

/** Whole dollars with thousands separators, as visitors read prices. */
const dollars = (cents: number) => `$${Math.round(cents / 100).toLocaleString("en-US")}`;

/** Spec 5's cost comparison wording by percent difference, written out again here. */
function comparison(cost: number, reference: number): string {
  const percent = ((cost - reference) / reference) * 100;
  if (percent >= 5) return "higher than";
  if (percent >= 2) return "slightly higher than";
  if (percent > -2) return "about the same as";
  if (percent > -5) return "slightly lower than";
  return "lower than";
}

/**
 * The sentences the seeded assisted-living copy reads for a city, from the directory's
 * own numbers (studio/seed/content/geoTemplates.ts): the count, the city's average cost
 * against the state's, and the reviews.
 */
function expectedCitySentences(data: GeoNumbers, city: string, state: string): string[] {
  const count = data.providerCountByCareType["assisted-living"] ?? 0;
  const cityCost = data.averageCosts.city?.["assisted-living"] ?? 0;
  const stateCost = data.averageCosts.state["assisted-living"] ?? 0;
  expect(count, "a seeded city with providers").toBeGreaterThan(1);
  expect(cityCost).toBeGreaterThan(0);
  expect(stateCost).toBeGreaterThan(0);
  expect(data.reviews.count).toBeGreaterThan(1);
  const rating = (Math.round((data.reviews.averageRating ?? 0) * 10) / 10).toFixed(1);
  return [
    `There are ${count.toLocaleString("en-US")} assisted living communities in ${city}.`,
    `The average monthly cost is ${dollars(cityCost)}, ${comparison(cityCost, stateCost)} the ${state} average of ${dollars(stateCost)}.`,
    `Families have written ${data.reviews.count.toLocaleString("en-US")} reviews of them, rating them ${rating} out of 5 on average.`,
  ];
}

for (const [brand, origin] of [
  ["main", MAIN],
  ["alt", ALT],
] as const) {
  test.describe(`geo pages on the ${brand} site`, brandRun(brand), () => {
    // The browser reports the 404 answers these tests ask for on purpose.
    test.use({ expectedConsoleErrors: [/status of 404/] });
    test("header link -> care type -> state -> city -> provider", async ({ page }) => {
      // Five pages, four of them checked by axe: more than the default 45 s on a busy machine.
      test.setTimeout(120_000);
      await page.goto(`${origin}/`);
      const headerLink = page.locator(`header a[href="${CARE_TYPE_PATH}"]`).first();
      await expect(headerLink).toBeAttached();
      const href = await headerLink.getAttribute("href");
      if (await headerLink.isVisible()) await headerLink.click();
      else await page.goto(`${origin}${href}`);
      await expect(page).toHaveURL(`${origin}${CARE_TYPE_PATH}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Assisted Living");
      await expectNoAxeViolations(page);

      await page.getByRole("list", { name: "States" }).getByRole("link", { name: "Texas" }).click();
      await expect(page).toHaveURL(`${origin}${CARE_TYPE_PATH}/texas`);
      await expect(page.locator("[data-page-type='geo-state']")).toBeAttached();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Assisted Living in Texas");
      // The state page's copy names the state, never an empty city.
      await expect(page.locator("[data-block='geoCopy']")).toContainText(
        /assisted living communities in Texas\./,
      );
      await expect(page.locator("[data-block='geoCopy']")).not.toContainText(/ in ,|, TX\./);
      await expectNoAxeViolations(page);

      await page
        .getByRole("list", { name: "Cities" })
        .getByRole("link", { name: "Austin", exact: true })
        .click();
      await expect(page).toHaveURL(`${origin}${AUSTIN_PATH}`);
      await expect(page.locator("[data-page-type='geo-city']")).toBeAttached();

      // The copy's sentences, computed here from the directory's numbers for Austin.
      // Node's resolver does not know *.localhost: ask from the page, on its own origin.
      const data = await page.evaluate(async (url) => {
        const response = await fetch(url);
        return (await response.json()) as GeoNumbers;
      }, `/api/v2/geo-pages/senior-living/assisted-living/texas/austin?domain=${brand}`);
      const copy = page.locator("[data-block='geoCopy']");
      for (const sentence of expectedCitySentences(data, "Austin, TX", "Texas")) {
        await expect(copy).toContainText(sentence);
      }
      await expect(page.locator("[data-geo-copy-diagnostics]")).toHaveCount(0);

      // Structured data: breadcrumbs and the listed providers.
      const jsonLd = await page.locator("script[type='application/ld+json']").allTextContents();
      const types = jsonLd.map((text) => (JSON.parse(text) as { "@type": string })["@type"]);
      expect(types).toEqual(expect.arrayContaining(["BreadcrumbList", "ItemList", "FAQPage"]));
      await expect(page.locator("link[rel='canonical']")).toHaveAttribute(
        "href",
        `${origin}${AUSTIN_PATH}`,
      );
      await expect(page.locator("meta[name='robots']")).toHaveCount(0);
      await expectNoAxeViolations(page);

      // One meaning of "in Austin" on the page (issue 24.8): the listing counts the providers
      // with an address in the city, as the copy does; the city list names the neighbours,
      // nearest first, never the page's own city.
      const listing = page.locator("[data-block='geoListing']");
      const count = data.providerCountByCareType["assisted-living"] ?? 0;
      await expect(listing.getByRole("status")).toHaveText(
        new RegExp(
          `^${count.toLocaleString("en-US")} providers with an address in Austin, TX · page 1 of ${Math.ceil(count / 20)}$`,
        ),
      );
      const neighbours = page
        .locator("[data-block='cityList']")
        .getByRole("list", { name: "Cities" });
      await expect(neighbours.getByRole("link").first()).toBeVisible();
      await expect(neighbours.getByRole("link", { name: "Austin", exact: true })).toHaveCount(0);
      // Pflugerville and Round Rock border Austin; Houston and Dallas are 150+ miles away.
      const names = await neighbours.getByRole("link").allTextContents();
      expect(names.slice(0, 12)).toEqual(expect.arrayContaining(["Pflugerville", "Round Rock"]));
      expect(names).not.toContain("Dallas");
      expect(names).not.toContain("Houston");

      // The listing has the search page's cards and sort, not its filters (the page fixes them).
      await expect(listing.getByLabel("Sort by")).toBeAttached();
      await expect(listing.getByLabel("Type of care")).toHaveCount(0);

      // A provider card of the listing leads to the four-segment provider page.
      const card = page.locator("[data-block='geoListing'] [data-provider-id] h2 a").first();
      const providerHref = await card.getAttribute("href");
      expect(providerHref).toMatch(/^\/senior-living\/texas\/austin\/[a-z0-9-]+$/);
      await card.click();
      await expect(page).toHaveURL(`${origin}${providerHref}`);
      await expect(page.locator("[data-page-type='provider']")).toBeAttached();
    });

    test(
      "a place without providers of the care type is a useful noindex page; unknown ones are 404",
      { tag: "@viewport-independent" },
      async ({ page }) => {
        const thin = await page.goto(`${origin}/senior-living/memory-care-facilities/texas/marfa`);
        expect(thin?.status()).toBe(200);
        await expect(page.locator("meta[name='robots']")).toHaveAttribute("content", /noindex/);
        await expect(page.locator("[data-block='geoCopy']")).toContainText(
          "We are still adding memory care facilities in Marfa, TX",
        );
        await expect(page.locator("[data-block='cityList'] a").first()).toBeVisible();
        await expectNoAxeViolations(page);

        for (const path of [
          "/senior-living/not-a-care-type",
          "/senior-living/assisted-living/atlantis",
          "/senior-living/assisted-living/texas/no-such-town-here",
          "/senior-care/assisted-living/texas",
        ]) {
          const response = await page.goto(`${origin}${path}`);
          expect(response?.status(), path).toBe(404);
        }
        const category = await page.goto(`${origin}/senior-care/hospices`);
        expect(category?.status()).toBe(200);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hospices");
        await expectNoAxeViolations(page);
        // A city of the category page is the search for hospices there (issue 24.3),
        // reached without a redirect.
        const city = page.getByRole("list", { name: "Cities" }).getByRole("link").first();
        const cityName = (await city.textContent())?.trim() ?? "";
        const href = await city.getAttribute("href");
        expect(href).toMatch(/[?&]care-type=hospices(&|$)/);
        const search = await page.goto(`${origin}${href}`);
        expect(search?.status()).toBe(200);
        expect(search?.request().redirectedFrom()).toBeNull();
        const summary = page.locator("[data-search-summary] summary");
        await expect(summary).toContainText(`${cityName}, `);
        await expect(summary).toContainText("· Hospices");
      },
    );

    test(
      "robots.txt and the sitemap index name the brand's own origin",
      { tag: "@viewport-independent" },
      async ({ page }) => {
        const robots = await page.goto(`${origin}/robots.txt`);
        expect(await robots?.text()).toContain(`Sitemap: ${origin}/sitemap.xml`);
        const get = (path: string) =>
          page.evaluate(async (url) => {
            const response = await fetch(url);
            return { status: response.status, text: await response.text() };
          }, path);
        const index = await get("/sitemap.xml");
        expect(index.text).toContain(`<loc>${origin}/sitemaps/providers-1.xml</loc>`);
        const geo = await get("/sitemaps/geo-1.xml");
        expect(geo.text).toContain(`<loc>${origin}${AUSTIN_PATH}</loc>`);
        expect(geo.text).not.toContain("/memory-care-facilities/texas/marfa<");
        expect((await get("/sitemaps/providers-999.xml")).status).toBe(404);
      },
    );
  });
}

test.describe("geo copy in preview", () => {
  for (const [brand, origin] of [
    ["main", MAIN],
    ["alt", ALT],
  ] as const) {
    test(
      `an invalid conditional in a draft template is skipped for visitors and shown to editors (${brand})`,
      { tag: "@viewport-independent" },
      async ({ page }) => {
        await page.goto(`${origin}${AUSTIN_PATH}`);
        await expect(page.locator("[data-block='geoCopy']")).toContainText("There are");
        await expect(page.locator("[data-geo-copy-diagnostics]")).toHaveCount(0);
        await expect(page.locator("body")).not.toContainText(INVALID_DRAFT_SENTENCE);

        await page.goto(
          `${origin}/api/draft-mode/enable?secret=local-preview&redirect=${AUSTIN_PATH}`,
        );
        await expect(page).toHaveURL(`${origin}${AUSTIN_PATH}`);
        const diagnostics = page.locator("[data-geo-copy-diagnostics]");
        await expect(diagnostics).toBeVisible();
        await expect(diagnostics).toContainText('"gt" needs a number as value 1, but city is text');
        await expect(page.locator("[data-block='geoCopy']")).toContainText("There are");
        await expect(page.locator("[data-block='geoCopy']")).not.toContainText(
          INVALID_DRAFT_SENTENCE,
        );
        // What preview adds: its banner and the copy with its diagnostics (the page itself
        // is scanned whole in the journey above).
        await expectNoAxeViolations(page, { within: `${PREVIEW_BANNER}, [data-block='geoCopy']` });
      },
    );
  }

  test("the listing pages with listing-page (spec 2.2); sorting goes back to its first page", async ({
    page,
  }) => {
    const listing = page.locator("[data-block='geoListing']");
    const providerIds = () =>
      listing
        .locator("article[data-provider-id]")
        .evaluateAll((items) => items.map((item) => item.getAttribute("data-provider-id")));
    await page.goto(`${MAIN}${AUSTIN_PATH}`);
    const firstPage = await providerIds();
    expect(firstPage.length).toBeGreaterThan(0);
    const pagination = listing.getByRole("navigation", { name: "Pagination" });
    await pagination.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(`${MAIN}${AUSTIN_PATH}?listing-page=2`);
    await expect(listing.getByRole("status")).toContainText("page 2 of");
    const secondPage = await providerIds();
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.filter((id) => firstPage.includes(id))).toEqual([]);
    // Back to the first page: its providers again.
    await page.goBack();
    await expect(page).toHaveURL(`${MAIN}${AUSTIN_PATH}`);
    await expect(listing.getByRole("status")).not.toContainText("page 2 of");
    expect(await providerIds()).toEqual(firstPage);
    await page.goForward();
    await expect(listing.getByRole("status")).toContainText("page 2 of");
    // The page-1 link of page 2 carries no listing-page (and no stray page).
    await expect(pagination.getByRole("link", { name: "Page 1", exact: true })).toHaveAttribute(
      "href",
      AUSTIN_PATH,
    );
    // Sorting goes back to listing-page 1. (On small screens the sort is behind a disclosure.)
    await page.locator('[data-interactive="true"]').first().waitFor();
    const disclosure = listing.locator("details").first();
    const summary = disclosure.locator("> summary");
    if ((await summary.isVisible()) && (await disclosure.getAttribute("open")) === null) {
      await summary.click();
    }
    await listing.getByLabel("Sort by").selectOption("most-reviews");
    await expect(page).toHaveURL(`${MAIN}${AUSTIN_PATH}?sortBy=most-reviews`);
    await expect(listing.getByRole("status")).not.toContainText("page 2 of");
  });

  test(
    "listing-page is canonicalised like page; a stray page is ignored",
    { tag: "@viewport-independent" },
    async ({ page }) => {
      const response = await page.goto(`${MAIN}${AUSTIN_PATH}?listing-page=02&utm_source=x`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(`${MAIN}${AUSTIN_PATH}?listing-page=2&utm_source=x`);
      const listing = page.locator("[data-block='geoListing']");
      await expect(listing.getByRole("status")).toContainText("page 2 of");
      await expect(page.locator("link[rel='canonical']")).toHaveAttribute(
        "href",
        new RegExp(`${AUSTIN_PATH}$`),
      );
      await page.goto(`${MAIN}${AUSTIN_PATH}?page=2`);
      await expect(listing.getByRole("status")).toContainText("providers");
      await expect(listing.getByRole("status")).not.toContainText("page 2 of");
    },
  );

  test(
    "an override document composes its one exact page",
    { tag: "@viewport-independent" },
    async ({ page }) => {
      await page.goto(`${MAIN}/senior-living/assisted-living/washington/seattle`);
      await expect(
        page.getByRole("heading", { name: "Seattle families: ask about move-in specials" }),
      ).toBeVisible();
      await page.goto(`${MAIN}/senior-living/assisted-living/colorado/denver`);
      await expect(page.getByText("Seattle families: ask about move-in specials")).toHaveCount(0);
    },
  );
});
