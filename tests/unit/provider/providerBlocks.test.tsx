/** @jest-environment jsdom */
import { forVisitors } from "@web/services/services";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PageBuilder } from "@registry/PageBuilder";
import { InquirySettingsProvider } from "@registry/parts/inquiryForm/InquirySettings";
import { SavedProvidersProvider } from "@registry/parts/saved/useSavedProviders";
import type { BlockContext, PageBlock } from "@registry/types";
import type { CareTypeSlug, Provider, ProviderSearchResult } from "@web/rules/model/types";
import { SITES, type SiteId } from "@web/site/sites";
import {
  makeAccommodation,
  makeProvider,
  makeReview,
  makeService,
  offerAndStaffOnlyPromotions,
} from "../../support/providerFixture";
import { NO_SEARCH_STATE } from "@web/rules/search/searchParams";
import { providerPriceTexts } from "@web/rules/provider/providerPrices";
import { PRICE_NOT_LOADED } from "@registry/blocks/ProviderCosts/ProviderCosts.client";
import type { FeatureFlag } from "@web/lib/featureFlags";

jest.mock("next/navigation", () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn(), back: jest.fn() }),
  useServerInsertedHTML: () => undefined,
}));

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
});

const block = (type: string, fields: Record<string, unknown> = {}) =>
  ({ _type: type, _key: `${type}-key`, ...fields }) as unknown as PageBlock;

function renderBlocks(
  blocks: PageBlock[],
  provider: Provider | null,
  { siteId = "main" as SiteId, preview = false, nearby = [] as ProviderSearchResult[] } = {},
) {
  const context: BlockContext = {
    site: SITES[siteId],
    settings: null,
    document: { id: "providerPageTemplate.test", type: "providerPageTemplate" },
    preview,
    studioUrl: null,
    headings: [],
    ...NO_SEARCH_STATE,
    query: new URLSearchParams(),
    featureFlags: new Set<FeatureFlag>(),
    ...(provider ? { provider: { provider, nearby } } : {}),
  };
  return render(
    <InquirySettingsProvider settings={{ siteId }}>
      <SavedProvidersProvider limit={30}>
        <PageBuilder blocks={blocks} context={context} />
      </SavedProvidersProvider>
    </InquirySettingsProvider>,
  );
}

const priced = makeProvider({
  minimumCost: { costCents: 325_000 },
  maximumCost: { costCents: 610_000 },
  startPriceInCents: 325_000,
  services: [
    makeService({
      careType: "assisted-living",
      costs: { startingPriceCents: 325_000 },
      accommodations: ["Studio", "One bedroom", "Two bedroom", "Companion suite", "Cottage"].map(
        (title, i) => makeAccommodation(title, 325_000 + i * 50_000),
      ),
    }),
    makeService({
      careType: "memory-care-facilities",
      category: { name: "Memory Care", description: "Memory care", imageURL: "/x.jpg" },
      costs: { startingPriceCents: null },
      accommodations: [],
    }),
  ],
});

describe("provider header block", () => {
  it("shows name, address, phone, rounded rating linking to the reviews, and the cost range", () => {
    renderBlocks([block("providerHeader", { showSaveAndCompare: true })], {
      ...priced,
      reviewCount: 12,
    });
    expect(screen.getByRole("heading", { level: 1, name: "Oak Meadow" })).toBeInTheDocument();
    expect(screen.getByText("12 Elm St, Austin, TX 78701")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "(512) 555-0100" })).toHaveAttribute(
      "href",
      "tel:+15125550100",
    );
    // spec 5: rounded for display, stars = the integer part.
    expect(screen.getByText("4.5")).toBeInTheDocument();
    expect(document.querySelector("[data-stars]")).toHaveAttribute("data-stars", "4");
    expect(screen.getByRole("link", { name: "12 reviews" })).toHaveAttribute(
      "href",
      "#all_reviews_section",
    );
    expect(screen.getByText("$3,250 - $6,100")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save Oak Meadow" })).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Compare Oak Meadow" })).not.toBeChecked();
    expect(screen.getByRole("list", { name: "Care types" })).toHaveTextContent("Assisted Living");
  });

  it("quotes the latest review by the rating, linking to the reviews (spec 3)", () => {
    const { unmount } = renderBlocks([block("providerHeader")], {
      ...priced,
      reviewCount: 3,
      lastReviewSnippet: "The staff were kind and the meals were",
    });
    const snippet = document.querySelector("[data-last-review-snippet]") as HTMLElement;
    expect(snippet).toHaveTextContent(
      "Latest review: “The staff were kind and the meals were…” Read the reviews",
    );
    expect(within(snippet).getByRole("link", { name: "Read the reviews" })).toHaveAttribute(
      "href",
      "#all_reviews_section",
    );
    unmount();
    // No snippet, or no published reviews to read: nothing quoted.
    renderBlocks([block("providerHeader")], { ...priced, reviewCount: 3 });
    expect(screen.queryByText("Latest review:")).toBeNull();
  });

  it("hides a non-enhanced home-care provider's street on the main site only (spec 5)", () => {
    const homeCare = makeProvider({
      name: "Sunrise Home Care",
      careType: "in-home-care",
      careTypes: ["in-home-care"],
      rollupType: "senior-care",
    });
    const { unmount } = renderBlocks([block("providerHeader")], homeCare);
    expect(screen.getByText("Austin, TX")).toBeInTheDocument();
    expect(screen.queryByText(/12 Elm St/)).not.toBeInTheDocument();
    unmount();
    renderBlocks([block("providerHeader")], homeCare, { siteId: "alt" });
    expect(screen.getByText("12 Elm St, Austin, TX 78701")).toBeInTheDocument();
  });

  it("shows the Verified Partner badge on the main site for an enhanced provider only", () => {
    const enhanced = makeProvider({ enhancedListing: true, isSuppressed: false });
    const { unmount } = renderBlocks([block("providerHeader")], enhanced);
    expect(screen.getByRole("button", { name: /Verified Partner/ })).toBeInTheDocument();
    unmount();
    renderBlocks([block("providerHeader")], enhanced, { siteId: "alt" });
    expect(screen.queryByRole("button", { name: /Verified Partner/ })).not.toBeInTheDocument();
  });

  it("shows Caring Stars years and the 2025 Home Care Pulse awards", () => {
    renderBlocks(
      [block("providerHeader")],
      makeProvider({
        caringStars: [2021, 2022, 2023, 2024],
        isCaringStar: true,
        homeCarePulse: { year: 2025, awards: ["Provider of Choice"] },
      }),
    );
    expect(screen.getByRole("link", { name: "Caring Stars Top Rated" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "View More" })).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Home Care Pulse 2025 awards" })).toHaveTextContent(
      "Provider of Choice",
    );
  });
});

describe("provider header block: each fact's source and date (issue 27.6)", () => {
  it("says who reported the cost range and when, and whose reviews the rating counts", () => {
    renderBlocks([block("providerHeader")], {
      ...priced,
      reviewCount: 12,
      pricesReportedOn: "2026-10",
      reviewsAsOf: "2026-10-28",
    });
    expect(document.querySelector("[data-cost-range]")).toHaveTextContent(/^\$3,250 - \$6,100$/);
    expect(document.querySelector("header [data-price-source]")).toHaveTextContent(
      "Reported by the provider, October 2026",
    );
    expect(document.querySelector("header [data-review-source]")).toHaveTextContent(
      "Reviews by families, the latest on October 28, 2026",
    );
  });

  it("names no price source without a price, and no review source without reviews", () => {
    renderBlocks([block("providerHeader")], {
      ...makeProvider({ reviewCount: 0, averageRating: null }),
      minimumCost: null,
      maximumCost: null,
    });
    expect(document.querySelector("[data-price-source]")).toBeNull();
    expect(document.querySelector("[data-review-source]")).toBeNull();
  });
});

describe("provider header block: the provider's special offer (issue 24.5)", () => {
  it("shows the offers a visitor may see, with the days left, as the card's badge does", () => {
    const provider = forVisitors(makeProvider({ promotions: offerAndStaffOnlyPromotions() }));
    renderBlocks([block("providerHeader")], provider);
    const offer = screen.getByRole("region", { name: "Special offer" });
    expect(offer).toHaveTextContent("First month free");
    expect(offer).toHaveTextContent("3 days left");
    expect(offer).not.toHaveTextContent("Staff-only offer");
  });

  it("shows none without a visible offer", () => {
    renderBlocks([block("providerHeader")], forVisitors(makeProvider({ promotions: [] })));
    expect(screen.queryByRole("region", { name: "Special offer" })).not.toBeInTheDocument();
    expect(screen.queryByText("Special offer")).not.toBeInTheDocument();
  });
});

describe("provider costs block", () => {
  it("is the costs section with service cards and 'What can I afford?' when a service is priced", () => {
    renderBlocks([block("providerCosts", { heading: "Costs of {name}" })], priced);
    const section = document.getElementById("provider-costs-prov-oak");
    expect(section).not.toBeNull();
    expect(screen.getByRole("heading", { level: 2, name: "Costs of Oak Meadow" })).toBeVisible();
    expect(screen.getAllByRole("button", { name: "What can I afford?" })[0]).toHaveAttribute(
      "aria-haspopup",
      "dialog",
    );
    expect(screen.getByRole("heading", { level: 3, name: "Assisted Living" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: "Memory Care" })).toBeInTheDocument();
    // spec 6: blurred until the visitor has inquired: the number is not in the text.
    expect(section).not.toHaveTextContent("$3,250");
  });

  it("says who reported the prices and when, in the page's HTML (issue 27.6)", () => {
    renderBlocks([block("providerCosts")], { ...priced, pricesReportedOn: "2025-05" });
    const section = document.getElementById("provider-costs-prov-oak")!;
    expect(section.querySelector("[data-price-source]")).toHaveTextContent(
      "Reported by the provider, May 2025.",
    );
  });

  it("fetches the prices once the visitor has inquired (the inquired cookie, spec 4/6)", async () => {
    // The page holds no price (issue 24.6): they come from the prices call, once.
    const fetchMock = jest.fn(async (url: string) => ({
      ok: true,
      status: 200,
      url,
      json: async () => providerPriceTexts(priced),
    }));
    global.fetch = fetchMock as unknown as typeof fetch;
    document.cookie = "inquired=1; path=/";
    try {
      const { container } = renderBlocks([block("providerCosts")], priced);
      expect((await screen.findAllByText("Starting at $3,250/month"))[0]).toBeVisible();
      expect(document.querySelector("[data-prices-hint]")).toBeNull();
      await waitFor(() => expect(container.querySelector("[aria-busy]")).toBeNull());
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(fetchMock).toHaveBeenCalledWith("/api/v2/location/prov-oak/prices", expect.anything());
    } finally {
      document.cookie = "inquired=; max-age=0; path=/";
    }
  });

  it("says so when the prices cannot be fetched after the unlock", async () => {
    global.fetch = jest.fn(async () => ({
      ok: false,
      status: 503,
      json: async () => ({}),
    })) as unknown as typeof fetch;
    document.cookie = "inquired=1; path=/";
    try {
      renderBlocks([block("providerCosts")], { ...priced, id: "prov-failing" });
      expect((await screen.findAllByText(PRICE_NOT_LOADED))[0]).toBeVisible();
    } finally {
      document.cookie = "inquired=; max-age=0; path=/";
    }
  });

  it("opens a service's accommodations: 3, then 'View more accommodations', then fewer", async () => {
    const user = userEvent.setup();
    renderBlocks([block("providerCosts")], priced);
    await user.click(screen.getByRole("button", { name: "View Assisted Living details" }));
    const dialog = screen.getByRole("dialog", { name: "Assisted Living at Oak Meadow" });
    const items = () => within(dialog).getAllByRole("heading", { level: 3 });
    const list = dialog.querySelector("ul[data-expanded]")!;
    // Every floor plan is in the server's HTML; CSS shows the first 3 while collapsed.
    expect(items().map((h) => h.textContent)).toEqual([
      "Studio",
      "One bedroom",
      "Two bedroom",
      "Companion suite",
      "Cottage",
    ]);
    expect(list).toHaveAttribute("data-expanded", "false");
    expect(within(dialog).getAllByText(/450 sqft/)).toHaveLength(5);
    await user.click(within(dialog).getByRole("button", { name: "View more accommodations" }));
    expect(list).toHaveAttribute("data-expanded", "true");
    await user.click(within(dialog).getByRole("button", { name: "View fewer accommodations" }));
    expect(list).toHaveAttribute("data-expanded", "false");
  });

  it("says 'Pricing unavailable from this provider' in a modal with no prices (spec 8)", async () => {
    const user = userEvent.setup();
    renderBlocks([block("providerCosts")], priced);
    await user.click(screen.getByRole("button", { name: "View Memory Care details" }));
    const dialog = screen.getByRole("dialog", { name: "Memory Care at Oak Meadow" });
    expect(dialog).toHaveTextContent("Pricing unavailable from this provider");
  });

  it("without any starting price shows no costs section, only the comparison anchor (spec 4)", () => {
    renderBlocks(
      [block("providerCosts")],
      makeProvider({ services: [makeService({ careType: "assisted-living" })] }),
    );
    expect(document.getElementById("provider-costs-prov-oak")).toBeNull();
    const anchor = document.getElementById("provider-comparison-prov-oak");
    expect(anchor).toHaveTextContent("Pricing unavailable from this provider");
    // No "Costs of …" section (issue 24.7): no heading at all, so none in the contents.
    expect(screen.queryByRole("heading")).not.toBeInTheDocument();
    expect(within(anchor!).getByRole("button", { name: "What can I afford?" })).toBeVisible();
  });
});

describe("provider facts and licensing (spec 1, 3)", () => {
  const facts = () => document.querySelector('[data-block="providerFacts"]') as HTMLElement;
  const answer = (question: string) =>
    within(facts()).getByText(question, { selector: "dt" }).nextElementSibling;

  it("shows a claimed provider's status, its yes facts in words and its licenses as written", () => {
    renderBlocks(
      [block("providerFacts")],
      makeProvider({
        services: [
          makeService({ careType: "assisted-living", isClaimed: false }),
          makeService({ careType: "memory-care-facilities", isClaimed: true }),
        ],
        careTypesDescription: "Assisted Living, Memory Care",
        petsAllowed: true,
        internetEnabledRooms: true,
        walkingWheelchairAssistance: true,
        residentTransportation: true,
        licenses: "License #TX-482913",
        stateLicenses: "Texas Department of Health, facility 20417",
        extra: "Medicare-certified beds available on request.",
      }),
    );
    expect(screen.getByRole("heading", { level: 2, name: "Facts and licensing" })).toBeVisible();
    expect(within(facts()).getByText("Claimed by the provider")).toBeVisible();
    expect(within(facts()).getByText(/has confirmed that it manages this listing/)).toBeVisible();
    for (const question of [
      "Pets allowed",
      "Internet-enabled rooms",
      "Walking and wheelchair assistance",
      "Resident transportation",
    ]) {
      expect(answer(question)).toHaveTextContent(/^Yes$/);
    }
    expect(answer("Care offered")).toHaveTextContent("Assisted Living, Memory Care");
    expect(answer("License")).toHaveTextContent("License #TX-482913");
    expect(answer("State license")).toHaveTextContent("Texas Department of Health, facility 20417");
    expect(answer("Notes")).toHaveTextContent("Medicare-certified beds available on request.");
  });

  it("says No in words, explains an unclaimed listing and leaves out empty licenses", () => {
    renderBlocks(
      [block("providerFacts", { heading: "Good to know about {name}" })],
      makeProvider({
        services: [makeService({ careType: "assisted-living", isClaimed: false })],
        careTypesDescription: "",
        licenses: null,
        stateLicenses: "  ",
        extra: null,
      }),
    );
    expect(
      screen.getByRole("heading", { level: 2, name: "Good to know about Oak Meadow" }),
    ).toBeVisible();
    const region = facts();
    expect(within(region).getByText("Not yet claimed by the provider")).toBeVisible();
    expect(within(region).getByText(/has not confirmed this listing yet/)).toBeVisible();
    expect(within(region).queryByText("Claimed by the provider")).toBeNull();
    expect(within(region).getAllByText(/^No$/)).toHaveLength(4);
    expect(within(region).queryByText(/^Yes$/)).toBeNull();
    for (const question of ["Care offered", "License", "State license", "Notes"]) {
      expect(within(region).queryByText(question, { selector: "dt" })).toBeNull();
    }
  });

  it("renders nothing for visitors on a page without a provider", () => {
    renderBlocks([block("providerFacts")], null);
    expect(document.querySelector('[data-block="providerFacts"]')).toBeNull();
  });
});

describe("provider offers, description and FAQs", () => {
  it("titles the amenities 'What {provider name} Offers' and groups them by category", () => {
    renderBlocks(
      [block("providerOffers")],
      makeProvider({
        amenities: [
          {
            id: 40,
            amenityType: { id: 40, name: "Chef-prepared meals" },
            amenityCategory: { id: 2, name: "Dining" },
          },
        ],
        amenitiesLegacy: { pets: true, internet: false, wheelchair: false, transportation: false },
      }),
    );
    expect(screen.getByRole("heading", { level: 2, name: "What Oak Meadow Offers" })).toBeVisible();
    expect(screen.getByRole("heading", { level: 3, name: "Dining" })).toBeVisible();
    expect(screen.getByText("Pets Allowed")).toBeVisible();
  });

  it("lists the care types it offers first, each linking to its listing in the provider's city", () => {
    renderBlocks(
      [block("providerOffers")],
      makeProvider({
        careType: "assisted-living",
        careTypes: ["assisted-living", "memory-care-facilities", "55-plus-communities"],
      }),
    );
    const group = screen.getByRole("region", { name: "Types of care" });
    expect(within(group).getByRole("link", { name: "Assisted Living" })).toHaveAttribute(
      "href",
      "/senior-living/assisted-living/texas/austin",
    );
    expect(within(group).getByRole("link", { name: "Memory Care" })).toHaveAttribute(
      "href",
      "/senior-living/memory-care-facilities/texas/austin",
    );
    // spec 2.1: the pseudo-category is plain text.
    expect(within(group).getByText("55+ Communities")).toBeVisible();
    expect(within(group).queryByRole("link", { name: "55+ Communities" })).toBeNull();
  });

  it("renders nothing for a provider without amenities or known care types", () => {
    renderBlocks(
      [block("providerOffers")],
      makeProvider({ careType: "no-such-type" as CareTypeSlug, careTypes: [] }),
    );
    expect(document.querySelector('[data-block="providerOffers"]')).toBeNull();
  });

  it("cuts a non-enhanced provider's description to its first paragraph, with READ MORE past 140 characters", async () => {
    const user = userEvent.setup();
    const first = "Oak Meadow serves older adults and their families in Austin. ".repeat(4).trim();
    renderBlocks(
      [block("providerDescription")],
      makeProvider({
        description: `<p>${first}</p><p>Second paragraph only enhanced providers show.</p>`,
      }),
    );
    expect(screen.queryByText(/Second paragraph/)).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "READ MORE" }));
    expect(screen.getByText(first)).toBeVisible();
    expect(screen.getByRole("button", { name: "READ LESS" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    expect(screen.queryByText(/Second paragraph/)).not.toBeInTheDocument();
  });

  it("shows an enhanced provider's whole description", () => {
    renderBlocks(
      [block("providerDescription")],
      makeProvider({
        enhancedListing: true,
        isSuppressed: false,
        description: "<p>Short intro.</p><p>Second.</p>",
      }),
    );
    expect(screen.getByText("Short intro.")).toBeVisible();
    expect(screen.getByText("Second.")).toBeVisible();
  });

  it("shows an enhanced provider's checked videos as links that turn into the player (spec 5)", async () => {
    const user = userEvent.setup();
    const embed = "https://www.youtube.com/embed/dQw4w9WgXcQ";
    const description = `<p>Short intro.</p><iframe src="${embed}"></iframe><p>Second.</p>`;
    const { unmount } = renderBlocks(
      [block("providerDescription")],
      makeProvider({ name: "Oak Meadow", enhancedListing: true, isSuppressed: false, description }),
    );
    const play = screen.getByRole("link", { name: /Play video about Oak Meadow/ });
    // Without JavaScript the link opens the video; nothing is framed before the visitor asks.
    expect(play).toHaveAttribute("href", embed);
    expect(document.querySelector("iframe")).toBeNull();
    await user.click(play);
    expect(screen.getByTitle("Video about Oak Meadow")).toHaveAttribute("src", embed);
    unmount();
    // A non-enhanced provider shows only its intro, and no video.
    renderBlocks([block("providerDescription")], makeProvider({ description }));
    expect(screen.queryByRole("link", { name: /Play video/ })).toBeNull();
  });

  it("lists the provider's FAQs and leaves malformed ones out (spec 8)", () => {
    renderBlocks(
      [block("providerFaqs")],
      makeProvider({
        faqs: [
          { question: "Do you allow pets?", answer: "Small pets are welcome." },
          { question: "", answer: "No question" },
          null as unknown as { question: string; answer: string },
        ],
      }),
    );
    expect(screen.getByText("Do you allow pets?")).toBeInTheDocument();
    expect(document.querySelectorAll("details")).toHaveLength(1);
  });
});

describe("provider reviews block", () => {
  const reviews = Array.from({ length: 7 }, (_, i) =>
    makeReview(`r${i}`, `2026-0${i + 1}-01T10:00:00Z`, {
      providerResponse:
        i === 6
          ? '<h2>Thank you</h2><p>We <img src=x onerror="alert(1)">appreciate it</p><script>alert(2)</script>'
          : null,
    }),
  );
  const reviewed = makeProvider({
    reviewCount: 7,
    averageRating: 4.46,
    aspectRatings: { activities: 4.2, mealsAndDining: null, staff: 4.8 },
    reviews,
  });

  it("is #all_reviews_section with the rating summary and aspect ratings", () => {
    renderBlocks([block("providerReviews")], reviewed);
    const section = document.getElementById("all_reviews_section");
    expect(section).not.toBeNull();
    expect(within(section!).getByText("7 reviews")).toBeInTheDocument();
    expect(section).toHaveTextContent("Activities");
    expect(section).toHaveTextContent("Staff");
    expect(section).not.toHaveTextContent("Meals & Dining");
  });

  it("says whose reviews the rating counts and the newest one's day (issue 27.6)", () => {
    renderBlocks([block("providerReviews")], { ...reviewed, reviewsAsOf: "2026-07-01" });
    const section = document.getElementById("all_reviews_section")!;
    expect(section.querySelector("[data-review-source]")).toHaveTextContent(
      "Reviews by families, the latest on July 1, 2026.",
    );
  });

  it("lists reviews newest first in pages of 5, later pages from the API", async () => {
    const user = userEvent.setup();
    const fetchMock = jest.fn(async (url: string) => ({
      ok: true,
      status: 200,
      url,
      json: async () => reviewed,
    }));
    global.fetch = fetchMock as unknown as typeof fetch;
    renderBlocks([block("providerReviews")], reviewed);
    const titles = () => screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent);
    expect(titles()).toEqual(["Title r6", "Title r5", "Title r4", "Title r3", "Title r2"]);
    await user.click(screen.getByRole("button", { name: "Next reviews" }));
    expect(await screen.findByText("Title r1")).toBeVisible();
    expect(titles()).toEqual(["Title r1", "Title r0"]);
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/v2/location/prov-oak?fields=reviews",
      expect.anything(),
    );
    await waitFor(() => expect(screen.getByText("Page 2 of 2")).toHaveFocus());
  });

  it("sanitises the provider's response: headings become paragraphs, scripts and handlers go", () => {
    renderBlocks([block("providerReviews")], reviewed);
    const response = document.querySelector("[data-provider-response]")!;
    expect(response).toHaveTextContent("Thank you");
    expect(response.querySelector("h2, script, img, [onerror]")).toBeNull();
    expect(response.innerHTML).toContain("<p>Thank you</p>");
  });

  it("says there are no reviews yet without any", () => {
    renderBlocks([block("providerReviews")], makeProvider());
    expect(document.getElementById("all_reviews_section")).toHaveTextContent("No reviews yet");
  });
});

describe("nearby providers and the gallery", () => {
  it("shows nearby providers as cards, at most the block's count", () => {
    const nearby = ["a", "b", "c"].map((id) => ({
      ...makeProvider({
        id,
        name: `Nearby ${id}`,
        path: `/senior-living/texas/austin/nearby-${id}`,
      }),
      distanceInMiles: 1,
      isNearby: true,
    }));
    renderBlocks([block("nearbyProviders", { count: 2 })], makeProvider(), { nearby });
    expect(
      screen.getByRole("heading", { level: 2, name: "Other options near Oak Meadow" }),
    ).toBeVisible();
    expect(document.querySelectorAll("article[data-provider-id]")).toHaveLength(2);
  });

  it("gives each nearby provider's price and Medicare rating their source and date (issue 27.6)", () => {
    const home = {
      ...makeProvider({ id: "nh", name: "Nearby home", path: "/senior-living/texas/austin/nh" }),
      startPriceInCents: 612_000,
      pricesReportedOn: "2026-04",
      cmsRating: { overall: 2, source: "Medicare Care Compare", asOf: "2026-10" },
      distanceInMiles: 1,
      isNearby: true,
    };
    renderBlocks([block("nearbyProviders")], makeProvider(), { nearby: [home] });
    const card = document.querySelector('article[data-provider-id="nh"]') as HTMLElement;
    expect(card.querySelector("[data-price-source]")).toHaveTextContent(
      "Reported by the provider, April 2026",
    );
    expect(card.querySelector("[data-cms-rating]")).toHaveTextContent(
      "Medicare Care Compare overall rating: 2 out of 5 stars, as of October 2026.",
    );
  });

  it("shows the first photo at a fixed size with the street-view tab", () => {
    renderBlocks(
      [block("providerGallery", { showStreetView: true })],
      makeProvider({ photos: [{ url: "/images/providers/community-1.jpg", caption: "Exterior" }] }),
    );
    const photo = screen.getByRole("img", { name: "Oak Meadow: Exterior" });
    expect(photo).toHaveAttribute("width", "640");
    expect(photo).toHaveAttribute("height", "400");
    // Below the header on a phone, past the first screen: not fetched ahead of what is in it.
    expect(photo).not.toHaveAttribute("fetchpriority");
    expect(screen.getByRole("tab", { name: "Street view" })).toHaveAttribute(
      "aria-selected",
      "false",
    );
  });
});

describe("provider blocks without a provider", () => {
  it("render nothing for visitors and a labelled note in preview", () => {
    const blocks = [block("providerHeader"), block("providerCosts")];
    const { unmount } = renderBlocks(blocks, null);
    expect(document.body.textContent).toBe("");
    unmount();
    renderBlocks(blocks, null, { preview: true });
    expect(screen.getAllByRole("note")).toHaveLength(2);
    expect(screen.getAllByRole("note")[0]).toHaveTextContent(
      "Provider header: this block shows a provider",
    );
  });
});
