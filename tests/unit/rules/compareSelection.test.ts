import { describe, expect, it } from "@jest/globals";
import {
  ADD_ANOTHER_TEXT,
  DEFAULT_COMPARE_LIMIT,
  addToCompare,
  canCompare,
  compareBarText,
  compareCardsPerView,
  compareLimitFrom,
  compareStateFromSearch,
  parseIsModalOpen,
  parseSelectedCommunities,
  removeFromCompare,
  searchWithCompareState,
  serializeSelectedCommunities,
  tooManySelectionsText,
} from "@web/rules/search/compareSelection";

const A = "9c2a40a9-b363-4af1-969f-ba59ded16e58";
const B = "0f6d7d53-5b1e-4c55-8f0e-2b8f8a2c0d11";

describe("compare limit (spec 9: 4, from site settings)", () => {
  it("defaults to 4 and takes a sensible site setting", () => {
    expect(DEFAULT_COMPARE_LIMIT).toBe(4);
    expect(compareLimitFrom(undefined)).toBe(4);
    expect(compareLimitFrom(null)).toBe(4);
    expect(compareLimitFrom(3)).toBe(3);
    expect(compareLimitFrom(4)).toBe(4);
  });

  it("ignores limits that are not whole numbers in range", () => {
    for (const junk of [0, -1, 2.5, Number.NaN, Number.POSITIVE_INFINITY, 1000, "4", {}]) {
      expect(compareLimitFrom(junk)).toBe(4);
    }
  });
});

describe("add and remove (spec 4)", () => {
  it("adds in order and ignores a repeated add", () => {
    let ids: string[] = [];
    for (const id of ["a", "b", "a"]) {
      const result = addToCompare(ids, id, 4);
      expect(result.ok).toBe(true);
      ids = result.selectedIds;
    }
    expect(ids).toEqual(["a", "b"]);
  });

  it("refuses a fifth add with the limit 4 (4 are allowed)", () => {
    const four = ["a", "b", "c", "d"];
    expect(addToCompare(["a", "b", "c"], "d", 4)).toEqual({ ok: true, selectedIds: four });
    expect(addToCompare(four, "e", 4)).toEqual({ ok: false, reason: "limit", selectedIds: four });
    // Re-adding a selected provider at the limit is not a refusal.
    expect(addToCompare(four, "b", 4)).toEqual({ ok: true, selectedIds: four });
  });

  it("follows the site's limit (the other reading: 3)", () => {
    expect(addToCompare(["a", "b"], "c", 3).ok).toBe(true);
    expect(addToCompare(["a", "b", "c"], "d", 3).ok).toBe(false);
  });

  it("does not change the list it is given", () => {
    const ids = ["a"];
    addToCompare(ids, "b");
    removeFromCompare(ids, "a");
    expect(ids).toEqual(["a"]);
  });

  it("removes a provider, and removing an unselected one changes nothing", () => {
    expect(removeFromCompare(["a", "b", "c"], "b")).toEqual(["a", "c"]);
    expect(removeFromCompare(["a"], "z")).toEqual(["a"]);
  });
});

describe("bar text and the Compare button (spec 4)", () => {
  it("reads 'Add another community to compare' for 1 and 'Compare N of 4' otherwise", () => {
    expect(compareBarText(1, 4)).toBe(ADD_ANOTHER_TEXT);
    expect(ADD_ANOTHER_TEXT).toBe("Add another community to compare");
    expect(compareBarText(0, 4)).toBe("Compare 0 of 4");
    expect(compareBarText(2, 4)).toBe("Compare 2 of 4");
    expect(compareBarText(4, 4)).toBe("Compare 4 of 4");
    expect(compareBarText(2, 3)).toBe("Compare 2 of 3");
  });

  it("allows comparing from 2 providers", () => {
    expect([0, 1, 2, 3, 4].map(canCompare)).toEqual([false, false, true, true, true]);
  });

  it("words the limit dialog with the limit (spec 8)", () => {
    expect(tooManySelectionsText(4)).toBe("You can only compare 4 communities at a time.");
    expect(tooManySelectionsText(3)).toBe("You can only compare 3 communities at a time.");
  });
});

describe("selectedCommunities in the URL (spec 2.2)", () => {
  it("reads comma-separated ids", () => {
    expect(parseSelectedCommunities(`${A},${B}`)).toEqual([A, B]);
    expect(parseSelectedCommunities("100091,100092")).toEqual(["100091", "100092"]);
  });

  it("drops blanks, junk and duplicates, keeping the first place", () => {
    expect(parseSelectedCommunities(` ${A} ,,${B},${A}, `)).toEqual([A, B]);
    expect(parseSelectedCommunities("a b,<script>,../x,ok-1,%20,é")).toEqual(["ok-1"]);
    expect(parseSelectedCommunities("x".repeat(101))).toEqual([]);
    expect(parseSelectedCommunities("")).toEqual([]);
    expect(parseSelectedCommunities(null)).toEqual([]);
    expect(parseSelectedCommunities(undefined)).toEqual([]);
  });

  it("caps the list at the limit", () => {
    expect(parseSelectedCommunities("a,b,c,d,e,f", 4)).toEqual(["a", "b", "c", "d"]);
    expect(parseSelectedCommunities("a,b,c,d", 3)).toEqual(["a", "b", "c"]);
  });

  it("reads repeated parameters as one list", () => {
    expect(parseSelectedCommunities(["a,b", "b,c"])).toEqual(["a", "b", "c"]);
  });

  it("writes the ids with commas and reads them back", () => {
    expect(serializeSelectedCommunities([A, B])).toBe(`${A},${B}`);
    expect(parseSelectedCommunities(serializeSelectedCommunities([A, B]))).toEqual([A, B]);
  });
});

describe("isModalOpen in the URL (spec 2.2)", () => {
  it("is open for 'true' and spec 5's other truthy words, closed otherwise", () => {
    for (const value of ["true", "TRUE", "1", "yes", "enabled"]) {
      expect(parseIsModalOpen(value)).toBe(true);
    }
    for (const value of ["false", "", "0", "open", null, undefined]) {
      expect(parseIsModalOpen(value)).toBe(false);
    }
  });
});

describe("compare state in the query string", () => {
  it("reads both parameters next to the search state", () => {
    expect(
      compareStateFromSearch("?keyword=Austin%2C+TX&selectedCommunities=a,b&isModalOpen=true", 4),
    ).toEqual({ selectedIds: ["a", "b"], isModalOpen: true });
    expect(compareStateFromSearch("", 4)).toEqual({ selectedIds: [], isModalOpen: false });
  });

  it("writes both parameters and keeps the search parameters", () => {
    const search = "?keyword=Austin%2C+TX&care-type=assisted-living&page=2";
    const written = searchWithCompareState(search, { selectedIds: ["a", "b"], isModalOpen: true });
    expect(written).toBe(
      "?keyword=Austin%2C+TX&care-type=assisted-living&page=2&selectedCommunities=a,b&isModalOpen=true",
    );
    expect(compareStateFromSearch(written, 4)).toEqual({
      selectedIds: ["a", "b"],
      isModalOpen: true,
    });
    expect(searchWithCompareState(written, { selectedIds: ["a"], isModalOpen: false })).toBe(
      "?keyword=Austin%2C+TX&care-type=assisted-living&page=2&selectedCommunities=a&isModalOpen=false",
    );
  });

  it("removes both parameters when nothing is selected", () => {
    expect(
      searchWithCompareState("?keyword=x&selectedCommunities=a&isModalOpen=true", {
        selectedIds: [],
        isModalOpen: true,
      }),
    ).toBe("?keyword=x");
    expect(
      searchWithCompareState("?selectedCommunities=a", { selectedIds: [], isModalOpen: false }),
    ).toBe("");
  });
});

describe("carousel cards per view (spec 9)", () => {
  it("shows 1 below 768 px, 2 below 991 px and 3 above", () => {
    expect(compareCardsPerView(375, 4)).toBe(1);
    expect(compareCardsPerView(767, 4)).toBe(1);
    expect(compareCardsPerView(768, 4)).toBe(2);
    expect(compareCardsPerView(990, 4)).toBe(2);
    expect(compareCardsPerView(991, 4)).toBe(3);
    expect(compareCardsPerView(1440, 4)).toBe(3);
  });

  it("never shows more cards per view than there are providers", () => {
    expect(compareCardsPerView(1440, 2)).toBe(2);
    expect(compareCardsPerView(1440, 0)).toBe(1);
  });
});
