/**
 * `npm run qa:diff -- --site main --path /about [--json]`
 * `npm run qa:diff -- --site main --document ID [--json]`
 * `npm run qa:diff -- --site main [--json]`   (every page and template with a draft that differs)
 *
 * The QA diff of /qa/diff as text or JSON, for CI or a ticket (issue 16): the
 * published and the draft version compared block by block, changed text word by
 * word ([-removed-]{+added+}). Exit code 0 when the versions are the same, 1 when
 * they differ, 2 when the command is misused or the page does not exist.
 */
import { parseArgs } from "node:util";
import type { BlockRow, WordPart } from "@web/pageKinds/qa/blockDiff";
import {
  changedDocuments,
  diffDocument,
  diffPage,
  type DocumentDiff,
} from "@web/pageKinds/qa/pageDiff";
import { DEFAULT_SITE_ID, isSiteId, SITE_IDS, type SiteId } from "@web/site/sites";
import { type CliOutput, runCli, UsageError } from "./cliRun";

export const USAGE = `usage: npm run qa:diff -- --site ${SITE_IDS.join("|")} [--path /about | --document ID] [--json]`;

/** Unchanged runs longer than this many words keep their ends only. */
const CONTEXT_WORDS = 5;

function elide(text: string): string {
  const words = text.split(" ");
  if (words.length <= CONTEXT_WORDS * 2 + 1) return text;
  return `${words.slice(0, CONTEXT_WORDS).join(" ")} … ${words.slice(-CONTEXT_WORDS).join(" ")}`;
}

export function wordsAsText(words: readonly WordPart[]): string {
  return words
    .map((part) =>
      part.kind === "same"
        ? elide(part.text)
        : part.kind === "added"
          ? `{+${part.text}+}`
          : `[-${part.text}-]`,
    )
    .join(" ");
}

function rowLine(row: BlockRow): string {
  const name = `${row.type} [${row.key}]`;
  switch (row.change) {
    case "unchanged":
      return `  = ${row.draftPosition}. ${name} unchanged`;
    case "added":
      return `  + ${row.draftPosition}. ${name} added: ${wordsAsText(row.words)}`;
    case "removed":
      return `  - ${name} removed (was ${row.publishedPosition}): ${wordsAsText(row.words)}`;
    case "moved":
      return `  ~ ${row.draftPosition}. ${name} moved from ${row.publishedPosition} to ${row.draftPosition}${row.edited ? ` and changed (${row.fields.join(", ")}): ${wordsAsText(row.words)}` : ""}`;
    case "changed":
      return `  * ${row.draftPosition}. ${name} changed (${row.fields.join(", ")})${row.words.length ? `: ${wordsAsText(row.words)}` : ""}`;
  }
}

/** The comparison as a reviewer reads it in a ticket. */
export function formatDiff(diff: DocumentDiff): string {
  const name = diff.path
    ? `${diff.path} (${diff.id})`
    : `${diff.id}${diff.title ? ` (${diff.title})` : ""}`;
  const { counts } = diff.blocks;
  const lines = [
    diff.same
      ? `${name}: the draft is the same as the published version`
      : `${name}: ${counts.changed} changed, ${counts.moved} moved, ${counts.removed} removed, ${counts.added} added, ${counts.unchanged} unchanged blocks`,
  ];
  if (!diff.published) lines.push("  (never published: every block is new)");
  if (!diff.draft) lines.push("  (no draft)");
  if (diff.fields.length) lines.push(`  fields changed: ${diff.fields.join(", ")}`);
  for (const row of diff.blocks.rows) lines.push(rowLine(row));
  return `${lines.join("\n")}\n`;
}

/** The comparison without the documents themselves (rows keep their keys and positions). */
function jsonOf(diff: DocumentDiff) {
  return {
    id: diff.id,
    type: diff.type,
    title: diff.title,
    path: diff.path,
    same: diff.same,
    fields: diff.fields,
    counts: diff.blocks.counts,
    rows: diff.blocks.rows.map((row) => ({
      change: row.change,
      key: row.key,
      type: row.type,
      publishedPosition: row.publishedPosition,
      draftPosition: row.draftPosition,
      edited: row.edited,
      fields: row.fields,
      words: row.words,
    })),
  };
}

export async function main(argv: string[], output: CliOutput): Promise<number> {
  let values: { site?: string; path?: string; document?: string; json?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        site: { type: "string", default: DEFAULT_SITE_ID },
        path: { type: "string" },
        document: { type: "string" },
        json: { type: "boolean", default: false },
      },
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const site = values.site ?? DEFAULT_SITE_ID;
  if (!isSiteId(site)) throw new UsageError(`unknown site ${site}`);
  if (values.path && values.document) throw new UsageError("give --path or --document, not both");

  if (!values.path && !values.document) {
    const changed = await changedDocuments(site as SiteId);
    if (changed === null) {
      throw new Error("the drafts cannot be listed: the content source did not answer");
    }
    if (values.json) {
      output.stdout(
        `${JSON.stringify(
          changed.map(({ diff, ...doc }) => ({
            ...doc,
            counts: diff.blocks.counts,
            fields: diff.fields,
          })),
          null,
          2,
        )}\n`,
      );
    } else {
      output.stdout(
        changed.length === 0
          ? `No draft of ${site} differs from its published version.\n`
          : `${changed.length} drafts of ${site} differ from their published versions:\n${changed.map((doc) => formatDiff(doc.diff)).join("")}`,
      );
    }
    return changed.length === 0 ? 0 : 1;
  }

  const path = values.path ? (values.path.startsWith("/") ? values.path : `/${values.path}`) : null;
  const diff = path
    ? await diffPage(site as SiteId, path.toLowerCase())
    : await diffDocument(values.document!);
  if (!diff)
    throw new UsageError(path ? `no page ${path} on ${site}` : `no document ${values.document}`);
  output.stdout(values.json ? `${JSON.stringify(jsonOf(diff), null, 2)}\n` : formatDiff(diff));
  return diff.same ? 0 : 1;
}

if (require.main === module) runCli(main, USAGE);
