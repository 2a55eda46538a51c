import {
  BREAKPOINTS,
  displayForVisibility,
  isVisibleAt,
  screenClassOf,
} from "@web/rules/visibility";

describe("header item visibility (spec 3, spec 9)", () => {
  const phone = 390;
  const tablet = 800;
  const desktop = 1300;

  it("names phones below md, tablets from md, desktops from lg", () => {
    expect(screenClassOf(BREAKPOINTS.md - 1)).toBe("phone");
    expect(screenClassOf(BREAKPOINTS.md)).toBe("tablet");
    expect(screenClassOf(BREAKPOINTS.lg - 1)).toBe("tablet");
    expect(screenClassOf(BREAKPOINTS.lg)).toBe("desktop");
  });

  it.each([
    ["always", true, true, true],
    ["mobile", true, false, false],
    ["tablet", false, true, false],
    ["desktop", false, false, true],
    ["tabletPlus", false, true, true],
    ["tabletMinus", true, true, false],
  ])("shows a %s item on phone %s, tablet %s, desktop %s", (visibility, p, t, d) => {
    expect([phone, tablet, desktop].map((width) => isVisibleAt(visibility, width))).toEqual([
      p,
      t,
      d,
    ]);
  });

  it("treats a missing or unknown visibility as always", () => {
    expect(isVisibleAt(undefined, phone)).toBe(true);
    expect(isVisibleAt("sometimes", desktop)).toBe(true);
    expect(displayForVisibility("constructor", "block")).toEqual({
      base: "block",
      md: "block",
      lg: "block",
    });
  });

  it("maps a visibility to the display of each breakpoint class", () => {
    expect(displayForVisibility("tabletMinus", "block")).toEqual({
      base: "block",
      md: "block",
      lg: "none",
    });
    expect(displayForVisibility("desktop")).toEqual({ base: "none", md: "none", lg: "flex" });
  });

  it("opens the drawer below xl, past the desktop breakpoint", () => {
    expect(BREAKPOINTS.xl).toBeGreaterThan(BREAKPOINTS.lg);
  });
});
