/**
 * The cache tags of CMS content (issue 25.4): which content a rendered page read, so a
 * change to one document invalidates exactly the pages that show it.
 *
 * - Pages get their tags as they read content (web/content/load.ts `tagPage`, once per
 *   loader): the page document by site and path, the site's shell (settings, header,
 *   footer), its provider and geo page templates, the geo copy templates, every
 *   document the read returned (`documentTagsOf`: its own id and those it references)
 *   and `CONTENT_TAG` on every page that read any content.
 * - A published document maps to the tags of every page that shows it
 *   (`tagsOfChangedDocument`, for POST /api/revalidate, Sanity's webhook): the same names,
 *   from the document's id, type, site and path, before and after the change: its
 *   document tag reaches every page that showed it (an FAQ item through the FAQ blocks
 *   that reference it), the type's tags the pages a new document may change (a page at
 *   a path that had none, a template a site did not have).
 *
 * Pure: no Next, no I/O; tests/unit/content/cacheTags.test.ts checks the mapping.
 */

const text = (value: unknown): string | null =>
  typeof value === "string" && value.trim() ? value.trim() : null;

/** Every page that read CMS content. */
export const CONTENT_TAG = "sanity";

/** Next refuses tags longer than this (`validateTags`); longer paths are hashed. */
const MAX_TAG_LENGTH = 256;

/** A short stable digest (FNV-1a, 2 × 32 bits) for a path too long to be a tag. */
function digest(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    a = Math.imul(a ^ code, 0x01000193) >>> 0;
    b = Math.imul(b ^ code, 0x811c9dc5) >>> 0;
  }
  return a.toString(16).padStart(8, "0") + b.toString(16).padStart(8, "0");
}

export const contentTags = {
  /** A site's shell: its settings (feature flags too), header and footer. */
  site: (site: string) => `${CONTENT_TAG}:site:${site}`,
  /** The CMS page document at `path` (also read by a path with no page: a provider or geo path). */
  page: (site: string, path: string) => {
    const tag = `${CONTENT_TAG}:page:${site}:${path}`;
    return tag.length <= MAX_TAG_LENGTH ? tag : `${CONTENT_TAG}:page:${site}:#${digest(path)}`;
  },
  providerPageTemplate: (site: string) => `${CONTENT_TAG}:providerPageTemplate:${site}`,
  geoPageTemplate: (site: string) => `${CONTENT_TAG}:geoPageTemplate:${site}`,
  geoCopyTemplate: () => `${CONTENT_TAG}:geoCopyTemplate`,
  /** One document a page read, itself or through a reference (an FAQ item, a copy template). */
  document: (id: string) => `${CONTENT_TAG}:doc:${id}`,
};

/** At most this many documents are tagged per read (Next keeps 128 tags per entry). */
const MAX_DOCUMENT_TAGS = 48;

/**
 * The tags of the documents a query's result holds: every `_id` in it, the document's
 * own and those of the documents it references (its projection dereferences them).
 */
export function documentTagsOf(result: unknown): string[] {
  const ids = new Set<string>();
  const visit = (value: unknown) => {
    if (ids.size >= MAX_DOCUMENT_TAGS || value === null || typeof value !== "object") return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    const record = value as Record<string, unknown>;
    const id = text(record._id);
    if (id) ids.add(id.startsWith("drafts.") ? id.slice("drafts.".length) : id);
    for (const item of Object.values(record)) visit(item);
  };
  visit(result);
  return [...ids].map(contentTags.document);
}

/**
 * What Sanity's webhook sends for a changed document: the projection documented in the
 * README ("Publish to live"), `{_id, _type, site, path, "before": before(){site, path}}`.
 */
export interface ChangedDocument {
  _id?: unknown;
  _type?: unknown;
  site?: unknown;
  path?: unknown;
  before?: { site?: unknown; path?: unknown } | null;
}

/** A page path as pages are stored and read ("/a/b", lower case, no trailing slash). */
function pagePath(value: unknown): string | null {
  const path = text(value);
  if (!path) return null;
  const trimmed = path.toLowerCase().replace(/\/+$/, "");
  return trimmed.startsWith("/") ? trimmed || "/" : `/${trimmed}`;
}

/**
 * The tags of every page that shows the document, as it is and as it was (a page that
 * moved to another path or site changes both). A draft changes nothing visitors see: [].
 * A document without what its tags need (a site-bound type without a site) falls back
 * to every page that read content.
 */
export function tagsOfChangedDocument(document: ChangedDocument): string[] {
  const id = text(document._id);
  const type = text(document._type);
  if (!id) return [];
  if (id.startsWith("drafts.") || id.startsWith("versions.")) return [];
  // A document of no known type (a projection without it): its pages, and every page
  // that read content, since nothing says which kind of page it was on.
  if (!type) return [contentTags.document(id), CONTENT_TAG];
  const sites = [text(document.site), text(document.before?.site)];
  const knownSites = [...new Set(sites.filter((site): site is string => site !== null))];
  const tags = new Set<string>([contentTags.document(id)]);
  const perSite = (tagOf: (site: string) => string) => {
    if (knownSites.length === 0) tags.add(CONTENT_TAG);
    for (const site of knownSites) tags.add(tagOf(site));
  };
  switch (type) {
    case "page": {
      const paths = [pagePath(document.path), pagePath(document.before?.path)].filter(
        (path): path is string => path !== null,
      );
      if (knownSites.length === 0 || paths.length === 0) tags.add(CONTENT_TAG);
      for (const site of knownSites)
        for (const path of paths) tags.add(contentTags.page(site, path));
      break;
    }
    case "siteSettings":
    case "header":
    case "footer":
      perSite(contentTags.site);
      break;
    case "providerPageTemplate":
      perSite(contentTags.providerPageTemplate);
      break;
    case "geoPageTemplate":
      perSite(contentTags.geoPageTemplate);
      break;
    case "geoCopyTemplate":
      // A geo page reads its care type's newest template: a new one may replace another.
      tags.add(contentTags.geoCopyTemplate());
      break;
    default:
    // Shown only where a page references it: its document tag.
  }
  return [...tags];
}
