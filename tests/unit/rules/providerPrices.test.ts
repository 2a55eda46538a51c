import { describe, expect, it } from "@jest/globals";
import type { Accommodation, Service } from "@web/rules/model/model";
import { priceKey, providerPriceTexts } from "@web/rules/provider/providerPrices";

const plan = (startingPriceCents: number | null): Accommodation => ({
  title: "Studio",
  images: [],
  startingPriceCents,
  bathroomCount: 1,
  bedCount: 1,
  description: null,
  features: [],
  squareFeetSize: 400,
});

const service = (
  careType: Service["careType"],
  startingPriceCents: number | null,
  accommodations: Accommodation[],
): Service => ({
  category: { name: careType, description: "", imageURL: "/x.jpg" },
  careType,
  costs: { startingPriceCents },
  legacyResourceId: 1,
  isClaimed: false,
  accommodations,
  amenities: [],
});

describe("the prices a provider page blurs (issue 24.6)", () => {
  it("keys each service by care type and each floor plan by its place", () => {
    expect(priceKey("assisted-living")).toBe("assisted-living");
    expect(priceKey("assisted-living", 0)).toBe("assisted-living/0");
  });

  it("gives every positive price as the cards show it, and nothing for the rest", () => {
    const { prices } = providerPriceTexts({
      services: [
        service("assisted-living", 325_000, [plan(410_050), plan(0), plan(null)]),
        service("memory-care-facilities", null, [plan(512_000)]),
      ],
    });
    expect(prices).toEqual({
      "assisted-living": "Starting at $3,250/month",
      "assisted-living/0": "Starting at $4,101/month",
      "memory-care-facilities/0": "Starting at $5,120/month",
    });
  });
});
