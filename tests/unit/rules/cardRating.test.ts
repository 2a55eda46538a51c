import { describe, expect, it } from "@jest/globals";
import { cardRating, reviewCountText } from "@web/rules/card/cardRating";

describe("card rating (spec 5)", () => {
  it("rounds the average, fills the integer part of stars and counts reviews", () => {
    expect(cardRating(4.46, 23)).toEqual({
      rated: true,
      stars: 4,
      ratingText: "4.5",
      reviewsText: "23 reviews",
      accessibleText: "Rated 4.5 out of 5, 23 reviews",
    });
    expect(cardRating(4.96, 1)).toMatchObject({
      stars: 4,
      ratingText: "5.0",
      reviewsText: "1 review",
    });
    expect(cardRating(3, 1200)).toMatchObject({
      accessibleText: "Rated 3.0 out of 5, 1,200 reviews",
    });
  });

  it("says 'No reviews yet' without a rating or reviews", () => {
    expect(cardRating(null, 0)).toEqual({ rated: false, text: "No reviews yet" });
    expect(cardRating(4.5, 0)).toEqual({ rated: false, text: "No reviews yet" });
    expect(cardRating(4.5, null)).toEqual({ rated: false, text: "No reviews yet" });
    expect(cardRating(undefined, 5)).toEqual({ rated: false, text: "No reviews yet" });
  });

  it("writes review counts in the singular and plural", () => {
    expect(reviewCountText(1)).toBe("1 review");
    expect(reviewCountText(2)).toBe("2 reviews");
  });
});
