import { isTruthy, switchProblem, switchSetting } from "@web/lib/truthy";

describe("the generic truthiness reading (spec 5)", () => {
  it("reads true, yes, 1, on and enabled (any case) as truthy and everything else as false", () => {
    for (const value of ["true", "YES", "1", "On", "Enabled", " on ", true, 1]) {
      expect(isTruthy(value)).toBe(true);
    }
    for (const value of ["false", "no", "0", "off", "disabled", "", "y", null, undefined, 2, {}]) {
      expect(isTruthy(value)).toBe(false);
    }
  });

  it("leaves an unset switch to its default and reads a set one as truthy or not", () => {
    expect(switchSetting(undefined)).toBeNull();
    expect(switchSetting(null)).toBeNull();
    expect(switchSetting("  ")).toBeNull();
    expect(switchSetting("Enabled")).toBe(true);
    expect(switchSetting("no")).toBe(false);
  });

  it("names a switch value that is neither an on nor an off word", () => {
    for (const value of ["on", "YES", "enabled", "1", "off", "No", "disabled", "0"]) {
      expect(switchProblem(value)).toBeNull();
    }
    expect(switchProblem("maybe")).toBe('must be on or off, not "maybe"');
  });
});
