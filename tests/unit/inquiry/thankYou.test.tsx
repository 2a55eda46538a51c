/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";
import { ThankYou } from "@registry/blocks/ThankYou/ThankYou";
import type { BlockContext, BlockMap } from "@registry/types";
import { thankYouQuery } from "@web/rules/inquiry/inquiryForm";
import type { LeadSummary } from "@web/rules/inquiry/leadSummary";
import { SITES } from "@web/site/sites";
import { NO_SEARCH_STATE } from "@web/rules/search/searchParams";
import type { FeatureFlag } from "@web/lib/featureFlags";

function context(query: string, phone = "(855) 555-0142", leadSummary?: LeadSummary): BlockContext {
  return {
    site: SITES.main,
    settings: {
      name: "ElderPath",
      tagline: null,
      phone,
      businessHours: null,
      compareLimit: 4,
      savedLimit: 30,
      inquiryConsentText: null,
      providerInquiryButtonLabel: null,
      ctaDefaults: null,
    },
    document: { id: "page.main.thank-you", type: "page" },
    preview: false,
    studioUrl: null,
    headings: [],
    ...NO_SEARCH_STATE,
    query: thankYouQuery(new URLSearchParams(query)),
    featureFlags: new Set<FeatureFlag>(),
    ...(leadSummary ? { leadSummary } : {}),
  };
}

const SUMMARY: LeadSummary = {
  receivedAt: "2026-11-23T15:04:00.000Z",
  expiresAt: "2026-11-24T15:04:00.000Z",
  request: "Costs",
  whoAreYouLookingFor: "Parent(s)",
  name: "Ada L.",
  phoneNumber: "(•••) •••-0100",
  phoneNumberEnding: "0100",
  email: "a***@example.com",
  typeOfCare: "Memory Care",
  tourTime: null,
  budget: "$5,000 to $7,000",
  provider: { name: "Oak Meadow", path: "/senior-living/texas/austin/oak" },
};

const BLOCK: BlockMap["thankYou"] = {
  _type: "thankYou",
  _key: "k1",
  message: "An advisor will call you shortly.",
  showPhone: true,
  providerLinkText: "Back to the community",
};

describe("the thank-you page (spec 2.1, spec 9)", () => {
  it("shows the default title, the message, the number to call and the provider link", () => {
    render(
      ThankYou({
        block: BLOCK,
        context: context("slug=%2Fsenior-living%2Ftexas%2Faustin%2Foak&phone=8555550142"),
      }),
    );
    expect(
      screen.getByRole("heading", { level: 1, name: "Thank You for your request!" }),
    ).toBeInTheDocument();
    expect(screen.getByText("An advisor will call you shortly.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "(855) 555-0142" })).toHaveAttribute(
      "href",
      "tel:+18555550142",
    );
    expect(screen.getByRole("link", { name: "Back to the community" })).toHaveAttribute(
      "href",
      "/senior-living/texas/austin/oak",
    );
  });

  it("falls back to the site's phone and drops a slug that leaves the site", () => {
    render(
      ThankYou({
        block: { ...BLOCK, title: "Thanks!" },
        context: context("slug=https%3A%2F%2Fevil.example&phone=<script>"),
      }),
    );
    expect(screen.getByRole("heading", { name: "Thanks!" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "(855) 555-0142" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Back to the community" })).not.toBeInTheDocument();
  });

  it("shows only the site's number, never one a crafted link names (issue 24.12)", () => {
    render(ThankYou({ block: BLOCK, context: context("phone=5125550100") }));
    expect(screen.getByRole("link", { name: "(855) 555-0142" })).toBeInTheDocument();
    expect(screen.queryByText("(512) 555-0100")).not.toBeInTheDocument();
    expect(document.body.innerHTML).not.toContain("5125550100");
  });

  it("shows the request the page's token names under 'Your request', after the message", () => {
    render(ThankYou({ block: BLOCK, context: context("phone=8555550142", undefined, SUMMARY) }));
    expect(
      screen.getByRole("heading", { level: 1, name: "Thank You for your request!" }),
    ).toBeInTheDocument();
    const summary = screen.getByRole("region", { name: "Your request" });
    const rows = within(summary)
      .getAllByRole("term")
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(rows).toEqual([
      ["Received", "November 23, 2026 at 10:04 AM\u00a0ET"],
      ["You asked for", "Costs"],
      ["Community", "Oak Meadow"],
      ["Looking for", "Parent(s)"],
      ["Type of care", "Memory Care"],
      ["Monthly budget", "$5,000 to $7,000"],
      ["Name", "Ada L."],
      ["Phone", "(•••) •••-0100ending in 0100"],
      ["Email", "a***@example.com"],
    ]);
    // The masked digits are hidden from assistive technology, which hears the ending.
    expect(within(summary).getByText("(•••) •••-0100")).toHaveAttribute("aria-hidden", "true");
    expect(
      screen.getByText("An advisor will call you shortly.").compareDocumentPosition(summary) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it("shows the summary only when the page route found one (no token, or a refused one)", () => {
    const { unmount } = render(
      ThankYou({ block: BLOCK, context: context("phone=8555550142", undefined, SUMMARY) }),
    );
    expect(screen.getByRole("region", { name: "Your request" })).toBeInTheDocument();
    unmount();
    render(ThankYou({ block: BLOCK, context: context("phone=8555550142") }));
    expect(screen.queryByRole("region", { name: "Your request" })).not.toBeInTheDocument();
    expect(screen.getByText("An advisor will call you shortly.")).toBeInTheDocument();
  });

  it("keeps only slug and phone of the query", () => {
    expect(
      thankYouQuery({ slug: ["/a", "/b"], phone: "15125550100", email: "x@y.z" }).toString(),
    ).toBe("slug=%2Fa&phone=%28512%29+555-0100");
  });
});
