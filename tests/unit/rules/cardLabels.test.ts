import { describe, expect, it } from "@jest/globals";
import { cardLinks, LEARN_MORE_LABEL, providerInquiryLabel } from "@web/rules/card/cardLabels";

describe("card buttons (spec 2.3)", () => {
  it("labels the inquiry button 'Get Pricing' on the main site and 'Get Information' on the alternate", () => {
    expect(providerInquiryLabel("main")).toBe("Get Pricing");
    expect(providerInquiryLabel("alt")).toBe("Get Information");
  });

  it("uses the label of the site settings when there is one", () => {
    expect(providerInquiryLabel("main", "See Prices")).toBe("See Prices");
    expect(providerInquiryLabel("alt", "  ")).toBe("Get Information");
  });

  it("links Learn More to the provider page and the inquiry fallback to its costs section", () => {
    expect(LEARN_MORE_LABEL).toBe("Learn More");
    expect(cardLinks({ id: "p-7", path: "/senior-living/texas/austin/oak" })).toEqual({
      provider: "/senior-living/texas/austin/oak",
      costs: "/senior-living/texas/austin/oak#provider-costs-p-7",
    });
    expect(cardLinks({ id: "p-7", path: "/x#old" }).costs).toBe("/x#provider-costs-p-7");
  });

  it("sends the fallback of a provider without prices to its comparison anchor (issue 24.7)", () => {
    // Without a starting price the provider page has no costs section to land on.
    expect(cardLinks({ id: "p-7", path: "/x" }, false).costs).toBe("/x#provider-comparison-p-7");
  });
});
