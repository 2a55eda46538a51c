/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { ThankYou } from "@registry/blocks/ThankYou/ThankYou";
import type { BlockContext, BlockMap } from "@registry/types";
import { thankYouQuery } from "@web/rules/inquiry/inquiryForm";
import { SITES } from "@web/site/sites";
import { NO_SEARCH_STATE } from "@web/rules/search/searchParams";

function context(query: string, phone = "(855) 555-0142"): BlockContext {
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
  };
}

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

  it("keeps only slug and phone of the query", () => {
    expect(
      thankYouQuery({ slug: ["/a", "/b"], phone: "15125550100", email: "x@y.z" }).toString(),
    ).toBe("slug=%2Fa&phone=%28512%29+555-0100");
  });
});
