/**
 * The QA diff (issue 16): the published and the draft version of a page compared
 * block by block. Blocks are matched by `_key` (Sanity keeps it across edits and
 * moves); blocks only in the draft were added, only in the published version
 * removed; of the blocks in both, those outside the longest common order were
 * moved, and those whose content differs changed, with their text compared word by
 * word. Pure: the QA page, `npm run qa:diff` and the tests share it.
 */

export interface DiffableBlock {
  _type: string;
  _key?: string | null;
  [field: string]: unknown;
}

export type BlockChange = "unchanged" | "changed" | "added" | "removed" | "moved";

export type WordPart = { kind: "same" | "added" | "removed"; text: string };

export interface BlockRow<Block extends DiffableBlock = DiffableBlock> {
  change: BlockChange;
  key: string;
  type: string;
  published: Block | null;
  draft: Block | null;
  /** 1-based positions in each version (null where the block is absent). */
  publishedPosition: number | null;
  draftPosition: number | null;
  /** A moved block whose content changed too. */
  edited: boolean;
  /** Top-level fields whose value differs (changed, or moved and edited). */
  fields: string[];
  /** The block's text, word by word, where it differs; empty when the text is the same. */
  words: WordPart[];
}

export interface BlocksDiff<Block extends DiffableBlock = DiffableBlock> {
  rows: BlockRow<Block>[];
  counts: Record<BlockChange, number>;
  /** True when the two versions have the same blocks in the same order with the same content. */
  same: boolean;
}

/** Fields of a block that hold no editor text (Portable Text's structure, Sanity's own). */
const STRUCTURAL_FIELDS = new Set(["markDefs", "marks", "style", "listItem", "level"]);

function keyOf(block: DiffableBlock, index: number): string {
  return typeof block._key === "string" && block._key ? block._key : `${block._type}#${index}`;
}

/** JSON with sorted object keys, so equal content compares equal whatever the key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The words an editor wrote in a block: every text value, in document order. */
export function blockText(value: unknown): string {
  const parts: string[] = [];
  const walk = (item: unknown) => {
    if (typeof item === "string") {
      if (item.trim()) parts.push(item.trim());
    } else if (Array.isArray(item)) {
      item.forEach(walk);
    } else if (item && typeof item === "object") {
      for (const [key, child] of Object.entries(item as Record<string, unknown>)) {
        if (key.startsWith("_") || STRUCTURAL_FIELDS.has(key)) continue;
        walk(child);
      }
    }
  };
  walk(value);
  return parts.join(" ");
}

/** Longest common subsequence of two sequences, as index pairs (classic table). */
function lcsPairs<T>(a: readonly T[], b: readonly T[], equal: (x: T, y: T) => boolean) {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const table = new Uint32Array(rows * cols);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      table[i * cols + j] = equal(a[i]!, b[j]!)
        ? table[(i + 1) * cols + j + 1]! + 1
        : Math.max(table[(i + 1) * cols + j]!, table[i * cols + j + 1]!);
    }
  }
  const pairs: [number, number][] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (equal(a[i]!, b[j]!)) {
      pairs.push([i, j]);
      i++;
      j++;
    } else if (table[(i + 1) * cols + j]! >= table[i * cols + j + 1]!) {
      i++;
    } else {
      j++;
    }
  }
  return pairs;
}

/** Beyond this many word pairs a text is shown as replaced whole (the table is quadratic). */
const MAX_WORD_CELLS = 4_000_000;

/** Word-level difference of two texts: runs of same, removed and added words. */
export function diffWords(before: string, after: string): WordPart[] {
  const a = before.split(/\s+/).filter(Boolean);
  const b = after.split(/\s+/).filter(Boolean);
  const parts: WordPart[] = [];
  const push = (kind: WordPart["kind"], word: string) => {
    const last = parts[parts.length - 1];
    if (last && last.kind === kind) last.text += ` ${word}`;
    else parts.push({ kind, text: word });
  };
  if (a.length * b.length > MAX_WORD_CELLS) {
    if (a.length) parts.push({ kind: "removed", text: a.join(" ") });
    if (b.length) parts.push({ kind: "added", text: b.join(" ") });
    return parts;
  }
  let i = 0;
  let j = 0;
  for (const [pi, pj] of lcsPairs(a, b, (x, y) => x === y)) {
    while (i < pi) push("removed", a[i++]!);
    while (j < pj) push("added", b[j++]!);
    push("same", a[i]!);
    i++;
    j++;
  }
  while (i < a.length) push("removed", a[i++]!);
  while (j < b.length) push("added", b[j++]!);
  return parts;
}

function changedFields(a: DiffableBlock, b: DiffableBlock): string[] {
  const names = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...names]
    .filter((name) => name !== "_key" && canonicalJson(a[name]) !== canonicalJson(b[name]))
    .sort();
}

/** The published and draft blocks of one document, compared (see the module comment). */
export function diffBlocks<Block extends DiffableBlock>(
  published: readonly Block[],
  draft: readonly Block[],
): BlocksDiff<Block> {
  const publishedKeys = published.map(keyOf);
  const draftKeys = draft.map(keyOf);
  const inDraft = new Map(draftKeys.map((key, index) => [key, index]));
  const inPublished = new Map(publishedKeys.map((key, index) => [key, index]));
  const commonPublished = publishedKeys.filter((key) => inDraft.has(key));
  const commonDraft = draftKeys.filter((key) => inPublished.has(key));
  const stayed = new Set(
    lcsPairs(commonPublished, commonDraft, (x, y) => x === y).map(([i]) => commonPublished[i]!),
  );

  const rowOfDraft = (block: Block, index: number): BlockRow<Block> => {
    const key = draftKeys[index]!;
    const publishedIndex = inPublished.get(key);
    const before = publishedIndex === undefined ? null : published[publishedIndex]!;
    const edited = before !== null && canonicalJson(before) !== canonicalJson(block);
    const change: BlockChange =
      before === null ? "added" : !stayed.has(key) ? "moved" : edited ? "changed" : "unchanged";
    const textBefore = before ? blockText(before) : "";
    const textAfter = blockText(block);
    return {
      change,
      key,
      type: block._type,
      published: before,
      draft: block,
      publishedPosition: publishedIndex === undefined ? null : publishedIndex + 1,
      draftPosition: index + 1,
      edited,
      fields: before && edited ? changedFields(before, block) : [],
      words:
        change === "added" || (edited && textBefore !== textAfter)
          ? diffWords(textBefore, textAfter)
          : [],
    };
  };

  // Removed blocks are shown after the block that preceded them in the published version.
  const removedAfter = new Map<string | null, BlockRow<Block>[]>();
  let anchor: string | null = null;
  published.forEach((block, index) => {
    const key = publishedKeys[index]!;
    if (inDraft.has(key)) {
      anchor = key;
      return;
    }
    const list = removedAfter.get(anchor) ?? [];
    list.push({
      change: "removed",
      key,
      type: block._type,
      published: block,
      draft: null,
      publishedPosition: index + 1,
      draftPosition: null,
      edited: false,
      fields: [],
      words: diffWords(blockText(block), ""),
    });
    removedAfter.set(anchor, list);
  });

  const rows: BlockRow<Block>[] = [...(removedAfter.get(null) ?? [])];
  draft.forEach((block, index) => {
    rows.push(rowOfDraft(block, index));
    rows.push(...(removedAfter.get(draftKeys[index]!) ?? []));
  });

  const counts: Record<BlockChange, number> = {
    unchanged: 0,
    changed: 0,
    added: 0,
    removed: 0,
    moved: 0,
  };
  for (const row of rows) counts[row.change] += 1;
  return { rows, counts, same: rows.every((row) => row.change === "unchanged") };
}
