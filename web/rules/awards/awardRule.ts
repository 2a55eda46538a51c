/**
 * Awards that respect the record (issue 27.4): a provider with an immediate-jeopardy
 * citation (J, K or L, web/rules/inspections/severity.ts) surveyed in a year does not
 * carry that year's Caring Stars / top-rated award. Actual harm (G-I) withholds nothing;
 * a citation of another year withholds only its own year. The store applies this one
 * rule everywhere an award shows (cards, provider page, badge showcases: through
 * `awardsRespectingRecord`; the awards pages' winner lists and counts: in SQL over
 * `AWARD_WITHHOLDING_CODES`, tests/contract/awardRule.test.ts checks they agree).
 * Pure: no I/O.
 */
import {
  isImmediateJeopardy,
  SCOPE_SEVERITY_CODES,
  scopeSeverityCode,
} from "@web/rules/inspections/severity";
import {
  CARING_STARS_AWARD,
  caringStarsYears,
  type TopRatedFields,
} from "@web/rules/card/topRatedBadge";

/** The letters that withhold an award of their survey year: J, K and L. */
export const AWARD_WITHHOLDING_CODES = SCOPE_SEVERITY_CODES.filter((code) =>
  isImmediateJeopardy(code),
);

/** What the awards pages say about the rule, in one sentence. */
export const AWARD_RULE_SENTENCE =
  "Winners with an immediate-jeopardy citation (scope and severity J, K or L) in a public inspection surveyed in the award year are not listed for that year.";

/** A citation as the rule reads it. */
export interface AwardCitation {
  /** YYYY-MM-DD */
  surveyDate: string;
  scopeSeverity: string | null;
  tag?: string | null;
}

/** A withheld award year and the citation that withholds it (the worst of the year). */
export interface WithheldAward {
  year: number;
  citation: AwardCitation;
}

/** The year of a survey date, or null when it has none. */
function surveyYear(surveyDate: string): number | null {
  const year = Number(/^(\d{4})-/.exec(surveyDate)?.[1]);
  return Number.isInteger(year) ? year : null;
}

/**
 * Which of `awardYears` are withheld by `citations`, newest first; each with the worst
 * immediate-jeopardy citation of the year (then the earliest, then by tag).
 */
export function withheldAwards(
  awardYears: readonly number[],
  citations: readonly AwardCitation[],
): WithheldAward[] {
  const years = new Set(awardYears);
  const byYear = new Map<number, AwardCitation>();
  for (const citation of citations) {
    const code = scopeSeverityCode(citation.scopeSeverity);
    const year = surveyYear(citation.surveyDate);
    if (year === null || !years.has(year) || !isImmediateJeopardy(code)) continue;
    const kept = byYear.get(year);
    if (!kept || compareWorstFirst(citation, kept) < 0) byYear.set(year, citation);
  }
  return [...byYear.entries()]
    .sort(([a], [b]) => b - a)
    .map(([year, citation]) => ({ year, citation }));
}

function compareWorstFirst(a: AwardCitation, b: AwardCitation): number {
  const codeA = scopeSeverityCode(a.scopeSeverity) ?? "A";
  const codeB = scopeSeverityCode(b.scopeSeverity) ?? "A";
  if (codeA !== codeB) return codeA > codeB ? -1 : 1;
  if (a.surveyDate !== b.surveyDate) return a.surveyDate < b.surveyDate ? -1 : 1;
  return (a.tag ?? "").localeCompare(b.tag ?? "");
}

/** The award fields the rule rewrites. */
export interface AwardFields extends TopRatedFields {
  /** The award years the record withholds (set by awardsRespectingRecord, when any). */
  withheldAwardYears?: readonly number[];
}

/**
 * The provider without the awards of its withheld years: those years leave its Caring
 * Stars years and its awards named Caring Stars. When every award year it had is
 * withheld, the Caring Stars flag goes too (a badge with no year left would still say
 * "top rated"). The withheld years are kept in `withheldAwardYears` (newest first), so a
 * badge showcase on its page can leave them out too (`yearsStanding`). Other fields are
 * kept; a provider with nothing withheld is returned as is.
 */
export function awardsRespectingRecord<T extends AwardFields>(
  provider: T,
  citations: readonly AwardCitation[],
): T {
  const years = caringStarsYears(provider);
  const withheldYears = withheldAwards(years, citations).map((w) => w.year);
  const withheld = new Set(withheldYears);
  if (!withheld.size) return provider;
  const keeps = (year: unknown) => !withheld.has(Number(year));
  const caringStars = Array.isArray(provider.caringStars)
    ? provider.caringStars.filter((entry: unknown) =>
        keeps(
          typeof entry === "object" && entry !== null && "year" in entry
            ? (entry as { year: unknown }).year
            : entry,
        ),
      )
    : provider.caringStars;
  const awards = provider.awards?.filter(
    (award) => !CARING_STARS_AWARD.test(award.name ?? "") || keeps(award.year),
  );
  const next = { ...provider, caringStars, awards, withheldAwardYears: withheldYears } as T;
  if (years.every((year) => withheld.has(year)) && next.isCaringStar) next.isCaringStar = false;
  return next;
}

/**
 * The years of a list (a badge showcase's award years) that stand for a provider: all of
 * them, less those its record withholds. Without a provider (a page that is not a
 * provider's), all of them.
 */
export function yearsStanding(
  years: readonly number[],
  provider: Pick<AwardFields, "withheldAwardYears"> | null | undefined,
): number[] {
  const withheld = new Set(provider?.withheldAwardYears ?? []);
  return years.filter((year) => !withheld.has(year));
}
