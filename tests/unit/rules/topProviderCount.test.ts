import { describe, expect, it } from "@jest/globals";
import { topProviderCount } from "@web/rules/geo/topProviderCount";

describe("top-provider count bands (spec 5)", () => {
  it.each([
    [0, 0],
    [2, 0],
    [3, 3],
    [4, 3],
    [5, 5],
    [9, 5],
    [10, 10],
    [4000, 10],
    [Number.NaN, 0],
  ])("%p providers list %p top providers", (providers, shown) => {
    expect(topProviderCount(providers)).toBe(shown);
  });
});
