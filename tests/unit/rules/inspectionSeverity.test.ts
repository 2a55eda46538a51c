import {
  SCOPE_SEVERITY_CODES,
  SEVERITY_LEVELS,
  describeScopeSeverity,
  isImmediateJeopardy,
  isSeriousCitation,
  scopeSeverityCode,
  severityLevel,
  severityPoints,
  severityScope,
  worstScopeSeverity,
} from "@web/rules/inspections/severity";

describe("CMS scope and severity in plain words (issue 27)", () => {
  it("reads J-L as immediate jeopardy, G-I actual harm, D-F potential harm, A-C minimal", () => {
    expect(SCOPE_SEVERITY_CODES.map(severityLevel)).toEqual([
      ...Array(3).fill("minimal"),
      ...Array(3).fill("potential-harm"),
      ...Array(3).fill("actual-harm"),
      ...Array(3).fill("immediate-jeopardy"),
    ]);
  });

  it("lists the levels worst first, each with its letters and words", () => {
    expect(SEVERITY_LEVELS.map((l) => [l.level, l.codes.join(""), l.label])).toEqual([
      ["immediate-jeopardy", "JKL", "Immediate jeopardy"],
      ["actual-harm", "GHI", "Actual harm"],
      ["potential-harm", "DEF", "Potential for harm"],
      ["minimal", "ABC", "Minimal harm"],
    ]);
    for (const level of SEVERITY_LEVELS) {
      expect(level.codes.every((code) => severityLevel(code) === level.level)).toBe(true);
    }
  });

  it("reads the scope from the column: isolated, pattern, widespread", () => {
    expect(["A", "E", "I", "L"].map((c) => severityScope(scopeSeverityCode(c)!))).toEqual([
      "isolated",
      "pattern",
      "widespread",
      "widespread",
    ]);
    expect(describeScopeSeverity("G")).toBe("Actual harm, isolated (G)");
    expect(describeScopeSeverity("K")).toBe("Immediate jeopardy, pattern (K)");
  });

  it("calls G and above serious and J and above immediate jeopardy", () => {
    expect(SCOPE_SEVERITY_CODES.filter(isSeriousCitation).join("")).toBe("GHIJKL");
    expect(SCOPE_SEVERITY_CODES.filter(isImmediateJeopardy).join("")).toBe("JKL");
    expect(isSeriousCitation(null)).toBe(false);
    expect(isImmediateJeopardy(null)).toBe(false);
  });

  it("accepts only the letters A-L, in either case, trimmed", () => {
    expect(scopeSeverityCode(" g ")).toBe("G");
    expect(scopeSeverityCode("M")).toBeNull();
    expect(scopeSeverityCode("")).toBeNull();
    expect(scopeSeverityCode(null)).toBeNull();
    expect(scopeSeverityCode("GG")).toBeNull();
  });

  it("finds the worst letter of a record", () => {
    expect(worstScopeSeverity(["D", null, "G", "E"])).toBe("G");
    expect(worstScopeSeverity([])).toBeNull();
    expect(worstScopeSeverity([null])).toBeNull();
  });

  it("scores citations with CMS's points, worse letters more", () => {
    const points = SCOPE_SEVERITY_CODES.map(severityPoints);
    expect(points.slice(0, 3)).toEqual([0, 0, 0]);
    expect(points.slice(3).every((p, i) => p > points[i + 2]!)).toBe(true);
    expect(severityPoints("L")).toBe(150);
  });
});
