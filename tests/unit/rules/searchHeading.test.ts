import { ALL_CARE_TYPES } from "@web/rules/careTypes";
import { searchHeading } from "@web/rules/search/searchHeading";

const BLOCK_HEADING = "Senior living near you";

describe("the search results page's heading", () => {
  it("names the care type and the place searched", () => {
    expect(
      searchHeading({ keyword: "Chicago, IL", careType: "assisted-living" }, BLOCK_HEADING),
    ).toBe("Assisted living near Chicago, IL");
    expect(
      searchHeading({ keyword: "Houston, TX", careType: "memory-care-facilities" }, BLOCK_HEADING),
    ).toBe("Memory care near Houston, TX");
  });

  it("calls a search over every care type, or an unknown one, senior living and care", () => {
    expect(searchHeading({ keyword: "60601", careType: ALL_CARE_TYPES }, BLOCK_HEADING)).toBe(
      "Senior living and care near 60601",
    );
    expect(searchHeading({ keyword: "60601", careType: "no-such-care" }, BLOCK_HEADING)).toBe(
      "Senior living and care near 60601",
    );
    expect(searchHeading({ keyword: "60601", careType: null }, BLOCK_HEADING)).toBe(
      "Senior living and care near 60601",
    );
  });

  it("keeps the block's heading for a search without a place", () => {
    expect(searchHeading({ keyword: null, careType: "assisted-living" }, BLOCK_HEADING)).toBe(
      BLOCK_HEADING,
    );
    expect(searchHeading({ keyword: "   ", careType: "assisted-living" }, BLOCK_HEADING)).toBe(
      BLOCK_HEADING,
    );
  });
});
