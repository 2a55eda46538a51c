/**
 * What the provider page's "Ratings and inspections" block shows of an inspection record
 * (issue 27.3), in plain words: the CMS ratings with what each means and as text ("4 out
 * of 5"), the citations grouped by severity level worst first, state citations apart with
 * their class, and the data month in words. Pure: no I/O.
 */
import type {
  CmsRatings,
  InspectionCitation,
  ProviderInspections,
} from "@web/rules/model/inspections";
import { SEVERITY_LEVELS, type SeverityLevelInfo, severityRank } from "./severity";
import { MONTH_NAMES } from "../monthNames";

/** The block's default heading; {name} is the provider's name. */
export const INSPECTIONS_HEADING = "Ratings and inspections";

export interface RatingView {
  key: keyof CmsRatings;
  label: string;
  meaning: string;
  /** 1-5, or null where CMS gives none. */
  stars: number | null;
  /** "4 out of 5", or "Not rated". */
  text: string;
}

/** CMS's four ratings, in CMS's order, each with what it measures. */
export const RATING_MEANINGS: readonly { key: keyof CmsRatings; label: string; meaning: string }[] =
  [
    {
      key: "overall",
      label: "Overall rating",
      meaning:
        "Medicare's summary of the three ratings below, from 1 (much below average) to 5 (much above average).",
    },
    {
      key: "healthInspection",
      label: "Health inspections",
      meaning:
        "How the last three years of health inspections and complaint investigations went, compared with other nursing homes in the state.",
    },
    {
      key: "staffing",
      label: "Staffing",
      meaning:
        "How many hours nurses and aides spend with each resident a day, and how often staff leave.",
    },
    {
      key: "qualityMeasures",
      label: "Quality measures",
      meaning:
        "How residents fare on measures such as falls, pressure ulcers, hospital stays and help with daily activities.",
    },
  ];

/** "4 out of 5", or "Not rated" where CMS gives no rating. */
export function starsText(stars: number | null): string {
  return stars === null ? "Not rated" : `${stars} out of 5`;
}

export function ratingViews(ratings: CmsRatings | null): RatingView[] {
  if (!ratings) return [];
  return RATING_MEANINGS.map(({ key, label, meaning }) => ({
    key,
    label,
    meaning,
    stars: ratings[key],
    text: starsText(ratings[key]),
  }));
}

export interface CitationGroup {
  level: SeverityLevelInfo;
  citations: InspectionCitation[];
}

/** Newest first, then the worse letter, then the tag: the order within a group. */
function byDateThenWorst(a: InspectionCitation, b: InspectionCitation): number {
  if (a.surveyDate !== b.surveyDate) return a.surveyDate < b.surveyDate ? 1 : -1;
  const rank = (c: InspectionCitation) => (c.scopeSeverity ? severityRank(c.scopeSeverity) : -1);
  if (rank(a) !== rank(b)) return rank(b) - rank(a);
  return (a.tag ?? "").localeCompare(b.tag ?? "");
}

/**
 * CMS citations by severity level, worst level first (immediate jeopardy, actual harm,
 * potential for harm, minimal harm), newest first within a level; levels without a
 * citation are left out.
 */
export function citationGroups(citations: readonly InspectionCitation[]): CitationGroup[] {
  return SEVERITY_LEVELS.map((level) => ({
    level,
    citations: citations.filter((c) => c.severity === level.level).sort(byDateThenWorst),
  })).filter((group) => group.citations.length > 0);
}

/** Citations without a CMS letter (a state's), newest first, each keeping its class. */
export function stateCitations(citations: readonly InspectionCitation[]): InspectionCitation[] {
  return citations.filter((c) => c.severity === null).sort(byDateThenWorst);
}

/** "October 2026" from "2026-10"; the text itself when it is no month. */
export function monthInWords(month: string): string {
  const match = /^(\d{4})-(\d{2})/.exec(month);
  const name = match ? MONTH_NAMES[Number(match[2]) - 1] : undefined;
  return match && name ? `${name} ${match[1]}` : month;
}

/** "March 4, 2026" from "2026-03-04"; the text itself when it is no date. */
export function dateInWords(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const name = match ? MONTH_NAMES[Number(match[2]) - 1] : undefined;
  return match && name ? `${name} ${Number(match[3])}, ${match[1]}` : date;
}

/** Whether and when a citation was corrected, in words. */
export function correctionText(citation: InspectionCitation): string {
  if (!citation.corrected) return "Not corrected yet";
  return citation.correctedOn ? `Corrected ${dateInWords(citation.correctedOn)}` : "Corrected";
}

/** How the citation was found: "Standard inspection", "Complaint inspection" or both. */
export function surveyKindText(citation: InspectionCitation): string | null {
  if (citation.standard && citation.complaint) return "Standard and complaint inspection";
  if (citation.complaint) return "Complaint inspection";
  if (citation.standard) return "Standard inspection";
  return null;
}

/** What the block says of a provider without a record. */
export function noRecordText(name: string): string {
  return `No public inspection record is on file for ${name}.`;
}

/** The line naming the source and the month: "Source: Medicare Care Compare, as of October 2026." */
export function sourceText(record: Pick<ProviderInspections, "source" | "asOf">): string {
  return `Source: ${record.source}, as of ${monthInWords(record.asOf)}.`;
}
