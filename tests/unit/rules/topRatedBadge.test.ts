import { describe, expect, it } from "@jest/globals";
import { caringStarsYears, topRatedBadge } from "@web/rules/card/topRatedBadge";

describe("top-rated badge (spec 2.3 and 5)", () => {
  it("lists distinct Caring Stars years newest first, from stars and awards", () => {
    expect(
      caringStarsYears({
        caringStars: [2021, 2024, 2021],
        awards: [
          { name: "Caring Stars", year: 2025 },
          { name: "Best of Senior Living", year: 2019 },
        ],
      }),
    ).toEqual([2025, 2024, 2021]);
  });

  it("shows per the Caring Stars rule and links to /bestseniorliving", () => {
    expect(topRatedBadge({ caringStars: [2023], awards: [] })).toEqual({
      years: [2023],
      href: "/bestseniorliving",
    });
    expect(topRatedBadge({ isCaringStar: true, caringStars: [], awards: [] })).toEqual({
      years: [],
      href: "/bestseniorliving",
    });
    expect(
      topRatedBadge({ isCaringStar: false, caringStars: [], awards: [{ name: "Other" }] }),
    ).toBeNull();
  });
});
