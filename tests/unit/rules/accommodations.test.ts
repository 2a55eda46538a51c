import {
  accommodationFacts,
  accommodationsShown,
  VIEW_FEWER_ACCOMMODATIONS,
  VIEW_MORE_ACCOMMODATIONS,
} from "@web/rules/provider/accommodations";

describe("the accommodations modal (spec 2.3, 9)", () => {
  const five = ["Studio", "One bedroom", "Two bedroom", "Companion suite", "Cottage"];

  it("shows 3 at first with 'View more accommodations', then all with 'View fewer accommodations'", () => {
    expect(accommodationsShown(five, false)).toEqual({
      shown: five.slice(0, 3),
      toggleLabel: VIEW_MORE_ACCOMMODATIONS,
    });
    expect(accommodationsShown(five, true)).toEqual({
      shown: five,
      toggleLabel: VIEW_FEWER_ACCOMMODATIONS,
    });
    expect(VIEW_MORE_ACCOMMODATIONS).toBe("View more accommodations");
    expect(VIEW_FEWER_ACCOMMODATIONS).toBe("View fewer accommodations");
  });

  it("needs no toggle for 3 or fewer", () => {
    expect(accommodationsShown(five.slice(0, 3), false).toggleLabel).toBeNull();
    expect(accommodationsShown([], true)).toEqual({ shown: [], toggleLabel: null });
  });

  it("states area, beds and baths a provider gave", () => {
    expect(accommodationFacts({ squareFeetSize: 1250, bedCount: 2, bathroomCount: 1.5 })).toEqual([
      "1,250 sqft",
      "2 beds",
      "1.5 baths",
    ]);
    expect(accommodationFacts({ squareFeetSize: null, bedCount: 1, bathroomCount: 1 })).toEqual([
      "1 bed",
      "1 bath",
    ]);
    expect(accommodationFacts({ squareFeetSize: 0, bedCount: null })).toEqual([]);
  });
});
