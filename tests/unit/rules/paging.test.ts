import { describe, expect, it } from "@jest/globals";
import { DEFAULT_LIMIT, MAX_LIMIT, MAX_OFFSET } from "@web/rules/limits";
import { pageOf, pageWindowOf } from "@web/rules/paging";

describe("pageWindowOf (spec 7 generic paged GET, spec 9 limits)", () => {
  it("defaults to offset 0 and limit 100, cuts the limit to 10,000 and the offset to its cap", () => {
    expect(pageWindowOf(null, null)).toEqual({ offset: 0, limit: DEFAULT_LIMIT });
    expect(pageWindowOf(-5, 0)).toEqual({ offset: 0, limit: DEFAULT_LIMIT });
    expect(pageWindowOf(1.5, 2.5)).toEqual({ offset: 0, limit: DEFAULT_LIMIT });
    expect(pageWindowOf(20, 50_000)).toEqual({ offset: 20, limit: MAX_LIMIT });
    expect(pageWindowOf(1e300, 10)).toEqual({ offset: MAX_OFFSET, limit: 10 });
  });

  it("pages a list held in memory with its total", () => {
    expect(pageOf([1, 2, 3, 4, 5], { offset: 3, limit: 10 })).toEqual({
      results: [4, 5],
      total: 5,
      offset: 3,
      limit: 10,
    });
  });
});
