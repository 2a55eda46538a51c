import { describe, expect, it } from "@jest/globals";
import { ratingDisplay, showsCaringStarsBadge } from "@web/rules/card/ratingDisplay";

describe("rating display (spec 5)", () => {
  it("rounds the average for display and shows stars equal to its integer part", () => {
    expect(ratingDisplay(4.46, 12)).toEqual({ rounded: 4.5, stars: 4, text: "4.5" });
    expect(ratingDisplay(3.96, 3)).toEqual({ rounded: 4, stars: 3, text: "4.0" });
    expect(ratingDisplay(5, 1)).toEqual({ rounded: 5, stars: 5, text: "5.0" });
  });

  it("shows no rating without reviews or without a number", () => {
    expect(ratingDisplay(4.2, 0)).toBeNull();
    expect(ratingDisplay(null, 10)).toBeNull();
    expect(ratingDisplay(Number.NaN)).toBeNull();
  });

  it("keeps ratings on the 0 to 5 scale", () => {
    expect(ratingDisplay(7.3)).toEqual({ rounded: 5, stars: 5, text: "5.0" });
    expect(ratingDisplay(-1)).toEqual({ rounded: 0, stars: 0, text: "0.0" });
  });
});

describe("Caring Stars badge (spec 5)", () => {
  it("shows when the provider has the flag", () => {
    expect(showsCaringStarsBadge({ isCaringStar: true })).toBe(true);
  });

  it("shows when the provider has stars", () => {
    expect(showsCaringStarsBadge({ caringStars: [2024, 2025] })).toBe(true);
    expect(showsCaringStarsBadge({ caringStars: 2 })).toBe(true);
  });

  it("shows when the provider has an award of that name", () => {
    expect(showsCaringStarsBadge({ awards: [{ name: "Caring Stars" }] })).toBe(true);
  });

  it("does not show otherwise", () => {
    expect(showsCaringStarsBadge({})).toBe(false);
    expect(
      showsCaringStarsBadge({
        isCaringStar: false,
        caringStars: [],
        awards: [{ name: "Provider of Choice" }],
      }),
    ).toBe(false);
  });
});
