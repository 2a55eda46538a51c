/**
 * `npm run import:inspections -- --provider-info FILE.csv --citations FILE.csv`
 *
 * Imports one month of Medicare's nursing-home files (the Provider Data Catalog's
 * "Provider Information" and "Health Deficiencies" CSVs) into the configured directory:
 * PostgreSQL when DATABASE_URL is set, else the SQLite file. Progress goes to stderr, the
 * summary to stdout. Exit code 0 when the import was written (bad rows skipped and
 * listed), 1 when nothing was written (a file of the wrong kind, files of two months, a
 * failure while writing), 2 for a usage error.
 */
import { describeError, log } from "@web/lib/log";
import { openDirectoryStore } from "../setup";
import { CMS_FILE_NAMES, CmsFileError } from "./cmsFiles";
import {
  importCmsInspections,
  type ImportProgress,
  type InspectionImportSummary,
} from "./inspections";

const USAGE = `Usage: npm run import:inspections -- --provider-info FILE.csv --citations FILE.csv

Imports one month of Medicare's nursing-home files (data.cms.gov Provider Data Catalog,
"Nursing homes including rehab services"): the "Provider Information" file
(NH_ProviderInfo_<Month><Year>.csv) and the "Health Deficiencies" file
(NH_HealthCitations_<Month><Year>.csv), as published. Rows are matched to providers by
CMS Certification Number (CCN); the data month is the files' Processing Date. Re-running
a month changes nothing. Bad rows are listed with their line and skipped; if anything
else goes wrong nothing is written.

  --provider-info FILE   the Provider Information CSV (star ratings)
  --citations FILE       the Health Deficiencies CSV (citations of the last three cycles)
  --help                 print this and exit
`;

class UsageError extends Error {}

function option(args: readonly string[], name: string): string {
  const index = args.indexOf(`--${name}`);
  const value = index >= 0 ? args[index + 1] : undefined;
  if (!value || value.startsWith("--")) throw new UsageError(`--${name} FILE is required`);
  return value;
}

const STAGES: Record<ImportProgress["stage"], string> = {
  "provider-info": CMS_FILE_NAMES["provider-info"],
  "health-deficiencies": CMS_FILE_NAMES["health-deficiencies"],
  writing: "writing",
};

/** A line per stage every 10 %, and at its end. */
function progressPrinter(): (progress: ImportProgress) => void {
  const last = new Map<string, number>();
  return ({ stage, done, total, rows }) => {
    const tenth = total ? Math.floor((done / total) * 10) : 10;
    if (last.get(stage) === tenth) return;
    last.set(stage, tenth);
    const unit = stage === "writing" ? "providers" : "rows";
    process.stderr.write(
      `${STAGES[stage]}: ${tenth * 10}% (${rows.toLocaleString("en-US")} ${unit})\n`,
    );
  };
}

const n = (value: number) => value.toLocaleString("en-US");

function summaryText(summary: InspectionImportSummary, engine: string): string {
  const { providerInfo: info, healthDeficiencies: hd, counts } = summary;
  const lines = [
    `Imported ${summary.source}, data month ${summary.asOf} (${engine})`,
    `  ${CMS_FILE_NAMES["provider-info"]}: ${n(info.rows)} rows, ${n(info.bad)} bad, ${n(info.matched)} matched, ${n(info.unmatched)} unmatched`,
    `  ${CMS_FILE_NAMES["health-deficiencies"]}: ${n(hd.rows)} rows, ${n(hd.bad)} bad, ${n(hd.matched)} of matched providers, ${n(hd.unmatched)} of unmatched, ${n(hd.withoutProviderInfo)} without a provider row`,
    `  providers: ${n(counts.written)} written, ${n(counts.unchanged)} unchanged, ${n(counts.newerKept)} kept (newer data month); ${n(summary.notInFiles)} with a CCN not in these files`,
  ];
  if (summary.badRows.length) {
    lines.push(`Bad rows (skipped):`);
    for (const bad of summary.badRows) {
      lines.push(`  ${CMS_FILE_NAMES[bad.file]} line ${bad.line}: ${bad.error}`);
    }
  }
  if (summary.unmatched.length) {
    lines.push(`Unmatched ${CMS_FILE_NAMES["provider-info"]} rows (no provider has the CCN):`);
    for (const row of summary.unmatched) {
      lines.push(`  line ${row.line}: ${row.ccn} ${row.name}${row.state ? ` (${row.state})` : ""}`);
    }
  }
  return `${lines.join("\n")}\n`;
}

async function main(args: string[]): Promise<number> {
  if (args.includes("--help") || args.includes("-h")) {
    process.stdout.write(USAGE);
    return 0;
  }
  let files: { providerInfo: string; healthDeficiencies: string };
  try {
    files = {
      providerInfo: option(args, "provider-info"),
      healthDeficiencies: option(args, "citations"),
    };
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`${error.message}\n\n${USAGE}`);
    return 2;
  }
  const { store } = await openDirectoryStore();
  try {
    const summary = await importCmsInspections(store, files, { onProgress: progressPrinter() });
    process.stdout.write(summaryText(summary, store.engine));
    log.info("inspections-imported", {
      engine: store.engine,
      asOf: summary.asOf,
      ...summary.counts,
      badRows: summary.providerInfo.bad + summary.healthDeficiencies.bad,
      unmatched: summary.providerInfo.unmatched,
    });
    return 0;
  } catch (error) {
    if (error instanceof CmsFileError) {
      process.stderr.write(`import:inspections: ${error.message}; nothing was written\n`);
      return 1;
    }
    throw error;
  } finally {
    await store.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    log.error("inspections-import-failed", { ...describeError(error), written: "nothing" });
    process.exitCode = 1;
  },
);
