/**
 * CMS's scope-and-severity grid for nursing-home citations (issue 27), in plain words.
 *
 * Every citation of a health inspection carries one letter, A to L: the severity is
 * the row (A-C no actual harm with potential for minimal harm, D-F no actual harm with
 * potential for more than minimal harm, G-I actual harm that is not immediate jeopardy,
 * J-L immediate jeopardy to resident health or safety), the scope the column within it
 * (isolated, pattern, widespread). Families read four levels, worst first:
 *
 * | letters | level                | words on the page    |
 * | ------- | -------------------- | -------------------- |
 * | J K L   | `immediate-jeopardy` | Immediate jeopardy   |
 * | G H I   | `actual-harm`        | Actual harm          |
 * | D E F   | `potential-harm`     | Potential for harm   |
 * | A B C   | `minimal`            | Minimal harm         |
 *
 * "Serious" (the search filter "No serious citations", the geo copy's counts) means
 * actual harm or worse: G and above. The awards rule reads immediate jeopardy (J-L).
 * Pure: no I/O.
 */

export const SCOPE_SEVERITY_CODES = [
  "A",
  "B",
  "C",
  "D",
  "E",
  "F",
  "G",
  "H",
  "I",
  "J",
  "K",
  "L",
] as const;
export type ScopeSeverityCode = (typeof SCOPE_SEVERITY_CODES)[number];

export type SeverityLevel = "immediate-jeopardy" | "actual-harm" | "potential-harm" | "minimal";
export type SeverityScope = "isolated" | "pattern" | "widespread";

export interface SeverityLevelInfo {
  level: SeverityLevel;
  /** The letters of the level, least widespread first. */
  codes: readonly ScopeSeverityCode[];
  /** What the page calls the level. */
  label: string;
  /** One sentence a family understands. */
  meaning: string;
}

/** The four levels, worst first (the order the provider page lists them in). */
export const SEVERITY_LEVELS: readonly SeverityLevelInfo[] = [
  {
    level: "immediate-jeopardy",
    codes: ["J", "K", "L"],
    label: "Immediate jeopardy",
    meaning:
      "The inspectors found a problem that caused, or was likely to cause, serious injury, harm or death to a resident.",
  },
  {
    level: "actual-harm",
    codes: ["G", "H", "I"],
    label: "Actual harm",
    meaning: "The inspectors found a problem that harmed a resident.",
  },
  {
    level: "potential-harm",
    codes: ["D", "E", "F"],
    label: "Potential for harm",
    meaning: "The inspectors found a problem that could harm residents but had not yet.",
  },
  {
    level: "minimal",
    codes: ["A", "B", "C"],
    label: "Minimal harm",
    meaning: "The inspectors found a problem with potential for no more than minimal harm.",
  },
];

const SCOPES: readonly SeverityScope[] = ["isolated", "pattern", "widespread"];

/** The letter as CMS writes it, or null for anything that is not one of A-L. */
export function scopeSeverityCode(value: string | null | undefined): ScopeSeverityCode | null {
  const code = value?.trim().toUpperCase();
  return SCOPE_SEVERITY_CODES.find((c) => c === code) ?? null;
}

/** 0 for A up to 11 for L: a higher rank is worse. */
export function severityRank(code: ScopeSeverityCode): number {
  return SCOPE_SEVERITY_CODES.indexOf(code);
}

/** The plain-words level of a letter. */
export function severityLevel(code: ScopeSeverityCode): SeverityLevel {
  const rank = severityRank(code);
  if (rank >= 9) return "immediate-jeopardy";
  if (rank >= 6) return "actual-harm";
  if (rank >= 3) return "potential-harm";
  return "minimal";
}

export function severityLevelInfo(level: SeverityLevel): SeverityLevelInfo {
  return SEVERITY_LEVELS.find((info) => info.level === level)!;
}

/** How far the problem reached: one or a few residents, a pattern, or widespread. */
export function severityScope(code: ScopeSeverityCode): SeverityScope {
  return SCOPES[severityRank(code) % 3]!;
}

/** Actual harm or worse (G-L): what "serious" means on the site. */
export function isSeriousCitation(code: ScopeSeverityCode | null): boolean {
  return code !== null && severityRank(code) >= severityRank("G");
}

/** Immediate jeopardy (J-L): what withholds an award of the year (web/rules/awards). */
export function isImmediateJeopardy(code: ScopeSeverityCode | null): boolean {
  return code !== null && severityRank(code) >= severityRank("J");
}

/** The worst letter of a list, or null for none. */
export function worstScopeSeverity(
  codes: Iterable<ScopeSeverityCode | null>,
): ScopeSeverityCode | null {
  let worst: ScopeSeverityCode | null = null;
  for (const code of codes) {
    if (code !== null && (worst === null || severityRank(code) > severityRank(worst))) worst = code;
  }
  return worst;
}

/** "Actual harm, isolated (G)": the letter in words, as a family reads it. */
export function describeScopeSeverity(code: ScopeSeverityCode): string {
  return `${severityLevelInfo(severityLevel(code)).label}, ${severityScope(code)} (${code})`;
}

/**
 * The points CMS's five-star method gives a health-inspection citation (Technical Users'
 * Guide: D 4, E 8, F 16, G 20, H 35, I 45, J 50, K 100, L 150; A-C none). The seed derives
 * its health inspection ratings from them, so ratings follow the citations.
 */
export function severityPoints(code: ScopeSeverityCode): number {
  return SEVERITY_POINTS[code];
}

const SEVERITY_POINTS: Readonly<Record<ScopeSeverityCode, number>> = {
  A: 0,
  B: 0,
  C: 0,
  D: 4,
  E: 8,
  F: 16,
  G: 20,
  H: 35,
  I: 45,
  J: 50,
  K: 100,
  L: 150,
};
