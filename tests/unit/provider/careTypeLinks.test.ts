import { describe, expect, it } from "@jest/globals";
import { careTypeLinks } from "@web/rules/provider/careTypeLinks";
import type { CareTypeSlug } from "@web/rules/model/types";

const address = {
  city: { name: "Round Rock", urlName: "round-rock" },
  state: { code: "TX", name: "Texas", urlName: "texas" },
};

describe("a provider's care types as links (spec 2.1)", () => {
  it("links a geo care type to its city page and a category to its search in the city", () => {
    expect(
      careTypeLinks(
        {
          careType: "in-home-care",
          careTypes: ["hospices", "in-home-care"],
          address,
        },
        "/local/search",
      ),
    ).toEqual([
      {
        slug: "in-home-care",
        name: "In-Home Care",
        href: "/senior-care/in-home-care/texas/round-rock",
      },
      {
        slug: "hospices",
        name: "Hospices",
        href: "/local/search?keyword=Round+Rock%2C+TX&care-type=hospices",
      },
    ]);
  });

  it("renders the pseudo-categories as plain text, each care type once, unknown ones left out", () => {
    expect(
      careTypeLinks(
        {
          careType: "55-plus-communities",
          careTypes: [
            "55-plus-communities",
            "low-income-affordable" as CareTypeSlug,
            "assisted-living",
            "assisted-living",
          ],
          address,
        },
        "/search",
      ),
    ).toEqual([
      { slug: "55-plus-communities", name: "55+ Communities", href: null },
      {
        slug: "assisted-living",
        name: "Assisted Living",
        href: "/senior-living/assisted-living/texas/round-rock",
      },
    ]);
  });
});
