import { describe, expect, it } from "@jest/globals";
import {
  awardFormTarget,
  awardsSitemapPaths,
  awardStateCode,
  awardsDescription,
  awardsPagePath,
  awardsPathShape,
  awardsTitle,
  awardText,
  findAward,
} from "@web/rules/awards/awards";

const LIVING = findAward("caring-stars-senior-living")!;
const CARE = findAward("caring-stars-senior-care")!;

describe("awards paths (spec 2.1 /bestseniorliving)", () => {
  it.each([
    ["/bestseniorliving", "index", null, null, null],
    ["/bestseniorliving/", "index", null, null, null],
    [
      "/bestseniorliving/caring-stars-senior-living",
      "award",
      "caring-stars-senior-living",
      null,
      null,
    ],
    [
      "/bestseniorliving/caring-stars-senior-care/2025",
      "year",
      "caring-stars-senior-care",
      2025,
      null,
    ],
    [
      "/BestSeniorLiving/caring-stars-senior-care/2024/New-York",
      "state",
      "caring-stars-senior-care",
      2024,
      "new-york",
    ],
  ])("%s is the %s page", (path, pageType, award, year, state) => {
    expect(awardsPathShape(path)).toEqual({
      pageType,
      award: award ? findAward(award) : null,
      year,
      stateSegment: state,
    });
  });

  it.each([
    "/",
    "/bestseniorliving/caring-stars",
    "/bestseniorliving/caring-stars-senior-living/latest",
    "/bestseniorliving/caring-stars-senior-living/25",
    "/bestseniorliving/caring-stars-senior-living/2025/texas/austin",
    "/bestseniorliving/caring-stars-senior-living/2025/te xas",
    "/senior-living/assisted-living",
  ])("%s is no awards page", (path) => {
    expect(awardsPathShape(path)).toBeNull();
  });

  it("builds the paths it parses, with the state's URL name", () => {
    expect(awardsPagePath()).toBe("/bestseniorliving");
    expect(awardsPagePath(LIVING)).toBe("/bestseniorliving/caring-stars-senior-living");
    expect(awardsPagePath(CARE, 2025)).toBe("/bestseniorliving/caring-stars-senior-care/2025");
    expect(awardsPagePath(CARE, 2025, "NY")).toBe(
      "/bestseniorliving/caring-stars-senior-care/2025/new-york",
    );
    expect(awardsPagePath(CARE, null, "NY")).toBe("/bestseniorliving/caring-stars-senior-care");
  });

  it("reads a state by URL name or code, nothing else", () => {
    expect(awardStateCode("new-york")).toBe("NY");
    expect(awardStateCode("district-of-columbia")).toBe("DC");
    expect(awardStateCode("tx")).toBe("TX");
    expect(awardStateCode("atlantis")).toBeNull();
    expect(awardStateCode("zz")).toBeNull();
  });
});

describe("the year and state form (GET, no JavaScript)", () => {
  const submit = (path: string, fields: Record<string, string>) =>
    awardFormTarget(path, new URLSearchParams(fields));
  const AWARD = "/bestseniorliving/caring-stars-senior-living";

  it("leads to the chosen year and state's path", () => {
    expect(submit(AWARD, { year: "2025", state: "texas" })).toBe(`${AWARD}/2025/texas`);
    expect(submit(AWARD, { year: "2025", state: "TX" })).toBe(`${AWARD}/2025/texas`);
    expect(submit(AWARD, { year: "2024", state: "" })).toBe(`${AWARD}/2024`);
    expect(submit(AWARD, { year: "", state: "texas" })).toBe(AWARD);
  });

  it("leads an unreadable year or state to a path that is the 404", () => {
    expect(awardsPathShape(submit(AWARD, { year: "last", state: "texas" })!)).toBeNull();
    const unknownState = submit(AWARD, { year: "2025", state: "Atlantis" })!;
    expect(unknownState).toBe(`${AWARD}/2025/atlantis`);
    expect(awardStateCode(awardsPathShape(unknownState)!.stateSegment!)).toBeNull();
  });

  it("is no form submission without its fields, or off an award's page", () => {
    expect(awardFormTarget(AWARD, new URLSearchParams("page=2"))).toBeNull();
    expect(awardFormTarget("/bestseniorliving", new URLSearchParams("year=2025"))).toBeNull();
    expect(
      awardFormTarget("/senior-living/assisted-living", new URLSearchParams("year=2025")),
    ).toBeNull();
  });
});

describe("awards headings and titles", () => {
  const values = { award: LIVING, year: 2025, state: { name: "Texas" } };

  it("fills {{award}}, {{year}} and {{stateName}}; leaves other tags out", () => {
    expect(awardText("{{award}} winners in {{stateName}}, {{year}}", values)).toBe(
      "Caring Stars Senior Living winners in Texas, 2025",
    );
    expect(awardText("Winners {{city}} of {{year}}", values)).toBe("Winners of 2025");
  });

  it("is empty when it names a value the page has not (the block's default shows)", () => {
    expect(awardText("Winners in {{stateName}}", { ...values, state: null })).toBe("");
    expect(awardText("", values)).toBe("");
    expect(awardText(null, values)).toBe("");
  });

  it("titles each level", () => {
    expect(awardsTitle({ award: null, year: null, state: null })).toBe(
      "Best Senior Living Awards: Caring Stars Winners",
    );
    expect(awardsTitle({ award: CARE, year: null, state: null })).toBe(
      "Caring Stars Senior Care Award Winners",
    );
    expect(awardsTitle({ award: CARE, year: 2024, state: null })).toBe(
      "Caring Stars Senior Care Winners 2024",
    );
    expect(awardsTitle(values)).toBe("Caring Stars Senior Living Winners in Texas, 2025");
    expect(awardsDescription(values)).toMatch(
      /^The Caring Stars Senior Living winners of 2025 in Texas:/,
    );
  });
});

describe("awards pages in the sitemap", () => {
  it("lists the index, each award, its years and the states with winners, once each", () => {
    const paths = awardsSitemapPaths([
      {
        award: LIVING,
        tallies: [
          { year: 2025, stateCode: "TX" },
          { year: 2025, stateCode: "NY" },
          { year: 2024, stateCode: "TX" },
        ],
      },
      { award: CARE, tallies: [] },
    ]);
    expect(paths).toEqual([
      "/bestseniorliving",
      "/bestseniorliving/caring-stars-senior-living",
      "/bestseniorliving/caring-stars-senior-living/2025",
      "/bestseniorliving/caring-stars-senior-living/2025/texas",
      "/bestseniorliving/caring-stars-senior-living/2025/new-york",
      "/bestseniorliving/caring-stars-senior-living/2024",
      "/bestseniorliving/caring-stars-senior-living/2024/texas",
      "/bestseniorliving/caring-stars-senior-care",
    ]);
  });
});
