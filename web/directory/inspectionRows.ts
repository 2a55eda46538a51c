/**
 * A provider's inspection record (issue 27) as the two tables hold it, and back:
 * `provider_inspections` (one row: source, data month, CMS's ratings, and the counts the
 * search filters and the awards rule read without opening citations) and
 * `inspection_citations` (one row per citation). The seed, the importer and the queries
 * share these, so a record reads back as it was written.
 */
import {
  isImmediateJeopardy,
  isSeriousCitation,
  scopeSeverityCode,
  severityLevel,
  worstScopeSeverity,
} from "@web/rules/inspections/severity";
import { careCompareUrl } from "@web/rules/inspections/sources";
import type {
  InspectionCitation,
  InspectionSourceKind,
  ProviderInspections,
} from "@web/rules/model/inspections";

export interface InspectionRow {
  pid: number;
  source: string;
  source_kind: InspectionSourceKind;
  as_of: string;
  overall_rating: number | null;
  health_inspection_rating: number | null;
  staffing_rating: number | null;
  quality_rating: number | null;
  citation_count: number;
  /** Citations at actual harm or worse (G-L). */
  serious_count: number;
  /** Citations at immediate jeopardy (J-L). */
  jeopardy_count: number;
  worst_scope_severity: string | null;
  last_survey_date: string | null;
  /** The latest survey date of a citation at actual harm or worse (G-L); null when none. */
  last_serious_date: string | null;
  /** When the importer wrote it; null for a seeded record. */
  imported_at: string | null;
}

export interface CitationRow {
  pid: number;
  survey_date: string;
  standard: number;
  complaint: number;
  cycle: number | null;
  tag: string | null;
  category: string | null;
  description: string;
  scope_severity: string | null;
  state_class: string | null;
  corrected: number;
  corrected_on: string | null;
  correction_status: string | null;
}

/** The columns of `inspection_citations` a writer fills, in one order for every writer. */
export const CITATION_COLUMNS = [
  "pid",
  "survey_date",
  "standard",
  "complaint",
  "cycle",
  "tag",
  "category",
  "description",
  "scope_severity",
  "state_class",
  "corrected",
  "corrected_on",
  "correction_status",
] as const satisfies readonly (keyof CitationRow)[];

export const INSPECTION_COLUMNS = [
  "pid",
  "source",
  "source_kind",
  "as_of",
  "overall_rating",
  "health_inspection_rating",
  "staffing_rating",
  "quality_rating",
  "citation_count",
  "serious_count",
  "jeopardy_count",
  "worst_scope_severity",
  "last_survey_date",
  "last_serious_date",
  "imported_at",
] as const satisfies readonly (keyof InspectionRow)[];

/** The rows of a provider's record. */
export function inspectionRows(
  pid: number,
  record: ProviderInspections,
  importedAt: string | null = null,
): { inspection: InspectionRow; citations: CitationRow[] } {
  const codes = record.citations.map((c) => c.scopeSeverity);
  return {
    inspection: {
      pid,
      source: record.source,
      source_kind: record.sourceKind,
      as_of: record.asOf,
      overall_rating: record.ratings?.overall ?? null,
      health_inspection_rating: record.ratings?.healthInspection ?? null,
      staffing_rating: record.ratings?.staffing ?? null,
      quality_rating: record.ratings?.qualityMeasures ?? null,
      citation_count: record.citations.length,
      serious_count: codes.filter(isSeriousCitation).length,
      jeopardy_count: codes.filter(isImmediateJeopardy).length,
      worst_scope_severity: worstScopeSeverity(codes),
      last_survey_date: latestSurvey(record.citations),
      last_serious_date: latestSurvey(
        record.citations.filter((c) => isSeriousCitation(c.scopeSeverity)),
      ),
      imported_at: importedAt,
    },
    citations: record.citations.map((c) => ({
      pid,
      survey_date: c.surveyDate,
      standard: c.standard ? 1 : 0,
      complaint: c.complaint ? 1 : 0,
      cycle: c.cycle,
      tag: c.tag,
      category: c.category,
      description: c.description,
      scope_severity: c.scopeSeverity,
      state_class: c.stateClass,
      corrected: c.corrected ? 1 : 0,
      corrected_on: c.correctedOn,
      correction_status: c.correctionStatus,
    })),
  };
}

/** The latest survey date of the citations (YYYY-MM-DD compares as text); null for none. */
function latestSurvey(citations: readonly InspectionCitation[]): string | null {
  return citations.reduce<string | null>(
    (last, c) => (last === null || c.surveyDate > last ? c.surveyDate : last),
    null,
  );
}

/**
 * The order citations are stored and read in: newest inspection first, the worst letter
 * first within a date, then by tag and description (byte order, as the queries sort), so
 * a record reads back exactly as written and an unchanged import compares equal.
 */
export function compareCitations(a: InspectionCitation, b: InspectionCitation): number {
  return (
    byBytes(b.surveyDate, a.surveyDate) ||
    byBytes(b.scopeSeverity ?? "", a.scopeSeverity ?? "") ||
    byBytes(a.tag ?? "", b.tag ?? "") ||
    byBytes(a.description, b.description)
  );
}

function byBytes(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The record from its rows (the engines may answer numbers as text or bigint: Number()). */
export function inspectionRecord(
  row: InspectionRow,
  ccn: string | null,
  citations: readonly CitationRow[],
): ProviderInspections {
  const rating = (value: number | null) => (value === null ? null : Number(value));
  const cms = row.source_kind === "cms";
  return {
    source: row.source,
    sourceKind: row.source_kind,
    asOf: row.as_of,
    ccn: cms ? ccn : null,
    recordUrl: cms && ccn ? careCompareUrl(ccn) : null,
    ratings: cms
      ? {
          overall: rating(row.overall_rating),
          healthInspection: rating(row.health_inspection_rating),
          staffing: rating(row.staffing_rating),
          qualityMeasures: rating(row.quality_rating),
        }
      : null,
    citations: citations.map(citationOf),
  };
}

function citationOf(row: CitationRow): InspectionCitation {
  const code = scopeSeverityCode(row.scope_severity);
  return {
    surveyDate: row.survey_date,
    standard: Number(row.standard) === 1,
    complaint: Number(row.complaint) === 1,
    cycle: row.cycle === null ? null : Number(row.cycle),
    tag: row.tag,
    category: row.category,
    description: row.description,
    scopeSeverity: code,
    severity: code ? severityLevel(code) : null,
    stateClass: row.state_class,
    corrected: Number(row.corrected) === 1,
    correctedOn: row.corrected_on,
    correctionStatus: row.correction_status,
  };
}
