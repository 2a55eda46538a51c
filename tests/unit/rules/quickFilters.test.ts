import { AMENITY_QUICK_FILTERS } from "@web/rules/search/searchOptions";
import { quickFiltersFor, quickFilterTarget } from "@web/rules/search/quickFilters";

describe("quick filters per care type (spec 9)", () => {
  it("assisted living: pets, physical therapy, pool, veterans benefits, Spanish, respite", () => {
    expect(quickFiltersFor("assisted-living")).toEqual([
      "pets-allowed",
      "physical-therapy",
      "pool-or-hot-tub",
      "veterans-benefits",
      "spanish-speaking",
      "short-term-care",
    ]);
  });

  it("independent living: golf, meals, pets, pool, Spanish", () => {
    expect(quickFiltersFor("independent-living")).toEqual([
      "golf",
      "meals-provided",
      "pets-allowed",
      "pool-or-hot-tub",
      "spanish-speaking",
    ]);
  });

  it("memory care and nursing homes: physical therapy, veterans benefits, Spanish, respite", () => {
    const expected = [
      "physical-therapy",
      "veterans-benefits",
      "spanish-speaking",
      "short-term-care",
    ];
    expect(quickFiltersFor("memory-care-facilities")).toEqual(expected);
    expect(quickFiltersFor("nursing-homes")).toEqual(expected);
  });

  it("in-home care: Spanish only", () => {
    expect(quickFiltersFor("in-home-care")).toEqual(["spanish-speaking"]);
  });

  it("all senior living offers every quick filter; an unlisted care type none", () => {
    expect(quickFiltersFor("senior-living")).toEqual(AMENITY_QUICK_FILTERS);
    expect(quickFiltersFor(null)).toEqual(AMENITY_QUICK_FILTERS);
    expect(quickFiltersFor("hospices")).toEqual([]);
  });

  it("maps every quick filter to an amenity filter group", () => {
    expect(quickFilterTarget("pets-allowed")).toEqual({ filter: "otherAmenities", amenityId: 98 });
    for (const quickFilter of AMENITY_QUICK_FILTERS) {
      expect(quickFilterTarget(quickFilter).filter).toEqual(expect.any(String));
    }
  });
});
