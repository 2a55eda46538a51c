import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { evaluate, parse } from "groq-js";
import { repoRoot } from "../lib/repoRoot";
import { config } from "@web/lib/config";

/**
 * The embedded Content Lake: the seed dataset (NDJSON, Sanity's export format)
 * queried in-process with groq-js. It is plugged in below @sanity/client (see
 * client.ts), so callers never know which mode they run in.
 */

export type Perspective = "published" | "drafts" | "raw";

export interface SanityDocumentLike {
  _id: string;
  _type: string;
  [key: string]: unknown;
}

const DRAFTS_PREFIX = "drafts.";
const VERSIONS_PREFIX = "versions.";

function isPublishedId(id: string): boolean {
  return !id.startsWith(DRAFTS_PREFIX) && !id.startsWith(VERSIONS_PREFIX);
}

/** groq-js has no perspectives: `published` drops drafts and release versions. */
export function publishedView(documents: readonly SanityDocumentLike[]): SanityDocumentLike[] {
  return documents.filter((doc) => isPublishedId(doc._id));
}

/**
 * `drafts`: published documents with each draft laid over its published
 * version. The draft keeps the published id (as the hosted API does) and the
 * original id in `_originalId`; drafts of never-published documents are included.
 */
export function draftsView(documents: readonly SanityDocumentLike[]): SanityDocumentLike[] {
  const byId = new Map<string, SanityDocumentLike>();
  for (const doc of documents) {
    if (isPublishedId(doc._id) && !byId.has(doc._id)) byId.set(doc._id, doc);
  }
  for (const doc of documents) {
    if (!doc._id.startsWith(DRAFTS_PREFIX)) continue;
    const publishedId = doc._id.slice(DRAFTS_PREFIX.length);
    byId.set(publishedId, { ...doc, _id: publishedId, _originalId: doc._id });
  }
  return [...byId.values()];
}

export function parseNdjson(text: string, source = "dataset"): SanityDocumentLike[] {
  const documents: SanityDocumentLike[] = [];
  text.split("\n").forEach((line, index) => {
    if (!line.trim()) return;
    const value: unknown = JSON.parse(line);
    if (
      typeof value !== "object" ||
      value === null ||
      typeof (value as { _id?: unknown })._id !== "string" ||
      typeof (value as { _type?: unknown })._type !== "string"
    ) {
      throw new Error(`${source}:${index + 1}: a document needs string _id and _type`);
    }
    documents.push(value as SanityDocumentLike);
  });
  return documents;
}

type QueryParams = Record<string, unknown>;

const RESULT_CACHE_LIMIT = 1000;

/**
 * An immutable snapshot of a dataset with one view per perspective and a
 * bounded result cache: content only changes when the file does, so a repeated
 * query (same text, params, perspective) is answered from memory.
 */
export class EmbeddedDataset {
  private readonly views: Record<Perspective, SanityDocumentLike[]>;
  private readonly parsed = new Map<string, ReturnType<typeof parse>>();
  private readonly results = new Map<string, unknown>();

  constructor(documents: readonly SanityDocumentLike[]) {
    this.views = {
      raw: [...documents],
      published: publishedView(documents),
      drafts: draftsView(documents),
    };
  }

  get size(): number {
    return this.views.raw.length;
  }

  async query(query: string, params: QueryParams = {}, perspective: Perspective = "published") {
    const key = `${perspective}\u0000${query}\u0000${JSON.stringify(params)}`;
    if (this.results.has(key)) {
      const cached = this.results.get(key);
      // Refresh recency so the cache behaves as an LRU.
      this.results.delete(key);
      this.results.set(key, cached);
      return cached;
    }
    let tree = this.parsed.get(query);
    if (!tree) {
      // Parsed without params: groq-js folds given params into the tree, and
      // the tree is reused for every set of params.
      tree = parse(query);
      this.parsed.set(query, tree);
    }
    const value = await evaluate(tree, { dataset: this.views[perspective], params });
    const result = await value.get();
    this.results.set(key, result);
    if (this.results.size > RESULT_CACHE_LIMIT) {
      const oldest = this.results.keys().next().value;
      if (oldest !== undefined) this.results.delete(oldest);
    }
    return result;
  }
}

/** The seed dataset kept in studio/ (importable with `sanity dataset import`). */
function seedDatasetPath(): string {
  return config.embeddedDatasetPath() ?? path.join(repoRoot(), "studio", "seed", "content.ndjson");
}

let loaded: { file: string; mtimeMs: number; dataset: EmbeddedDataset } | undefined;

/** The dataset of the seed file, reloaded only when the file changes. */
export function embeddedDataset(file = seedDatasetPath()): EmbeddedDataset {
  const { mtimeMs } = statSync(/*turbopackIgnore: true*/ file);
  if (loaded && loaded.file === file && loaded.mtimeMs === mtimeMs) return loaded.dataset;
  const dataset = new EmbeddedDataset(
    parseNdjson(readFileSync(/*turbopackIgnore: true*/ file, "utf8"), file),
  );
  loaded = { file, mtimeMs, dataset };
  return dataset;
}
