import { describe, expect, it } from "@jest/globals";
import {
  cardAddress,
  hidesStreetAddress,
  type CardAddressFields,
} from "@web/rules/card/cardAddress";

const address = {
  formattedAddress: "12 Elm St, Austin, TX 78701",
  street: "12 Elm St",
  city: { name: "Austin" },
  state: { code: "TX" },
  zipCode: "78701",
};
const enhancedServices = [{ contract: { type: "subscription", isSuppressed: false } }];

function provider(overrides: Partial<CardAddressFields>): CardAddressFields {
  return {
    name: "Sunrise Home Care",
    careType: "in-home-care",
    careTypes: ["in-home-care"],
    enhancedListing: false,
    services: [],
    address,
    ...overrides,
  };
}

describe("card address (spec 5)", () => {
  it("shows name with city and state code for non-enhanced Home Care on the main site", () => {
    expect(cardAddress(provider({}), "main")).toEqual({
      kind: "cityState",
      text: "Austin, TX",
      label: "Sunrise Home Care, Austin, TX",
    });
    const homeHealth = provider({
      careType: "home-health-agencies",
      careTypes: ["home-health-agencies"],
    });
    expect(hidesStreetAddress(homeHealth, "main")).toBe(true);
    const both = provider({ careTypes: ["in-home-care", "home-health-agencies"] });
    expect(hidesStreetAddress(both, "main")).toBe(true);
  });

  it("shows the formatted address when another listed care type applies", () => {
    const withAdultDay = provider({ careTypes: ["in-home-care", "adult-day-care"] });
    expect(cardAddress(withAdultDay, "main")).toEqual({
      kind: "address",
      text: address.formattedAddress,
    });
    const mainIsResidential = provider({
      careType: "assisted-living",
      careTypes: ["in-home-care"],
    });
    expect(hidesStreetAddress(mainIsResidential, "main")).toBe(false);
  });

  it("shows the formatted address for enhanced home care providers", () => {
    const enhanced = provider({ enhancedListing: true, services: enhancedServices });
    expect(cardAddress(enhanced, "main").kind).toBe("address");
    // Enhanced listing but suppressed is not enhanced (spec 4): the street stays hidden.
    const suppressed = provider({
      enhancedListing: true,
      isSuppressed: true,
      services: enhancedServices,
    });
    expect(cardAddress(suppressed, "main").kind).toBe("cityState");
  });

  it("always shows the formatted address on the alternate site", () => {
    expect(cardAddress(provider({}), "alt")).toEqual({
      kind: "address",
      text: address.formattedAddress,
    });
  });

  it("shows the formatted address for residential care types", () => {
    const community = provider({
      careType: "assisted-living",
      careTypes: ["assisted-living", "memory-care-facilities"],
    });
    expect(cardAddress(community, "main").kind).toBe("address");
    expect(cardAddress(provider({ careType: null, careTypes: [] }), "main").kind).toBe("address");
  });

  it("composes an address from its parts when the formatted one is missing", () => {
    const bare = provider({
      careType: "assisted-living",
      careTypes: ["assisted-living"],
      address: { ...address, formattedAddress: "" },
    });
    expect(cardAddress(bare, "main")).toEqual({
      kind: "address",
      text: "12 Elm St, Austin, TX 78701",
    });
    const noCity = provider({ address: { ...address, city: null } });
    expect(cardAddress(noCity, "main")).toMatchObject({
      text: "TX",
      label: "Sunrise Home Care, TX",
    });
  });
});
