import { describe, expect, it } from "@jest/globals";
import {
  ALL_CARE_TYPES,
  CARE_TYPES,
  GEO_CARE_TYPES,
  SEARCH_CARE_TYPES,
  careTypeName,
  careTypePath,
  findCareType,
  isRollUpType,
} from "@web/rules/careTypes";

const paths = (pages: "geo" | "category") =>
  CARE_TYPES.filter((c) => c.pages === pages).map(careTypePath);

describe("the care-type catalogue", () => {
  it("covers the eleven provider types of spec 1, each with its own id, slug and name", () => {
    expect(CARE_TYPES).toHaveLength(11);
    for (const key of ["id", "slug", "name"] as const) {
      expect(new Set(CARE_TYPES.map((c) => c[key])).size).toBe(CARE_TYPES.length);
    }
  });

  it("routes geo listing pages as spec 2.1 lists them", () => {
    expect(paths("geo")).toEqual([
      "/senior-living/assisted-living",
      "/senior-living/memory-care-facilities",
      "/senior-living/independent-living",
      "/senior-living/nursing-homes",
      "/senior-care/in-home-care",
      "/senior-care/home-health-agencies",
    ]);
    expect(GEO_CARE_TYPES).toEqual(paths("geo").map((path) => path.split("/")[2]));
  });

  it("routes category pages as spec 2.1 lists them, adult day care under /senior-living/", () => {
    expect(paths("category").sort()).toEqual(
      [
        "/senior-care/geriatric-care-managers",
        "/senior-care/hospices",
        "/senior-living/55-plus-communities",
        "/senior-living/adult-day-care",
        "/senior-living/continuing-care-retirement-communities",
      ].sort(),
    );
  });

  it("offers the search page's care types of spec 2.1, senior-living (all) first", () => {
    expect(SEARCH_CARE_TYPES.map((choice) => choice.value)).toEqual([
      "senior-living",
      "assisted-living",
      "memory-care-facilities",
      "independent-living",
      "nursing-homes",
      "in-home-care",
    ]);
    expect(SEARCH_CARE_TYPES.map((choice) => choice.title)).toEqual([
      "All senior living",
      "Assisted living",
      "Memory care",
      "Independent living",
      "Nursing homes",
      "In-home care",
    ]);
  });

  it("names in-home care once, the same everywhere", () => {
    expect(careTypeName("in-home-care")).toBe("In-Home Care");
    expect(careTypeName(" In-Home-Care ")).toBe("In-Home Care");
    expect(careTypeName(ALL_CARE_TYPES)).toBe("Senior Living");
  });

  it("finds care types by slug in any case and nothing for unknown or inherited names", () => {
    expect(findCareType("Memory-Care-Facilities")?.id).toBe(2);
    expect(findCareType("senior-living")).toBeNull();
    expect(findCareType("constructor")).toBeNull();
    expect(findCareType(undefined)).toBeNull();
  });

  it("knows the two roll-ups, and nothing else, as a URL's first segment", () => {
    expect(isRollUpType("senior-living")).toBe(true);
    expect(isRollUpType("senior-care")).toBe(true);
    expect(isRollUpType("assisted-living")).toBe(false);
  });
});
