import "server-only";
import type {
  PAGE_BY_PATH_QUERY_RESULT,
  QA_DOCUMENT_QUERY_RESULT,
  QA_DRAFTED_DOCUMENTS_QUERY_RESULT,
} from "@schemas/sanity.types";
import { fetchContentAs } from "@web/content/load";
import {
  PAGE_BY_PATH_QUERY,
  QA_DOCUMENT_QUERY,
  QA_DRAFTED_DOCUMENTS_QUERY,
} from "@web/content/queries";
import { describeError, log } from "@web/lib/log";
import type { SiteId } from "@web/site/sites";
import { canonicalJson, diffBlocks, type BlocksDiff, type DiffableBlock } from "./blockDiff";

/**
 * The published and the draft version of one CMS document, compared (issue 16):
 * read through the one content client in both perspectives, so it works on the
 * embedded dataset and on a hosted Sanity project alike.
 */

type Version = Record<string, unknown> & { _id: string; _type: string; blocks?: unknown };

export interface DocumentDiff {
  id: string;
  type: string;
  title: string | null;
  /** The page's path (pages only). */
  path: string | null;
  published: Version | null;
  draft: Version | null;
  blocks: BlocksDiff;
  /** Top-level fields besides the blocks whose value differs (title, seo, template...). */
  fields: string[];
  same: boolean;
}

/** A document's version without what Sanity changes on every save. */
function contentFields(version: Version | null): Record<string, unknown> {
  if (!version) return {};
  return Object.fromEntries(
    Object.entries(version).filter(([key]) => !key.startsWith("_") && key !== "blocks"),
  );
}

/**
 * A geo copy template has no blocks: its text is compared as one block, so the
 * word-level highlighting works for it too.
 */
function blocksOf(version: Version | null): DiffableBlock[] {
  if (!version) return [];
  if (Array.isArray(version.blocks)) return version.blocks as DiffableBlock[];
  if (version._type === "geoCopyTemplate" && typeof version.template === "string") {
    return [{ _type: "geoCopyTemplate", _key: "template", template: version.template }];
  }
  return [];
}

export function compareVersions(published: Version | null, draft: Version | null): DocumentDiff {
  const either = (draft ?? published)!;
  const blocks = diffBlocks(blocksOf(published), blocksOf(draft));
  const before = contentFields(published);
  const after = contentFields(draft);
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])]
    // A geo copy template's text is compared as its one block.
    .filter((key) => !(either._type === "geoCopyTemplate" && key === "template"))
    .filter((key) => canonicalJson(before[key]) !== canonicalJson(after[key]))
    .sort();
  return {
    id: either._id,
    type: either._type,
    title: typeof either.title === "string" ? either.title : null,
    path: typeof either.path === "string" ? either.path : null,
    published,
    draft,
    blocks,
    fields,
    same: blocks.same && fields.length === 0 && (published === null) === (draft === null),
  };
}

/** A page of a site by path, published and draft; null when neither exists. */
export async function diffPage(site: SiteId, path: string): Promise<DocumentDiff | null> {
  const [published, draft] = await Promise.all(
    (["published", "drafts"] as const).map((perspective) =>
      fetchContentAs<PAGE_BY_PATH_QUERY_RESULT>(PAGE_BY_PATH_QUERY, { site, path }, perspective),
    ),
  );
  if (!published && !draft) return null;
  return compareVersions(published as Version | null, draft as Version | null);
}

/** Any document (a template) by id, published and draft; null when neither exists. */
export async function diffDocument(id: string): Promise<DocumentDiff | null> {
  const publishedId = id.startsWith("drafts.") ? id.slice("drafts.".length) : id;
  const [published, draft] = await Promise.all(
    (["published", "drafts"] as const).map((perspective) =>
      fetchContentAs<QA_DOCUMENT_QUERY_RESULT>(QA_DOCUMENT_QUERY, { id: publishedId }, perspective),
    ),
  );
  if (!published && !draft) return null;
  return compareVersions(published as Version | null, draft as Version | null);
}

export type DraftedDocument = QA_DRAFTED_DOCUMENTS_QUERY_RESULT[number] & { diff: DocumentDiff };

/**
 * Every page and template of the site whose draft differs from its published version;
 * null when the drafts cannot be listed (a hosted project read without a token).
 */
export async function changedDocuments(site: SiteId): Promise<DraftedDocument[] | null> {
  let drafted: QA_DRAFTED_DOCUMENTS_QUERY_RESULT;
  try {
    drafted = await fetchContentAs<QA_DRAFTED_DOCUMENTS_QUERY_RESULT>(
      QA_DRAFTED_DOCUMENTS_QUERY,
      { site },
      "raw",
    );
  } catch (error) {
    log.warn("qa-drafts-unavailable", { site, ...describeError(error) });
    return null;
  }
  const compared = await Promise.all(
    drafted.map(async (doc) => {
      const diff = await diffDocument(doc._id);
      return diff ? { ...doc, _id: diff.id, diff } : null;
    }),
  );
  return compared.filter((doc): doc is DraftedDocument => doc !== null && !doc.diff.same);
}
