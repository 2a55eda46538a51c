import { describe, expect, it } from "@jest/globals";
import { cardPrice } from "@web/rules/card/cardPrice";

describe("card price (spec 5)", () => {
  it("shows the starting price per month from cents", () => {
    expect(cardPrice(325000)).toEqual({
      available: true,
      amount: "$3,250",
      text: "Starting at $3,250/month",
    });
    expect(cardPrice(99)).toMatchObject({ text: "Starting at $1/month" });
  });

  it("says 'Pricing not available' for no positive price", () => {
    for (const cents of [0, -5, null, undefined, Number.NaN]) {
      expect(cardPrice(cents)).toEqual({ available: false, text: "Pricing not available" });
    }
  });
});
