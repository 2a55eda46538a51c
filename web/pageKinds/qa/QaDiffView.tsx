import type { ReactNode } from "react";
import { loadBlockData } from "@registry/blockData";
import { PageBuilder } from "@registry/PageBuilder";
import page from "@registry/parts/pageWidth.module.css";
import type { BlockContext, PageBlock } from "@registry/types";
import type { BlockChange, BlockRow, WordPart } from "./blockDiff";
import type { DocumentDiff, DraftedDocument } from "./pageDiff";
import styles from "./QaDiffView.module.css";
import { BLOCK_LOADERS } from "../pageBlocks";

/**
 * The QA view of /qa/diff (issue 16): the published and the draft version of a
 * document side by side, block by block, each rendered by the registry exactly as
 * the site renders it; added, removed, moved and changed blocks marked, changed
 * words highlighted, runs of unchanged blocks folded (a <details>: no script).
 */

const CHANGE_LABELS: Record<BlockChange, string> = {
  unchanged: "Unchanged",
  changed: "Changed",
  added: "Added",
  removed: "Removed",
  moved: "Moved",
};

/** A link to another QA view, carrying the secret the reviewer came with. */
export function qaHref(params: Record<string, string>, secret: string | null): string {
  const query = new URLSearchParams(params);
  if (secret) query.set("secret", secret);
  return `/qa/diff?${query.toString()}`;
}

function Words({ words }: { words: readonly WordPart[] }) {
  return (
    <p className={styles.words} data-word-diff>
      {words.map((part, index) => {
        const text = `${part.text} `;
        if (part.kind === "added") return <ins key={index}>{text}</ins>;
        if (part.kind === "removed") return <del key={index}>{text}</del>;
        return <span key={index}>{text}</span>;
      })}
    </p>
  );
}

async function Side({
  label,
  block,
  context,
}: {
  label: "Published" | "Draft";
  block: PageBlock | null;
  context: BlockContext;
}) {
  // The block's data, loaded as its page would load it (the registry entry's `load`).
  const data = block ? await loadBlockData([block], context, BLOCK_LOADERS) : [];
  return (
    <div className={styles.side} data-side={label.toLowerCase()}>
      <p className={styles.sideLabel}>{label}</p>
      {block && block._type === ("geoCopyTemplate" as string) ? (
        // A geo copy template's text (web/pageKinds/qa/pageDiff.ts), shown as written.
        <pre className={styles.source}>{String((block as { template?: unknown }).template)}</pre>
      ) : block ? (
        <div className={styles.render}>
          <PageBuilder blocks={[block]} context={context} data={data} />
        </div>
      ) : (
        <p className={styles.absent}>
          {label === "Published" ? "Not in the published version" : "Not in the draft"}
        </p>
      )}
    </div>
  );
}

function rowSummary(row: BlockRow): string {
  switch (row.change) {
    case "moved":
      return `moved from position ${row.publishedPosition} to ${row.draftPosition}${row.edited ? `, and changed: ${row.fields.join(", ")}` : ""}`;
    case "changed":
      return `changed: ${row.fields.join(", ")}`;
    case "removed":
      return `was at position ${row.publishedPosition}`;
    case "added":
      return `new at position ${row.draftPosition}`;
    case "unchanged":
      return `position ${row.draftPosition}`;
  }
}

function Row({
  row,
  published,
  draft,
}: {
  row: BlockRow;
  published: BlockContext;
  draft: BlockContext;
}) {
  return (
    <li className={styles.row} data-change={row.change} data-block-row={row.key}>
      <h3 className={styles.rowTitle}>
        <span className={styles.badge} data-badge={row.change}>
          {CHANGE_LABELS[row.change]}
        </span>{" "}
        {row.type} <span className={styles.meta}>({rowSummary(row)})</span>
      </h3>
      {row.words.length > 0 ? <Words words={row.words} /> : null}
      <div className={styles.sides}>
        <Side label="Published" block={row.published as PageBlock | null} context={published} />
        <Side label="Draft" block={row.draft as PageBlock | null} context={draft} />
      </div>
    </li>
  );
}

/** Consecutive unchanged rows fold into one <details>. */
function groupRows(rows: readonly BlockRow[]): (BlockRow | BlockRow[])[] {
  const groups: (BlockRow | BlockRow[])[] = [];
  for (const row of rows) {
    const last = groups[groups.length - 1];
    if (row.change === "unchanged") {
      if (Array.isArray(last)) last.push(row);
      else groups.push([row]);
    } else {
      groups.push(row);
    }
  }
  return groups;
}

export function DiffView({
  diff,
  published,
  draft,
}: {
  diff: DocumentDiff;
  published: BlockContext;
  draft: BlockContext;
}) {
  const { counts } = diff.blocks;
  const name = diff.path ?? diff.title ?? diff.id;
  return (
    <section aria-labelledby="qa-diff-title" className={styles.section}>
      <h2 id="qa-diff-title" className={styles.heading}>
        {name}
      </h2>
      <p className={styles.summary} data-qa-summary>
        {diff.same
          ? "The draft is the same as the published version."
          : `${counts.changed} changed, ${counts.moved} moved, ${counts.removed} removed, ${counts.added} added, ${counts.unchanged} unchanged ${counts.unchanged === 1 ? "block" : "blocks"}.`}
        {!diff.published ? " Never published: every block is new." : null}
        {!diff.draft ? " There is no draft." : null}
      </p>
      {diff.fields.length > 0 ? (
        <p className={styles.summary}>Fields changed: {diff.fields.join(", ")}</p>
      ) : null}
      <ol className={styles.rows}>
        {groupRows(diff.blocks.rows).map((group) =>
          Array.isArray(group) ? (
            <li key={group[0]!.key} className={styles.folded} data-change="unchanged">
              <details>
                <summary>
                  {group.length} unchanged {group.length === 1 ? "block" : "blocks"} (
                  {group.map((row) => row.type).join(", ")})
                </summary>
                <ol className={styles.rows}>
                  {group.map((row) => (
                    <Row key={row.key} row={row} published={published} draft={draft} />
                  ))}
                </ol>
              </details>
            </li>
          ) : (
            <Row key={group.key} row={group} published={published} draft={draft} />
          ),
        )}
      </ol>
    </section>
  );
}

export function ChangedList({
  site,
  documents,
  secret,
  current,
}: {
  site: string;
  /** Null: the drafts could not be listed. */
  documents: readonly DraftedDocument[] | null;
  secret: string | null;
  current: string | null;
}) {
  return (
    <section aria-labelledby="qa-changed-title" className={styles.section}>
      <h2 id="qa-changed-title" className={styles.heading}>
        Drafts that differ from the published version
      </h2>
      {documents === null ? (
        <p role="alert">
          The drafts cannot be listed: the content source did not answer (a hosted project needs
          SANITY_API_READ_TOKEN with access to drafts).
        </p>
      ) : documents.length === 0 ? (
        <p>No draft of this site differs from its published version.</p>
      ) : (
        <ul className={styles.changed} data-qa-changed>
          {documents.map((doc) => {
            const params: Record<string, string> = doc.path
              ? { site, path: doc.path }
              : { site, document: doc._id };
            const { counts } = doc.diff.blocks;
            const label = doc.path ?? `${doc.title ?? doc._id} (${doc._type})`;
            return (
              <li key={doc._id}>
                <a
                  href={qaHref(params, secret)}
                  aria-current={current === (doc.path ?? doc._id) ? "page" : undefined}
                >
                  {label}
                </a>{" "}
                <span className={styles.meta}>
                  {counts.changed} changed, {counts.moved} moved, {counts.removed} removed,{" "}
                  {counts.added} added
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

export function QaFrame({ children }: { children: ReactNode }) {
  return <div className={`${page.pageWidth} ${styles.frame}`}>{children}</div>;
}
