import { describe, expect, it } from "@jest/globals";
import { cardLabels, cardLinks } from "@web/rules/cardLabels";

describe("card buttons (spec 2.3)", () => {
  it("labels Learn More 'Get Information' on the main site and 'Get Pricing' on the alternate", () => {
    expect(cardLabels("main")).toEqual({
      requestInfo: "Request Info",
      learnMore: "Get Information",
    });
    expect(cardLabels("alt")).toEqual({ requestInfo: "Request Info", learnMore: "Get Pricing" });
  });

  it("links Learn More to the provider page and Request Info to its costs section", () => {
    expect(cardLinks({ id: "p-7", path: "/senior-living/texas/austin/oak" })).toEqual({
      provider: "/senior-living/texas/austin/oak",
      requestInfo: "/senior-living/texas/austin/oak#provider-costs-p-7",
    });
    expect(cardLinks({ id: "p-7", path: "/x#old" }).requestInfo).toBe("/x#provider-costs-p-7");
  });
});
