/**
 * `npm run template:check -- --template FILE|--document ID [--care-type SLUG ...] [--published] [--json]`
 *
 * Renders a geo copy template for EVERY city of the directory (once per care type:
 * the document's own, else the ones named, else every geo care type), exactly as
 * each city page would, and reports the cities where a conditional was skipped,
 * empty or repeated sentences, missing values and the output length range
 * (docs/geo-copy.md). Exit code 0 when nothing is wrong, 1 on any problem, 2 when
 * the command is misused or the template cannot be read.
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import type { GeoCopyTemplate } from "@templates/engine";
import { loadGeoCopyTemplateById } from "@web/content/load";
import { openDirectoryStore, seedPlan } from "@web/directory/setup";
import {
  checkedCareTypes,
  checkTemplateAcrossCities,
  type CityCheckReport,
} from "@web/pageKinds/geo/templateCheck";
import type { GeoCareType } from "@web/rules/careTypes";
import { type CliOutput, runCli, UsageError } from "./cliRun";

export const USAGE =
  "usage: npm run template:check -- --template FILE|--document ID [--care-type SLUG ...] [--published] [--json]";

const count = (n: number) => n.toLocaleString("en-US");

function placesLine(total: number, listed: readonly string[]): string {
  const shown = listed.slice(0, 8);
  const more = total > shown.length ? `; … ${count(total - shown.length)} more` : "";
  return `${count(total)} ${total === 1 ? "city" : "cities"}: ${shown.join("; ")}${more}`;
}

/** The report as a marketer reads it. */
export function formatCheckReport(report: CityCheckReport, name: string): string {
  const lines: string[] = [];
  lines.push(
    `Template ${name}: ${count(report.cities)} cities × ${report.careTypes.length} care ${report.careTypes.length === 1 ? "type" : "types"} (${report.careTypes.join(", ")}) = ${count(report.places)} pages, checked in ${(report.milliseconds / 1000).toFixed(2)} s (directory read ${(report.loadMilliseconds / 1000).toFixed(2)} s)`,
  );
  if (report.length) {
    const { min, max, average } = report.length;
    lines.push(
      `Output length: ${count(min.length)} to ${count(max.length)} characters (average ${count(average)}); shortest ${min.place}, longest ${max.place}`,
    );
  }
  lines.push(
    "",
    report.problems.length === 0 ? "Problems: none" : `Problems (${report.problems.length}):`,
  );
  for (const problem of report.problems) {
    const where = problem.line ? `Line ${problem.line}, column ${problem.column}: ` : "";
    lines.push(`  ${where}${problem.message}`);
    lines.push(`    in ${placesLine(problem.count, problem.places)}`);
  }
  lines.push("", report.conditionals.length === 0 ? "Conditionals: none" : "Conditionals:");
  for (const item of report.conditionals) {
    const tag = `{{#${item.helper}}} at line ${item.line}, column ${item.column}`;
    if (item.skipped === 0) {
      lines.push(`  ${tag}: shown in every city`);
    } else {
      lines.push(
        `  ${tag}: shown in ${count(item.shown)}, skipped in ${placesLine(item.skipped, item.skippedIn)}`,
      );
    }
  }
  lines.push(
    "",
    report.ok
      ? "OK: no problems"
      : `FAILED: ${report.problems.length} ${report.problems.length === 1 ? "problem" : "problems"}`,
  );
  return `${lines.join("\n")}\n`;
}

async function templateOf(values: {
  template?: string;
  document?: string;
  published?: boolean;
}): Promise<{ template: GeoCopyTemplate; careType: string | null; name: string }> {
  if (values.template && values.document)
    throw new UsageError("give --template or --document, not both");
  if (values.template) {
    try {
      const source = readFileSync(values.template, "utf8");
      return { template: { id: values.template, source }, careType: null, name: values.template };
    } catch {
      throw new UsageError(`cannot read the template file ${values.template}`);
    }
  }
  if (values.document) {
    const doc = await loadGeoCopyTemplateById(
      values.document,
      values.published ? "published" : "drafts",
    );
    if (!doc) throw new UsageError(`no geo copy template document ${values.document}`);
    return {
      template: { id: doc._id, source: doc.template ?? "" },
      careType: doc.careType ?? null,
      name: `${doc._id}${doc.title ? ` (${doc.title})` : ""}`,
    };
  }
  throw new UsageError("--template or --document is required");
}

export async function main(argv: string[], output: CliOutput): Promise<number> {
  let values: {
    template?: string;
    document?: string;
    "care-type"?: string[];
    published?: boolean;
    json?: boolean;
  };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        template: { type: "string" },
        document: { type: "string" },
        "care-type": { type: "string", multiple: true },
        published: { type: "boolean", default: false },
        json: { type: "boolean", default: false },
      },
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { template, careType, name } = await templateOf(values);
  const named = values["care-type"] ?? (careType ? [careType] : []);
  const careTypes = checkedCareTypes(named);
  if (!Array.isArray(careTypes)) {
    throw new UsageError(`unknown geo care type: ${careTypes.unknown.join(", ")}`);
  }
  const { store } = await openDirectoryStore(seedPlan());
  try {
    const report = await checkTemplateAcrossCities(template, careTypes as GeoCareType[], store);
    output.stdout(
      values.json ? `${JSON.stringify(report, null, 2)}\n` : formatCheckReport(report, name),
    );
    return report.ok ? 0 : 1;
  } finally {
    await store.close();
  }
}

if (require.main === module) runCli(main, USAGE);
