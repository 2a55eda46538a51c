import { describe, expect, it } from "@jest/globals";
import {
  AUTOCOMPLETE_DEBOUNCE_MS,
  AUTOCOMPLETE_PAGE_SIZE,
  AUTOCOMPLETE_VISIBLE,
  autocompleteUrl,
  enterPickIndex,
  nextActiveIndex,
  shouldQuery,
  suggestionsAnnouncement,
  visibleOptions,
} from "@web/rules/search/autocompleteQuery";

describe("location autocomplete limits (spec 9)", () => {
  it("waits 500 ms, shows 6, asks for a page of 10", () => {
    expect(AUTOCOMPLETE_DEBOUNCE_MS).toBe(500);
    expect(AUTOCOMPLETE_VISIBLE).toBe(6);
    expect(AUTOCOMPLETE_PAGE_SIZE).toBe(10);
  });
});

describe("shouldQuery (spec 5: 3 trimmed characters)", () => {
  it.each([
    ["", false],
    ["a", false],
    ["au", false],
    ["  au  ", false],
    ["   ", false],
    ["\tab\n", false],
    ["aus", true],
    [" aus ", true],
    ["787", true],
    ["Austin, TX", true],
  ])("%p -> %p", (text, expected) => {
    expect(shouldQuery(text)).toBe(expected);
  });

  it("is false for a missing text", () => {
    expect(shouldQuery(undefined)).toBe(false);
    expect(shouldQuery(null)).toBe(false);
  });
});

describe("autocompleteUrl", () => {
  it("sends the trimmed text, page size 10 and the domain", () => {
    const url = autocompleteUrl("  Austin, TX ", "alt");
    expect(url).not.toBeNull();
    const parsed = new URL(url as string, "http://localhost");
    expect(parsed.pathname).toBe("/api/v1/location/autocomplete-suggestions");
    expect(parsed.searchParams.get("query")).toBe("Austin, TX");
    expect(parsed.searchParams.get("pageSize")).toBe("10");
    expect(parsed.searchParams.get("domain")).toBe("alt");
  });

  it("is null under 3 trimmed characters (no call)", () => {
    expect(autocompleteUrl(" au ", "main")).toBeNull();
  });
});

describe("visibleOptions", () => {
  const location = (label: string) => ({ label, value: label, kind: "city" });

  it("keeps at most 6 of the page of 10", () => {
    const locations = Array.from({ length: 10 }, (_, index) => location(`Place ${index}, TX`));
    const options = visibleOptions({ locations });
    expect(options).toHaveLength(6);
    expect(options?.[0]).toEqual({ label: "Place 0, TX", value: "Place 0, TX" });
    expect(options?.[5]?.label).toBe("Place 5, TX");
  });

  it("drops entries without a label, duplicates, and fills a missing value", () => {
    expect(
      visibleOptions({
        locations: [
          null,
          { value: "x" },
          { label: "" },
          location("Austin, TX"),
          location("Austin, TX"),
          { label: "Texas" },
        ],
      }),
    ).toEqual([
      { label: "Austin, TX", value: "Austin, TX" },
      { label: "Texas", value: "Texas" },
    ]);
  });

  it("gives an empty list for an empty answer", () => {
    expect(visibleOptions({ locations: [] })).toEqual([]);
  });

  it.each([null, "text", 3, {}, { locations: "x" }, [location("Austin, TX")]])(
    "is null for an answer of the wrong shape: %p",
    (answer) => {
      expect(visibleOptions(answer)).toBeNull();
    },
  );
});

describe("nextActiveIndex (arrow keys, wrapping)", () => {
  it.each([
    [-1, 6, "ArrowDown", 0],
    [0, 6, "ArrowDown", 1],
    [5, 6, "ArrowDown", 0],
    [-1, 6, "ArrowUp", 5],
    [0, 6, "ArrowUp", 5],
    [3, 6, "ArrowUp", 2],
    [9, 6, "ArrowUp", 5],
    [0, 1, "ArrowDown", 0],
    [-1, 0, "ArrowDown", -1],
    [-1, 0, "ArrowUp", -1],
  ] as const)("from %p of %p, %s -> %p", (active, count, key, expected) => {
    expect(nextActiveIndex(active, count, key)).toBe(expected);
  });
});

describe("enterPickIndex (spec 5: the focused option, or else the first)", () => {
  it.each([
    [2, 6, 2],
    [-1, 6, 0],
    [7, 6, 0],
    [-1, 0, null],
    [0, 0, null],
  ])("active %p of %p -> %p", (active, count, expected) => {
    expect(enterPickIndex(active, count)).toBe(expected);
  });
});

describe("suggestionsAnnouncement", () => {
  it.each([
    [6, "6 suggestions available"],
    [1, "1 suggestion available"],
    [0, "No suggestions"],
  ])("%p -> %p", (count, text) => {
    expect(suggestionsAnnouncement(count)).toBe(text);
  });
});
