/**
 * Public inspection records and ratings of a provider (issue 27): Medicare's Care Compare
 * data for certified nursing homes (keyed by CMS Certification Number), a state agency's
 * citations for assisted living. Field names are the API's
 * (`GET /api/v2/location/{id}` `inspections`, docs/api.md). The severity scale and its
 * plain words are rules: web/rules/inspections/severity.ts.
 */
import type { ScopeSeverityCode, SeverityLevel } from "@web/rules/inspections/severity";

/** Where a provider's inspection record comes from. */
export type InspectionSourceKind = "cms" | "state";

/** CMS's five-star ratings (1-5); null where CMS gives none (too new, too few residents). */
export interface CmsRatings {
  overall: number | null;
  healthInspection: number | null;
  staffing: number | null;
  qualityMeasures: number | null;
}

/** One citation (a deficiency) found by an inspection. */
export interface InspectionCitation {
  /** The inspection (survey) date, YYYY-MM-DD. */
  surveyDate: string;
  /** Found by a standard (routine) inspection, by a complaint inspection, or both. */
  standard: boolean;
  complaint: boolean;
  /** CMS inspection cycle: 1 the latest standard survey's cycle, then 2 and 3; null for state records. */
  cycle: number | null;
  /** The regulation cited: a CMS F-tag ("F0689"), or a state rule; null when the record has none. */
  tag: string | null;
  /** CMS's deficiency category ("Quality of Life and Care Deficiencies"); null when none. */
  category: string | null;
  description: string;
  /** CMS scope and severity (A-L); null for state citations, which use `stateClass`. */
  scopeSeverity: ScopeSeverityCode | null;
  /** The plain-words level of `scopeSeverity` (web/rules/inspections/severity.ts); null without one. */
  severity: SeverityLevel | null;
  /** A state's own class or type of citation ("Class II", "Type B"); null for CMS citations. */
  stateClass: string | null;
  /** Whether the problem has been corrected, as the source says. */
  corrected: boolean;
  /** When it was corrected (YYYY-MM-DD), when the source says. */
  correctedOn: string | null;
  /** The source's own words for the correction ("Deficient, Provider has date of correction"). */
  correctionStatus: string | null;
}

/** A provider's inspection record, as of one data month of one source. */
export interface ProviderInspections {
  /** Who publishes the record: "Medicare Care Compare", or a state agency's name. */
  source: string;
  sourceKind: InspectionSourceKind;
  /** The data month of the source's file this record comes from, YYYY-MM. */
  asOf: string;
  /** CMS Certification Number (nursing homes); null for state records. */
  ccn: string | null;
  /** The official record's page (Care Compare's for the CCN); null when there is none to link. */
  recordUrl: string | null;
  /** CMS's star ratings (nursing homes); null for state records. */
  ratings: CmsRatings | null;
  /** Citations of the last three inspection cycles, newest first, the worst first within a date. */
  citations: InspectionCitation[];
}

/** A provider the importer can match a CMS file's row to: it has this CCN. */
export interface CcnMatch {
  providerId: string;
  name: string;
  /** The data month of its stored CMS record; null when it has none yet. */
  asOf: string | null;
}

/** One data month of one source, matched to providers, as the importer writes it. */
export interface InspectionImport {
  sourceKind: InspectionSourceKind;
  /** The data month, YYYY-MM (recorded per provider and in the directory's metadata). */
  asOf: string;
  /** When the import ran (ISO timestamp). */
  importedAt: string;
  records: readonly { providerId: string; record: ProviderInspections }[];
  /** What the directory records about this import beside the rows (files, counts). */
  details: Record<string, unknown>;
}

/** What an import changed. */
export interface InspectionImportCounts {
  /** Providers whose record was written (new, or changed since the last import). */
  written: number;
  /** Providers whose stored record already held exactly this data (re-running a month). */
  unchanged: number;
  /** Providers whose stored record is of a later data month, kept as it was. */
  newerKept: number;
}
