import { describe, expect, it } from "@jest/globals";
import {
  AWARD_WITHHOLDING_CODES,
  type AwardFields,
  awardsRespectingRecord,
  withheldAwards,
  yearsStanding,
} from "@web/rules/awards/awardRule";
import { caringStarsYears, topRatedBadge } from "@web/rules/card/topRatedBadge";

const cite = (surveyDate: string, scopeSeverity: string | null, tag = "F0689") => ({
  surveyDate,
  scopeSeverity,
  tag,
});

describe("awards that respect the record (issue 27.4)", () => {
  it("is withheld by J, K and L only", () => {
    expect(AWARD_WITHHOLDING_CODES).toEqual(["J", "K", "L"]);
  });

  it("withholds the year of an immediate-jeopardy citation, and that year only", () => {
    for (const code of ["J", "K", "L"]) {
      expect(withheldAwards([2025, 2024, 2023], [cite("2024-03-09", code)])).toEqual([
        { year: 2024, citation: cite("2024-03-09", code) },
      ]);
    }
  });

  it("withholds nothing for actual harm (G-I) or less, nor for an unreadable letter", () => {
    const lesser = ["A", "D", "F", "G", "H", "I", null, "Z", ""].map((code) =>
      cite("2024-03-09", code),
    );
    expect(withheldAwards([2024], lesser)).toEqual([]);
  });

  it("withholds nothing for a citation of a year without an award", () => {
    expect(withheldAwards([2025, 2023], [cite("2024-12-31", "L")])).toEqual([]);
    expect(withheldAwards([2025], [cite("not a date", "L")])).toEqual([]);
  });

  it("names the worst citation of a withheld year, then the earliest", () => {
    const citations = [
      cite("2025-06-01", "J", "F0600"),
      cite("2025-04-14", "K", "F0835"),
      cite("2025-02-01", "K", "F0880"),
      cite("2023-01-05", "J", "F0689"),
    ];
    expect(withheldAwards([2025, 2023, 2021], citations)).toEqual([
      { year: 2025, citation: cite("2025-02-01", "K", "F0880") },
      { year: 2023, citation: cite("2023-01-05", "J", "F0689") },
    ]);
  });

  it("takes the year off the provider's Caring Stars years and awards, keeping the others", () => {
    const provider: AwardFields & { id: string } = {
      id: "p1",
      isCaringStar: true,
      caringStars: [2025, 2024, 2023],
      awards: [
        { name: "Caring Stars", year: 2024 },
        { name: "Best of Senior Living", year: 2024 },
      ],
    };
    const kept = awardsRespectingRecord(provider, [
      cite("2024-05-01", "K"),
      cite("2025-01-01", "H"),
      cite("2022-01-01", "L"),
    ]);
    expect(caringStarsYears(kept)).toEqual([2025, 2023]);
    expect(kept.awards).toEqual([{ name: "Best of Senior Living", year: 2024 }]);
    expect(kept.isCaringStar).toBe(true);
    expect(kept.withheldAwardYears).toEqual([2024]);
    expect(kept.id).toBe("p1");
    // The provider itself is not changed.
    expect(caringStarsYears(provider)).toEqual([2025, 2024, 2023]);
  });

  it("takes the badge away when every award year is withheld", () => {
    const provider = { isCaringStar: true, caringStars: [2024], awards: [] };
    const kept = awardsRespectingRecord(provider, [cite("2024-05-01", "J")]);
    expect(caringStarsYears(kept)).toEqual([]);
    expect(topRatedBadge(kept)).toBeNull();
  });

  it("leaves a showcase's withheld years out on the provider's page only", () => {
    expect(yearsStanding([2025, 2024, 2023], { withheldAwardYears: [2024] })).toEqual([2025, 2023]);
    expect(yearsStanding([2025, 2024], {})).toEqual([2025, 2024]);
    expect(yearsStanding([2025, 2024], null)).toEqual([2025, 2024]);
  });

  it("returns a provider with nothing withheld as it is", () => {
    const provider = { caringStars: [2024], awards: [] };
    expect(awardsRespectingRecord(provider, [cite("2024-05-01", "I")])).toBe(provider);
  });
});
