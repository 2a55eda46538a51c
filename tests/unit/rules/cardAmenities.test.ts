import { describe, expect, it } from "@jest/globals";
import { cardAmenities } from "@web/rules/card/cardAmenities";

const amenity = (id: number, name: string) => ({ amenityCategory: { id, name } });

describe("card amenity icons (spec 2.3 and 9)", () => {
  it("keeps one entry per distinct category, in catalogue order", () => {
    expect(
      cardAmenities([
        amenity(5, "Lifestyle"),
        amenity(2, "Dining"),
        amenity(5, "Lifestyle"),
        amenity(1, "Accessibility"),
      ]),
    ).toEqual({
      shown: [
        { id: 1, name: "Accessibility" },
        { id: 2, name: "Dining" },
        { id: 5, name: "Lifestyle" },
      ],
      moreCount: 0,
    });
  });

  it("shows at most 6 and counts the rest", () => {
    const many = Array.from({ length: 9 }, (_, i) => amenity(i + 1, `Category ${i + 1}`));
    const result = cardAmenities(many);
    expect(result.shown.map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(result.moreCount).toBe(3);
    expect(cardAmenities(many, 2).moreCount).toBe(7);
  });

  it("skips amenities without a usable category", () => {
    expect(
      cardAmenities([
        { amenityCategory: null },
        { amenityCategory: { id: 3, name: "  " } },
        { amenityCategory: { id: Number.NaN, name: "x" } },
        {},
      ]),
    ).toEqual({ shown: [], moreCount: 0 });
    expect(cardAmenities(null)).toEqual({ shown: [], moreCount: 0 });
  });
});
