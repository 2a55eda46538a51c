/**
 * Importing one month of Medicare's nursing-home files into the directory (issue 27):
 * `npm run import:inspections -- --provider-info FILE.csv --citations FILE.csv` (cli.ts).
 *
 * 1. The Provider Information file: one row per nursing home, its star ratings.
 * 2. The Health Deficiencies file: the citations of the last three inspection cycles;
 *    only those of nursing homes the directory lists are kept in memory.
 * 3. Each row's CCN is matched to a provider's (`providersByCcn`); the rest are reported.
 * 4. One transaction writes every matched provider's record (`importInspections`):
 *    unchanged ones are left alone, so re-running a month changes nothing.
 *
 * A bad row (a field that does not read, a row of another month) is reported with its
 * file and line and skipped; a file of the wrong kind, files of two different months, or
 * a failure while writing stops the import with nothing written.
 */
import path from "node:path";
import { CMS_SOURCE } from "@web/rules/inspections/sources";
import type {
  InspectionCitation,
  InspectionImportCounts,
  ProviderInspections,
} from "@web/rules/model/inspections";
import { severityLevel } from "@web/rules/inspections/severity";
import type { InspectionStore } from "../store";
import { readCsv, type CsvProgress } from "./csv";
import {
  CMS_FILE_NAMES,
  CmsFileError,
  columnIndex,
  healthDeficiencyRow,
  providerInfoRow,
  type CmsFileKind,
  type ColumnIndex,
  type HealthDeficiencyRow,
  type ProviderInfoRow,
  type RowResult,
} from "./cmsFiles";

export interface ImportProgress {
  stage: CmsFileKind | "writing";
  done: number;
  total: number;
  /** Rows read so far (the files), or providers written (writing). */
  rows: number;
}

export interface BadRow {
  file: CmsFileKind;
  line: number;
  error: string;
}

export interface UnmatchedProvider {
  line: number;
  ccn: string;
  name: string;
  state: string;
}

export interface InspectionImportSummary {
  source: string;
  /** The files' data month, YYYY-MM (their Processing Date). */
  asOf: string;
  providerInfo: { rows: number; bad: number; matched: number; unmatched: number };
  healthDeficiencies: {
    rows: number;
    bad: number;
    /** Citations of matched nursing homes (imported with them). */
    matched: number;
    /** Citations of nursing homes the directory does not list. */
    unmatched: number;
    /** Citations whose CCN has no row in the Provider Information file. */
    withoutProviderInfo: number;
  };
  counts: InspectionImportCounts;
  /** Providers with a CCN the Provider Information file does not name (left as they were). */
  notInFiles: number;
  /** Bad rows, in file order (the first MAX_LISTED; `providerInfo.bad` etc. count them all). */
  badRows: BadRow[];
  /** Provider Information rows no provider matched (the first MAX_LISTED). */
  unmatched: UnmatchedProvider[];
}

/** Bad and unmatched rows listed one by one; past this they are only counted. */
export const MAX_LISTED = 1000;

export interface ImportFiles {
  providerInfo: string;
  healthDeficiencies: string;
}

export interface ImportOptions {
  onProgress?: (progress: ImportProgress) => void;
  now?: () => Date;
}

interface FileRows {
  rows: number;
  bad: number;
  month: string | null;
}

/** Reads a file of `kind`: its header, then each row through `parse`; bad rows go to `bad`. */
async function readFile<K extends string, T extends { processingDate: string }>(
  kind: CmsFileKind,
  file: string,
  parse: (fields: readonly string[], index: ColumnIndex<K>, width: number) => RowResult<T>,
  take: (row: T, line: number) => string | null,
  badRows: BadRow[],
  onProgress?: (progress: CsvProgress) => void,
): Promise<FileRows> {
  const result: FileRows = { rows: 0, bad: 0, month: null };
  let index: ColumnIndex<K> | null = null;
  let width = 0;
  const reportBad = (line: number, error: string) => {
    result.bad += 1;
    if (badRows.length < MAX_LISTED) badRows.push({ file: kind, line, error });
  };
  for await (const record of readCsv(file, onProgress)) {
    if (index === null) {
      index = columnIndex<K>(kind, record.fields, path.basename(file));
      width = record.fields.length;
      continue;
    }
    result.rows += 1;
    if (record.error) {
      reportBad(record.line, record.error);
      continue;
    }
    const parsed = parse(record.fields, index, width);
    if (!parsed.ok) {
      reportBad(record.line, parsed.error);
      continue;
    }
    const month = parsed.value.processingDate.slice(0, 7);
    result.month ??= month;
    if (month !== result.month) {
      reportBad(
        record.line,
        `Processing Date ${parsed.value.processingDate} is not of the file's month ${result.month}`,
      );
      continue;
    }
    const problem = take(parsed.value, record.line);
    if (problem) reportBad(record.line, problem);
  }
  if (index === null) {
    throw new CmsFileError(
      `${path.basename(file)} is empty: a "${CMS_FILE_NAMES[kind]}" file starts with its header row`,
    );
  }
  return result;
}

function citationOf(row: HealthDeficiencyRow): InspectionCitation {
  return {
    surveyDate: row.surveyDate,
    standard: row.standard,
    complaint: row.complaint,
    cycle: row.cycle,
    tag: row.tag,
    category: row.category,
    description: row.description,
    scopeSeverity: row.scopeSeverity,
    severity: severityLevel(row.scopeSeverity),
    stateClass: null,
    corrected: row.corrected,
    correctedOn: row.correctedOn,
    correctionStatus: row.correctionStatus || null,
  };
}

/** Imports one month of the two files into `store`; resolves to what it read and wrote. */
export async function importCmsInspections(
  store: InspectionStore,
  files: ImportFiles,
  { onProgress, now = () => new Date() }: ImportOptions = {},
): Promise<InspectionImportSummary> {
  const byCcn = await store.providersByCcn();
  const badRows: BadRow[] = [];
  const unmatched: UnmatchedProvider[] = [];
  const progressOf =
    (stage: CmsFileKind) =>
    ({ bytesRead, totalBytes, records }: CsvProgress) =>
      // The header is a record, not a row.
      onProgress?.({ stage, done: bytesRead, total: totalBytes, rows: Math.max(0, records - 1) });

  const providers = new Map<string, { row: ProviderInfoRow; line: number }>();
  let unmatchedCount = 0;
  const info = await readFile(
    "provider-info",
    files.providerInfo,
    providerInfoRow,
    (row, line) => {
      const earlier = providers.get(row.ccn);
      if (earlier) return `CCN ${row.ccn} is already on line ${earlier.line}`;
      providers.set(row.ccn, { row, line });
      if (!byCcn.has(row.ccn)) {
        unmatchedCount += 1;
        if (unmatched.length < MAX_LISTED) {
          unmatched.push({ line, ccn: row.ccn, name: row.name, state: row.state });
        }
      }
      return null;
    },
    badRows,
    progressOf("provider-info"),
  );

  const citations = new Map<string, InspectionCitation[]>();
  const deficiencyCounts = { matched: 0, unmatched: 0, withoutProviderInfo: 0 };
  const deficiencies = await readFile(
    "health-deficiencies",
    files.healthDeficiencies,
    healthDeficiencyRow,
    (row) => {
      if (!providers.has(row.ccn)) deficiencyCounts.withoutProviderInfo += 1;
      else if (!byCcn.has(row.ccn)) deficiencyCounts.unmatched += 1;
      else {
        deficiencyCounts.matched += 1;
        const list = citations.get(row.ccn) ?? [];
        list.push(citationOf(row));
        citations.set(row.ccn, list);
      }
      return null;
    },
    badRows,
    progressOf("health-deficiencies"),
  );

  const asOf = info.month;
  if (asOf === null) {
    throw new CmsFileError(
      `${path.basename(files.providerInfo)} has no row that reads: nothing to import`,
    );
  }
  if (deficiencies.month !== null && deficiencies.month !== asOf) {
    throw new CmsFileError(
      `the files are of different months: ${path.basename(files.providerInfo)} is of ${asOf}, ${path.basename(files.healthDeficiencies)} of ${deficiencies.month}`,
    );
  }

  const records: { providerId: string; record: ProviderInspections }[] = [];
  for (const [ccn, { row }] of [...providers].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const match = byCcn.get(ccn);
    if (!match) continue;
    records.push({
      providerId: match.providerId,
      record: {
        source: CMS_SOURCE,
        sourceKind: "cms",
        asOf,
        ccn,
        recordUrl: null,
        ratings: row.ratings,
        citations: citations.get(ccn) ?? [],
      },
    });
  }
  const counts = await store.importInspections(
    {
      sourceKind: "cms",
      asOf,
      importedAt: now().toISOString(),
      records,
      details: {
        files: {
          providerInfo: path.basename(files.providerInfo),
          healthDeficiencies: path.basename(files.healthDeficiencies),
        },
      },
    },
    (done, total) => onProgress?.({ stage: "writing", done, total, rows: done }),
  );
  return {
    source: CMS_SOURCE,
    asOf,
    providerInfo: {
      rows: info.rows,
      bad: info.bad,
      matched: records.length,
      unmatched: unmatchedCount,
    },
    healthDeficiencies: { rows: deficiencies.rows, bad: deficiencies.bad, ...deficiencyCounts },
    counts,
    notInFiles: [...byCcn.keys()].filter((ccn) => !providers.has(ccn)).length,
    badRows,
    unmatched,
  };
}
