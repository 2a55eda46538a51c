/** @jest-environment jsdom */
import { act, render, screen } from "@testing-library/react";
import { collectPageHeadings } from "@registry/headings";
import { PageBuilder } from "@registry/PageBuilder";
import { InquirySettingsProvider } from "@registry/parts/inquiryForm/InquirySettings";
import { SavedProvidersProvider } from "@registry/parts/saved/useSavedProviders";
import type { BlockContext, HeadingContext, PageBlock } from "@registry/types";
import type { Provider } from "@web/rules/model/types";
import { SITES } from "@web/site/sites";
import { makeProvider, makeReview, makeService } from "../../support/providerFixture";
import { NO_SEARCH_STATE } from "@web/rules/search/searchParams";
import type { FeatureFlag } from "@web/lib/featureFlags";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn(), back: jest.fn() }),
  useServerInsertedHTML: () => undefined,
}));

// The search boxes ask /api/geoip once mounted: the visitor has no location here.
beforeAll(() => {
  (globalThis as { fetch?: unknown }).fetch = async () => ({
    ok: true,
    status: 200,
    json: async () => ({ city: "", state: "", latitude: null, longitude: null }),
  });
});
afterAll(() => {
  delete (globalThis as { fetch?: unknown }).fetch;
});

/**
 * spec 2.3: the table of contents lists the level-2 headings of every block on the page,
 * not only rich text's; each entry links to its heading by id.
 */
const block = (type: string, fields: Record<string, unknown> = {}, key = `${type}-key`) =>
  ({ _type: type, _key: key, ...fields }) as unknown as PageBlock;

const toc = block("tableOfContents", { heading: "On this page" }, "toc");
const richText = (key: string, h2: string) =>
  block(
    "richText",
    {
      body: [
        {
          _type: "block",
          _key: `${key}-h`,
          style: "h2",
          markDefs: [],
          children: [{ _type: "span", _key: `${key}-s`, text: h2, marks: [] }],
        },
      ],
    },
    key,
  );

async function renderPage(blocks: PageBlock[], provider?: Provider) {
  const base: HeadingContext = {
    site: SITES.main,
    settings: null,
    document: { id: "page.toc", type: "page" },
    preview: false,
    studioUrl: null,
    ...NO_SEARCH_STATE,
    query: new URLSearchParams(),
    featureFlags: new Set<FeatureFlag>(),
    ...(provider ? { provider: { provider, nearby: [] } } : {}),
  };
  const context: BlockContext = { ...base, headings: collectPageHeadings(blocks, base) };
  render(
    <InquirySettingsProvider settings={{ siteId: "main" }}>
      <SavedProvidersProvider limit={30}>
        <PageBuilder blocks={blocks} context={context} />
      </SavedProvidersProvider>
    </InquirySettingsProvider>,
  );
  // Lazy client leaves (the inquiry form) and the geo-IP answer settle.
  await act(async () => undefined);
  return context.headings;
}

/** [text, href] of the table of contents' links. */
const tocLinks = () =>
  Array.from(screen.getByRole("navigation", { name: "On this page" }).querySelectorAll("a")).map(
    (link) => [link.textContent, link.getAttribute("href")],
  );

/** Every rendered section heading but the table of contents' own: [text, id]. */
const pageHeadings = () =>
  screen
    .getAllByRole("heading", { level: 2 })
    .filter((heading) => heading.textContent !== "On this page")
    .map((heading) => [heading.textContent, heading.id ? `#${heading.id}` : null]);

describe("table of contents (spec 2.3)", () => {
  it("lists the level-2 heading of every kind of block, in page order, each linked by id", async () => {
    await renderPage([
      toc,
      richText("intro", "What assisted living costs"),
      block("miniSearch", { heading: "Search near you", buttonLabel: "Search" }),
      block("faqList", {
        heading: "Questions families ask",
        items: [{ _id: "faq.1", question: "Is it covered?", answer: "Sometimes." }],
      }),
      block("callToAction", { heading: "Talk to an advisor", url: "/contact" }),
      block("badgeShowcase", { heading: "Our badges", badges: [] }),
      block("inquiryForm", { heading: "Get pricing", layout: "vertical" }),
      richText("more", "Paying with Medicaid"),
    ]);
    expect(tocLinks()).toEqual([
      ["What assisted living costs", "#what-assisted-living-costs"],
      ["Search near you", "#search-near-you"],
      ["Questions families ask", "#questions-families-ask"],
      ["Talk to an advisor", "#talk-to-an-advisor"],
      ["Our badges", "#our-badges"],
      ["Get pricing", "#get-pricing"],
      ["Paying with Medicaid", "#paying-with-medicaid"],
    ]);
    // The table and the page agree: every section heading is listed, every entry has its heading.
    expect(pageHeadings()).toEqual(tocLinks());
  });

  it("leaves out blocks that show no heading or nothing at all", async () => {
    const headings = await renderPage([
      toc,
      block("miniSearch", { buttonLabel: "Search" }),
      block("faqList", { heading: "Empty FAQ", items: [] }),
      richText("only", "The one section"),
      // Provider blocks outside a provider page show nothing to visitors.
      block("providerFaqs"),
    ]);
    expect(headings.map((heading) => heading.text)).toEqual(["The one section"]);
    expect(pageHeadings()).toEqual(tocLinks());
  });

  it("lists a provider page's sections with the provider's name, as the blocks render them", async () => {
    const provider = makeProvider({
      description: "A calm community near the lake.",
      amenities: [
        {
          id: 40,
          amenityType: { id: 40, name: "Chef-prepared meals" },
          amenityCategory: { id: 2, name: "Dining" },
        },
      ],
      faqs: [{ question: "Do you allow pets?", answer: "Small pets are welcome." }],
      reviews: [makeReview("r1", "2026-10-01T00:00:00Z")],
      reviewCount: 1,
      // A priced service: the costs section (no price, no section: issue 24.7).
      services: [
        makeService({ careType: "assisted-living", costs: { startingPriceCents: 325_000 } }),
      ],
    });
    await renderPage(
      [
        toc,
        block("providerOffers"),
        block("providerFacts"),
        block("providerDescription"),
        block("providerCosts"),
        block("providerReviews"),
        block("providerFaqs"),
        // No nearby providers: no section, no entry.
        block("nearbyProviders"),
      ],
      provider,
    );
    expect(tocLinks().map(([text]) => text)).toEqual([
      "What Oak Meadow Offers",
      "Facts and licensing",
      "About Oak Meadow",
      "Costs of Oak Meadow",
      expect.stringContaining("Oak Meadow"),
      expect.stringContaining("Oak Meadow"),
    ]);
    expect(pageHeadings()).toEqual(tocLinks());
  });

  it("gives repeated headings unique ids across blocks", async () => {
    await renderPage([
      toc,
      richText("a", "Costs"),
      block("callToAction", { heading: "Costs", url: "/x" }),
    ]);
    expect(tocLinks()).toEqual([
      ["Costs", "#costs"],
      ["Costs", "#costs-2"],
    ]);
    expect(pageHeadings()).toEqual(tocLinks());
  });
});
