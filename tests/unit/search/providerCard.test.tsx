/** @jest-environment jsdom */
import { forVisitors } from "@web/services/services";
import { ChakraProvider } from "@chakra-ui/react";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { InquirySettingsProvider } from "@registry/parts/inquiryForm/InquirySettings";
import { ProviderCard } from "@registry/parts/card/ProviderCard";
import { TopRatedYears } from "@registry/parts/TopRatedYears";
import type { ProviderSearchResult } from "@web/rules/model/types";
import { PLACEHOLDER_IMAGES, placeholderImageFor } from "@web/rules/card/placeholderImage";
import type { SiteId } from "@web/site/sites";
import { systems } from "@web/site/theme/systems";
import { makeSearchResult, offerAndStaffOnlyPromotions } from "../../support/providerFixture";

const DAY = 24 * 60 * 60 * 1000;
const LONG_TEXT =
  "Oak Meadow serves older adults and their families in Austin. Residents enjoy chef-prepared meals, " +
  "a full calendar of activities and a warm, welcoming community.";

/** The card's provider: a search result with a photo, amenities, reviews and a price. */
function makeProvider(overrides: Partial<ProviderSearchResult> = {}): ProviderSearchResult {
  return makeSearchResult({
    id: "prov-1",
    legacyId: 1,
    phoneNumber: "5125550100",
    reviewCount: 23,
    description: `<p>${LONG_TEXT}</p><h2>About our community</h2><script>alert("xss")</script><p>Call us.</p>`,
    photos: [{ url: "/images/providers/community-1.jpg", caption: "Exterior" }],
    amenities: [
      {
        id: 10,
        amenityType: { id: 10, name: "Meals Provided" },
        amenityCategory: { id: 2, name: "Dining" },
      },
      {
        id: 11,
        amenityType: { id: 11, name: "Golf" },
        amenityCategory: { id: 5, name: "Lifestyle" },
      },
      {
        id: 12,
        amenityType: { id: 12, name: "Kosher Meals" },
        amenityCategory: { id: 2, name: "Dining" },
      },
    ],
    amenityIds: [10, 11, 12],
    minimumCost: { costCents: 325000 },
    startPriceInCents: 325000,
    ...overrides,
  });
}

function renderCard(provider: ProviderSearchResult, siteId: SiteId = "main", extra = {}) {
  return render(
    <ChakraProvider value={systems[siteId]}>
      <InquirySettingsProvider settings={{ siteId, phone: "(855) 555-0142" }}>
        <ProviderCard provider={provider} siteId={siteId} {...extra} />
      </InquirySettingsProvider>
    </ChakraProvider>,
  );
}

const enhanced = {
  enhancedListing: true,
  isSuppressed: false,
  services: [
    {
      category: { name: "Assisted Living", description: "", imageURL: "" },
      careType: "assisted-living" as const,
      costs: { startingPriceCents: 325000 },
      legacyResourceId: 10,
      isClaimed: true,
      accommodations: [],
      contract: { type: "subscription", isSuppressed: false },
      amenities: [],
    },
  ],
};

describe("ProviderCard", () => {
  it("shows title link, address, rating, price, amenities and the brand's buttons", () => {
    renderCard(makeProvider(), "main", { headingLevel: 2 });
    const card = screen.getByRole("article", { name: "Oak Meadow" });
    const title = within(card).getByRole("heading", { level: 2, name: "Oak Meadow" });
    expect(within(title).getByRole("link")).toHaveAttribute(
      "href",
      "/senior-living/texas/austin/oak-meadow",
    );
    expect(within(card).getByText("12 Elm St, Austin, TX 78701")).toBeInTheDocument();
    expect(within(card).getByText("Rated 4.5 out of 5, 23 reviews")).toBeInTheDocument();
    expect(card.querySelector("[data-stars]")).toHaveAttribute("data-stars", "4");
    expect(within(card).getByText("Starting at $3,250/month")).toBeInTheDocument();
    const amenities = within(card).getByRole("list", { name: "Amenities" });
    expect(
      within(amenities)
        .getAllByRole("img")
        .map((icon) => icon.getAttribute("title")),
    ).toEqual(["Dining", "Lifestyle"]);
    // Each icon is named by its category, which is also its tooltip.
    expect(within(amenities).getByRole("img", { name: "Dining" })).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: "Get Pricing" })).toHaveAttribute(
      "aria-haspopup",
      "dialog",
    );
    expect(within(card).getByRole("link", { name: "Learn More about Oak Meadow" })).toHaveAttribute(
      "href",
      "/senior-living/texas/austin/oak-meadow",
    );
    // One inquiry button: the mixed 'Request Info' second button is gone.
    expect(within(card).queryByText("Request Info")).not.toBeInTheDocument();
    expect(within(card).queryByText("Get Information")).not.toBeInTheDocument();
  });

  it("opens the inquiry form about this provider from its button", async () => {
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute("open", "");
    };
    const user = userEvent.setup();
    renderCard(makeProvider());
    // No empty dialog per card until one is asked for.
    expect(document.querySelector("dialog")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Get Pricing" }));
    const dialog = screen.getByRole("dialog", { name: "Get Pricing: Oak Meadow" });
    expect(dialog).toHaveAttribute("open");
    expect(await within(dialog).findByLabelText("Your Full Name")).toBeInTheDocument();
    expect(dialog.querySelector('input[name="providerId"]')).toHaveAttribute("value", "prov-1");
    expect(within(dialog).getByRole("button", { name: "Get Pricing" })).toHaveAttribute(
      "type",
      "submit",
    );
  });

  it("labels the inquiry button 'Get Information' on the alternate site", () => {
    renderCard(makeProvider(), "alt");
    expect(screen.getByRole("button", { name: "Get Information" })).toBeInTheDocument();
    expect(screen.queryByText("Get Pricing")).not.toBeInTheDocument();
  });

  it("links the inquiry button to the provider's costs section before JavaScript runs", () => {
    const html = renderToString(
      <InquirySettingsProvider settings={{ siteId: "main" }}>
        <ProviderCard provider={makeProvider({ services: enhanced.services })} siteId="main" />
      </InquirySettingsProvider>,
    );
    expect(html).toContain('href="/senior-living/texas/austin/oak-meadow#provider-costs-prov-1"');
    expect(html).not.toContain("<dialog");
  });

  it("links it to the comparison anchor of a provider without prices (issue 24.7)", () => {
    // No service has a starting price: the provider page has no costs section.
    const html = renderToString(
      <InquirySettingsProvider settings={{ siteId: "main" }}>
        <ProviderCard provider={makeProvider()} siteId="main" />
      </InquirySettingsProvider>,
    );
    expect(html).toContain(
      'href="/senior-living/texas/austin/oak-meadow#provider-comparison-prov-1"',
    );
  });

  it("says who reported the price and when (issue 27.6)", () => {
    renderCard(makeProvider({ pricesReportedOn: "2026-10" }));
    const card = screen.getByRole("article", { name: "Oak Meadow" });
    expect(card.querySelector("[data-price-source]")).toHaveTextContent(
      "Reported by the provider, October 2026",
    );
  });

  it("shows Medicare's overall rating with its source and month on one line (issue 27.6)", () => {
    renderCard(
      makeProvider({
        cmsRating: { overall: 4, source: "Medicare Care Compare", asOf: "2026-10" },
      }),
    );
    const card = screen.getByRole("article", { name: "Oak Meadow" });
    const line = card.querySelector("[data-cms-rating]") as HTMLElement;
    expect(line).toHaveAttribute("data-cms-rating", "4");
    expect(within(line).getByText("Medicare: 4 of 5 stars · Oct 2026")).toHaveAttribute(
      "aria-hidden",
      "true",
    );
    expect(
      within(line).getByText(
        "Medicare Care Compare overall rating: 4 out of 5 stars, as of October 2026.",
      ),
    ).toBeInTheDocument();
  });

  it("shows no Medicare line without CMS's overall rating", () => {
    renderCard(makeProvider({ cmsRating: null }));
    expect(document.querySelector("[data-cms-rating]")).toBeNull();
  });

  it("says so when there are no reviews or prices", () => {
    renderCard(makeProvider({ averageRating: null, reviewCount: 0, startPriceInCents: null }));
    expect(screen.getByText("No reviews yet")).toBeInTheDocument();
    expect(screen.getByText("Pricing not available")).toBeInTheDocument();
    // No price, no source line.
    expect(document.querySelector("[data-price-source]")).toBeNull();
  });

  it("uses the provider's photo, or its placeholder without photos", () => {
    const { unmount } = renderCard(makeProvider());
    expect(screen.getByRole("img", { name: "Exterior of Oak Meadow" })).toHaveAttribute(
      "src",
      "/images/providers/community-1.jpg",
    );
    unmount();
    const { container } = renderCard(makeProvider({ photos: [] }));
    const image = container.querySelector("img");
    expect(image).toHaveAttribute("src", placeholderImageFor("prov-1"));
    expect(PLACEHOLDER_IMAGES).toContain(image?.getAttribute("src"));
    expect(image).toHaveAttribute("alt", "");
    expect(image).toHaveAttribute("loading", "lazy");
  });

  it("falls back to the placeholder when the photo fails to load", async () => {
    const { container } = renderCard(makeProvider());
    const image = container.querySelector("img") as HTMLImageElement;
    fireEvent.error(image);
    await waitFor(() => expect(image).toHaveAttribute("src", placeholderImageFor("prov-1")));
    expect(image).toHaveAttribute("alt", "");
  });

  it("collapses a long description with READ MORE and READ LESS", async () => {
    const user = userEvent.setup();
    renderCard(makeProvider());
    const card = screen.getByRole("article");
    expect(within(card).queryByText(/Call us\./)).not.toBeInTheDocument();
    const more = within(card).getByRole("button", { name: "READ MORE" });
    expect(more).toHaveAttribute("aria-expanded", "false");
    await user.click(more);
    const less = within(card).getByRole("button", { name: "READ LESS" });
    expect(less).toHaveAttribute("aria-expanded", "true");
    // The full description, sanitised: the heading became a paragraph, the script is gone.
    await waitFor(() =>
      expect(card.querySelector('[data-description="expanded"] p')).not.toBeNull(),
    );
    await waitFor(() => expect(within(card).getByText("About our community").tagName).toBe("P"));
    expect(within(card).getByText("Call us.")).toBeInTheDocument();
    expect(card.querySelector("script")).toBeNull();
    expect(card.textContent).not.toContain("alert");
    await user.click(less);
    expect(within(card).getByRole("button", { name: "READ MORE" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    expect(within(card).queryByText("Call us.")).not.toBeInTheDocument();
  });

  it("shows a short description whole, without READ MORE", () => {
    renderCard(makeProvider({ description: "<p>Small and friendly.</p>" }));
    expect(screen.getByText("Small and friendly.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "READ MORE" })).not.toBeInTheDocument();
  });

  it("expands the promotion badge into a panel and collapses it with its close button", async () => {
    const user = userEvent.setup();
    const now = Date.now();
    // As every page reads a provider: through the services, which keep only what a
    // visitor may see (forVisitors), so the staff-only offer never reaches the card.
    renderCard(forVisitors(makeProvider({ promotions: offerAndStaffOnlyPromotions(now) })));
    // The badge is a chunk of its own (PromotionBadge.client.tsx): it arrives once loaded.
    const badge = await screen.findByRole("button", { name: "Special offer" });
    expect(badge).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("region", { name: "Special offer" })).not.toBeInTheDocument();
    await user.click(badge);
    expect(badge).toHaveAttribute("aria-expanded", "true");
    const panel = screen.getByRole("region", { name: "Special offer" });
    expect(within(panel).getByText("First month free")).toBeInTheDocument();
    expect(within(panel).getByText("3 days left")).toBeInTheDocument();
    expect(within(panel).queryByText("Staff-only offer")).not.toBeInTheDocument();
    expect(panel).toHaveFocus();
    await user.click(within(panel).getByRole("button", { name: "Close special offer" }));
    expect(badge).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("region", { name: "Special offer" })).not.toBeInTheDocument();
    expect(badge).toHaveFocus();
    // Escape closes it too.
    await user.click(badge);
    await user.keyboard("{Escape}");
    expect(badge).toHaveAttribute("aria-expanded", "false");
  });

  it("shows no promotion badge without a visible promotion", () => {
    renderCard(
      forVisitors(
        makeProvider({
          promotions: [
            {
              startsAt: null,
              endsAt: new Date(Date.now() - DAY).toISOString(),
              externalPromotionText: "Expired",
              visibleOnlyToFa: false,
            },
          ],
        }),
      ),
    );
    expect(screen.queryByRole("button", { name: "Special offer" })).not.toBeInTheDocument();
  });

  it("shows the Verified Partner toggletip on the main site only", async () => {
    const user = userEvent.setup();
    const { unmount } = renderCard(makeProvider(enhanced), "main");
    const badge = screen.getByRole("button", { name: "Verified Partner" });
    expect(badge).toHaveAttribute("aria-expanded", "false");
    await user.click(badge);
    expect(badge).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText(/vetted for quality by the ElderPath team/)).toBeVisible();
    await user.keyboard("{Escape}");
    expect(badge).toHaveAttribute("aria-expanded", "false");
    unmount();
    renderCard(makeProvider(enhanced), "alt");
    expect(screen.queryByRole("button", { name: "Verified Partner" })).not.toBeInTheDocument();
    expect(screen.queryByText(/vetted for quality/)).not.toBeInTheDocument();
  });

  it("marks a claimed listing on its photo, on both brands (spec 1), and nothing otherwise", () => {
    const claimed = makeProvider(enhanced);
    for (const siteId of ["main", "alt"] as const) {
      const { unmount } = renderCard(claimed, siteId);
      const marker = document.querySelector("[data-claimed]") as HTMLElement;
      expect(marker).toHaveTextContent("Claimed by the provider");
      // On the image box, beside the photo: no line of its own in the card's body.
      expect(marker.parentElement).toContainElement(screen.getByRole("img", { name: /^Exterior/ }));
      unmount();
    }
    renderCard(makeProvider({ services: [{ ...enhanced.services[0]!, isClaimed: false }] }));
    expect(document.querySelector("[data-claimed]")).toBeNull();
    expect(screen.queryByText(/Claimed/)).not.toBeInTheDocument();
  });

  it("hides the street of a non-enhanced home care provider on the main site", () => {
    const homeCare = makeProvider({ careType: "in-home-care", careTypes: ["in-home-care"] });
    const { unmount } = renderCard(homeCare, "main");
    expect(screen.getByText("Austin, TX")).toBeInTheDocument();
    expect(screen.queryByText(/12 Elm St/)).not.toBeInTheDocument();
    unmount();
    renderCard(homeCare, "alt");
    expect(screen.getByText("12 Elm St, Austin, TX 78701")).toBeInTheDocument();
  });

  it("shows the Caring Stars top-rated badge with its years, linked to /bestseniorliving", async () => {
    const user = userEvent.setup();
    renderCard(makeProvider({ caringStars: [2021, 2022, 2023, 2024, 2025], isCaringStar: true }));
    expect(screen.getByRole("link", { name: "Caring Stars Top Rated" })).toHaveAttribute(
      "href",
      "/bestseniorliving",
    );
    const years = screen.getByRole("list", { name: "Caring Stars Winners over the last 3 years" });
    expect(
      within(years)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["2025", "2024", "2023"]);
    const more = screen.getByRole("button", { name: "View More" });
    // It says it works once hydrated (the server's markup says it does not yet).
    expect(more).toHaveAttribute("data-ready", "true");
    await user.click(more);
    expect(within(years).getAllByRole("listitem")).toHaveLength(5);
  });

  it("server-renders the award years' toggle as not ready yet", () => {
    const html = renderToString(<TopRatedYears years={[2021, 2022, 2023, 2024, 2025]} />);
    expect(html).toMatch(/<button[^>]*data-ready="false"[^>]*>View More<\/button>/);
  });

  it("shows no top-rated badge without Caring Stars", () => {
    renderCard(makeProvider());
    expect(screen.queryByRole("link", { name: "Caring Stars Top Rated" })).not.toBeInTheDocument();
  });

  it("places the compare and save controls", () => {
    renderCard(makeProvider(), "main", {
      compareControl: <input type="checkbox" aria-label="Compare Oak Meadow" />,
      saveControl: <button type="button">Save Oak Meadow</button>,
    });
    expect(screen.getByRole("checkbox", { name: "Compare Oak Meadow" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save Oak Meadow" })).toBeInTheDocument();
  });

  it("renders on the server without a DOM-dependent sanitiser and without hostile markup", () => {
    const html = renderToString(
      <ChakraProvider value={systems.main}>
        <ProviderCard provider={makeProvider()} siteId="main" />
      </ChakraProvider>,
    );
    expect(html).toContain("READ MORE");
    expect(html).not.toMatch(/<script>alert|onerror|javascript:/);
  });
});
