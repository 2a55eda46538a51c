/**
 * Medicare's nursing-home files as the Provider Data Catalog publishes them (issue 27):
 * "Provider Information" (NH_ProviderInfo_<Month><Year>.csv, one row per nursing home:
 * the star ratings) and "Health Deficiencies" (NH_HealthCitations_<Month><Year>.csv, one
 * row per citation of the last three inspection cycles). Columns are found by their
 * published names (the data dictionary's), so the files' other columns, and their order,
 * may change from month to month. Each row is read into a value or an error naming what
 * is wrong; the importer reports those with their line and skips them.
 */
import { scopeSeverityCode, type ScopeSeverityCode } from "@web/rules/inspections/severity";
import { isCorrectedStatus, isoDate, normalizeCcn } from "@web/rules/inspections/sources";

/** The columns the importer reads from each file, by their published names. */
export const PROVIDER_INFO_COLUMNS = {
  ccn: "CMS Certification Number (CCN)",
  name: "Provider Name",
  state: "State",
  overall: "Overall Rating",
  healthInspection: "Health Inspection Rating",
  staffing: "Staffing Rating",
  qualityMeasures: "QM Rating",
  processingDate: "Processing Date",
} as const;

export const HEALTH_DEFICIENCY_COLUMNS = {
  ccn: "CMS Certification Number (CCN)",
  surveyDate: "Survey Date",
  prefix: "Deficiency Prefix",
  category: "Deficiency Category",
  tag: "Deficiency Tag Number",
  description: "Deficiency Description",
  scopeSeverity: "Scope Severity Code",
  corrected: "Deficiency Corrected",
  correctionDate: "Correction Date",
  cycle: "Inspection Cycle",
  standard: "Standard Deficiency",
  complaint: "Complaint Deficiency",
  processingDate: "Processing Date",
} as const;

/** Columns a file may lack (older layouts): their values are then blank. */
const OPTIONAL: ReadonlySet<string> = new Set([
  PROVIDER_INFO_COLUMNS.name,
  PROVIDER_INFO_COLUMNS.state,
  HEALTH_DEFICIENCY_COLUMNS.prefix,
  HEALTH_DEFICIENCY_COLUMNS.category,
]);

/** Earlier layouts' names for the same column. */
const ALIASES: Readonly<Record<string, readonly string[]>> = {
  [PROVIDER_INFO_COLUMNS.ccn]: ["Federal Provider Number"],
};

export type CmsFileKind = "provider-info" | "health-deficiencies";

export const CMS_FILE_NAMES: Readonly<Record<CmsFileKind, string>> = {
  "provider-info": "Provider Information",
  "health-deficiencies": "Health Deficiencies",
};

/** A file that cannot be read as the kind asked for: nothing of the import is written. */
export class CmsFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CmsFileError";
  }
}

/** Where each column the importer reads sits in a file, from its header. */
export type ColumnIndex<K extends string> = Record<K, number | null>;

function normalizedHeader(name: string): string {
  return name.trim().replace(/\s+/g, " ").toLowerCase();
}

/**
 * The columns of `kind` in a header row; throws CmsFileError naming the missing ones when
 * the file is not of that kind (and which kind it looks like, when it is the other one).
 */
export function columnIndex<K extends string>(
  kind: CmsFileKind,
  header: readonly string[],
  file: string,
): ColumnIndex<K> {
  const columns = (
    kind === "provider-info" ? PROVIDER_INFO_COLUMNS : HEALTH_DEFICIENCY_COLUMNS
  ) as Record<K, string>;
  const positions = new Map(header.map((name, i) => [normalizedHeader(name), i]));
  const index = {} as ColumnIndex<K>;
  const missing: string[] = [];
  for (const [key, name] of Object.entries(columns) as [K, string][]) {
    const names = [name, ...(ALIASES[name] ?? [])];
    const at = names.map((n) => positions.get(normalizedHeader(n))).find((i) => i !== undefined);
    index[key] = at ?? null;
    if (at === undefined && !OPTIONAL.has(name)) missing.push(name);
  }
  if (missing.length) {
    const other: CmsFileKind = kind === "provider-info" ? "health-deficiencies" : "provider-info";
    const looksLikeOther = (() => {
      try {
        columnIndex(other, header, file);
        return true;
      } catch {
        return false;
      }
    })();
    throw new CmsFileError(
      `${file} is not a CMS nursing-home "${CMS_FILE_NAMES[kind]}" file: it lacks the column${missing.length > 1 ? "s" : ""} ${missing.map((m) => `"${m}"`).join(", ")}` +
        (looksLikeOther ? ` (it looks like a "${CMS_FILE_NAMES[other]}" file)` : ""),
    );
  }
  return index;
}

/** A row read into a value, or what is wrong with it. */
export type RowResult<T> = { ok: true; value: T } | { ok: false; error: string };

function fieldOf(fields: readonly string[], at: number | null): string {
  return at === null ? "" : (fields[at]?.trim() ?? "");
}

export interface ProviderInfoRow {
  ccn: string;
  name: string;
  state: string;
  ratings: {
    overall: number | null;
    healthInspection: number | null;
    staffing: number | null;
    qualityMeasures: number | null;
  };
  /** YYYY-MM-DD */
  processingDate: string;
}

export interface HealthDeficiencyRow {
  ccn: string;
  surveyDate: string;
  tag: string;
  category: string | null;
  description: string;
  scopeSeverity: ScopeSeverityCode;
  correctionStatus: string;
  corrected: boolean;
  correctedOn: string | null;
  cycle: number | null;
  standard: boolean;
  complaint: boolean;
  processingDate: string;
}

class RowError extends Error {}

function fail(message: string): never {
  throw new RowError(message);
}

function read<T>(parse: () => T): RowResult<T> {
  try {
    return { ok: true, value: parse() };
  } catch (error) {
    if (error instanceof RowError) return { ok: false, error: error.message };
    throw error;
  }
}

function checkWidth(fields: readonly string[], width: number): void {
  if (fields.length !== width) {
    fail(`has ${fields.length} field${fields.length === 1 ? "" : "s"}, the header has ${width}`);
  }
}

function ccnField(value: string, column: string): string {
  return normalizeCcn(value) ?? fail(`${column} ${JSON.stringify(value)} is not a CCN`);
}

function dateField(value: string, column: string): string {
  return isoDate(value) ?? fail(`${column} ${JSON.stringify(value)} is not a date`);
}

/** A star rating: blank when CMS gives none (its footnote says why), else 1 to 5. */
function ratingField(value: string, column: string): number | null {
  if (value === "") return null;
  if (!/^[1-5]$/.test(value))
    fail(`${column} ${JSON.stringify(value)} is not a rating from 1 to 5`);
  return Number(value);
}

/** CMS's Y/N flags (blank reads as N). */
function flagField(value: string, column: string): boolean {
  const text = value.toUpperCase();
  if (text === "Y" || text === "YES" || text === "TRUE") return true;
  if (text === "N" || text === "NO" || text === "FALSE" || text === "") return false;
  return fail(`${column} ${JSON.stringify(value)} is not Y or N`);
}

export function providerInfoRow(
  fields: readonly string[],
  index: ColumnIndex<keyof typeof PROVIDER_INFO_COLUMNS>,
  width: number,
): RowResult<ProviderInfoRow> {
  return read(() => {
    checkWidth(fields, width);
    const f = (key: keyof typeof PROVIDER_INFO_COLUMNS) => fieldOf(fields, index[key]);
    const c = PROVIDER_INFO_COLUMNS;
    return {
      ccn: ccnField(f("ccn"), c.ccn),
      name: f("name"),
      state: f("state"),
      ratings: {
        overall: ratingField(f("overall"), c.overall),
        healthInspection: ratingField(f("healthInspection"), c.healthInspection),
        staffing: ratingField(f("staffing"), c.staffing),
        qualityMeasures: ratingField(f("qualityMeasures"), c.qualityMeasures),
      },
      processingDate: dateField(f("processingDate"), c.processingDate),
    };
  });
}

/** "F" and "0689" -> "F0689"; a tag number written with its prefix ("F689") is kept whole. */
function tagField(prefix: string, number: string): string {
  const tag = number.toUpperCase();
  if (!/^[A-Z]?\d{1,4}$/.test(tag)) {
    fail(`${HEALTH_DEFICIENCY_COLUMNS.tag} ${JSON.stringify(number)} is not a tag number`);
  }
  const letter = /^[A-Z]/.test(tag) ? tag[0]! : prefix.toUpperCase();
  if (!/^[A-Z]?$/.test(letter))
    fail(`${HEALTH_DEFICIENCY_COLUMNS.prefix} ${JSON.stringify(prefix)} is not a letter`);
  return `${letter}${tag.replace(/^[A-Z]/, "").padStart(4, "0")}`;
}

export function healthDeficiencyRow(
  fields: readonly string[],
  index: ColumnIndex<keyof typeof HEALTH_DEFICIENCY_COLUMNS>,
  width: number,
): RowResult<HealthDeficiencyRow> {
  return read(() => {
    checkWidth(fields, width);
    const f = (key: keyof typeof HEALTH_DEFICIENCY_COLUMNS) => fieldOf(fields, index[key]);
    const c = HEALTH_DEFICIENCY_COLUMNS;
    const description = f("description") || fail(`${c.description} is empty`);
    const scopeSeverity =
      scopeSeverityCode(f("scopeSeverity")) ??
      fail(`${c.scopeSeverity} ${JSON.stringify(f("scopeSeverity"))} is not a letter from A to L`);
    const cycleText = f("cycle");
    if (cycleText !== "" && !/^[1-3]$/.test(cycleText)) {
      fail(`${c.cycle} ${JSON.stringify(cycleText)} is not 1, 2 or 3`);
    }
    const correctionStatus = f("corrected");
    const correctionDate = f("correctionDate");
    // A status CMS adds later still lists the citation (hiding one would be worse), as not
    // known to be corrected.
    const corrected = isCorrectedStatus(correctionStatus) ?? false;
    const correctedOn = correctionDate === "" ? null : dateField(correctionDate, c.correctionDate);
    return {
      ccn: ccnField(f("ccn"), c.ccn),
      surveyDate: dateField(f("surveyDate"), c.surveyDate),
      tag: tagField(f("prefix"), f("tag")),
      category: f("category") || null,
      description,
      scopeSeverity,
      correctionStatus,
      corrected,
      // The date of a correction not (yet) made is a plan, not a fact a family should read.
      correctedOn: corrected ? correctedOn : null,
      cycle: cycleText === "" ? null : Number(cycleText),
      standard: flagField(f("standard"), c.standard),
      complaint: flagField(f("complaint"), c.complaint),
      processingDate: dateField(f("processingDate"), c.processingDate),
    };
  });
}
