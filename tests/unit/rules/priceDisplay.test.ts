import { describe, expect, it } from "@jest/globals";
import {
  PRICING_NOT_AVAILABLE,
  costRangeDisplay,
  hasStartingPrice,
  lowestStartingPriceCents,
  priceDisplay,
} from "@web/rules/card/priceDisplay";

describe("price display (spec 5)", () => {
  it("shows 'Pricing not available' unless the price is greater than 0", () => {
    expect(PRICING_NOT_AVAILABLE).toBe("Pricing not available");
    for (const cents of [0, -100, null, undefined, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(priceDisplay(cents)).toEqual({ available: false, text: "Pricing not available" });
    }
  });

  it("shows the starting price per month converted from cents", () => {
    expect(priceDisplay(325_000)).toEqual({
      available: true,
      dollarsPerMonth: 3250,
      text: "$3,250/month",
    });
    expect(priceDisplay(99)).toMatchObject({ available: true, dollarsPerMonth: 0.99 });
  });
});

describe("cost range (spec 2.3: '$min - $max')", () => {
  it("reads '$min - $max' with both prices", () => {
    expect(costRangeDisplay(250_000, 610_050)).toBe("$2,500 - $6,101");
  });

  it("puts the lower price first even when the fields are swapped", () => {
    expect(costRangeDisplay(610_000, 250_000)).toBe("$2,500 - $6,100");
  });

  it("shows the one price it has, or 'Pricing not available'", () => {
    expect(costRangeDisplay(0, 410_000)).toBe("$4,100");
    expect(costRangeDisplay(410_000, null)).toBe("$4,100");
    expect(costRangeDisplay(0, 0)).toBe("Pricing not available");
  });
});

describe("cost section (spec 4: shown only if a service has a starting price)", () => {
  it("needs at least one service with a positive starting price", () => {
    expect(hasStartingPrice([{ costs: { startingPriceCents: 0 } }, { costs: null }])).toBe(false);
    expect(hasStartingPrice(undefined)).toBe(false);
    expect(hasStartingPrice([{}, { costs: { startingPriceCents: 120_000 } }])).toBe(true);
  });

  it("takes the lowest positive starting price", () => {
    expect(
      lowestStartingPriceCents([
        { costs: { startingPriceCents: 500_000 } },
        { costs: { startingPriceCents: 0 } },
        { costs: { startingPriceCents: 320_000 } },
      ]),
    ).toBe(320_000);
    expect(lowestStartingPriceCents([])).toBeNull();
  });
});
