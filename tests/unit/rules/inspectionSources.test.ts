import {
  CMS_CORRECTION_STATUSES,
  careCompareUrl,
  isCorrectedStatus,
  isoDate,
  normalizeCcn,
} from "@web/rules/inspections/sources";

describe("inspection sources (issue 27)", () => {
  it("reads a CCN as CMS writes it, and gives back a spreadsheet's lost leading zero", () => {
    expect(normalizeCcn("455000")).toBe("455000");
    expect(normalizeCcn(" 15009 ")).toBe("015009");
    expect(normalizeCcn("05a123")).toBe("05A123");
    expect(normalizeCcn("ABC")).toBeNull();
    expect(normalizeCcn("4550001")).toBeNull();
    expect(normalizeCcn("")).toBeNull();
  });

  it("links the official record on Care Compare", () => {
    expect(careCompareUrl("455000")).toBe(
      "https://www.medicare.gov/care-compare/details/nursing-home/455000",
    );
  });

  it("says which of CMS's correction statuses mean corrected", () => {
    expect(isCorrectedStatus("Deficient, Provider has date of correction")).toBe(true);
    expect(isCorrectedStatus("past non-compliance")).toBe(true);
    expect(isCorrectedStatus("Deficient, Provider has plan of correction")).toBe(false);
    expect(isCorrectedStatus("Waiver has been granted")).toBe(false);
    expect(isCorrectedStatus("Something new")).toBeNull();
    expect(Object.keys(CMS_CORRECTION_STATUSES)).toHaveLength(6);
  });

  it("reads the files' dates, new and old style, and refuses days that do not exist", () => {
    expect(isoDate("2026-10-01")).toBe("2026-10-01");
    expect(isoDate("2026-10-01T00:00:00")).toBe("2026-10-01");
    expect(isoDate("3/7/2025")).toBe("2025-03-07");
    expect(isoDate("2026-02-30")).toBeNull();
    expect(isoDate("13/45/2026")).toBeNull();
    expect(isoDate("")).toBeNull();
  });
});
