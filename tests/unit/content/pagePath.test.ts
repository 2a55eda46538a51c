import { describe, expect, it } from "@jest/globals";
import { pagePathFromSegments } from "@web/content/load";

describe("the stored path of a page route's segments", () => {
  it("joins, lowercases and decodes the segments", () => {
    expect(pagePathFromSegments(undefined)).toBe("/");
    expect(pagePathFromSegments(["Resources", "Respite-Care"])).toBe("/resources/respite-care");
    expect(pagePathFromSegments(["caf%C3%A9"])).toBe("/café");
  });

  it("keeps a segment that does not decode instead of failing the page (issue 14.8)", () => {
    expect(pagePathFromSegments(["100%"])).toBe("/100%");
    expect(pagePathFromSegments(["%E0%A4%A", "x"])).toBe("/%e0%a4%a/x");
  });
});
