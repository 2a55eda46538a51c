import type { StegaConfig } from "@sanity/client";

/**
 * Stega (issue 16): in draft mode on hosted Sanity, the client hides each text value's
 * source (document, field) in invisible characters, so the Presentation tool's overlays
 * can open the field an editor clicks. Visitors never get it (the published perspective
 * fetches without stega), and it must never reach a value the code reads rather than shows.
 *
 * Two guards: this filter keeps the client from encoding fields the code compares or
 * puts in attributes and URLs (every field with a fixed option list, links, paths, ids:
 * tests/unit/content/stega.test.ts derives the list from the schemas, so a new enum field
 * must be added here), and the blocks clean with `stegaClean` where they compare.
 */
export const NEVER_ENCODE = new Set([
  // ids, keys, paths and links
  "_id",
  "_key",
  "_ref",
  "_type",
  "site",
  "path",
  "url",
  "href",
  "canonicalPath",
  // values the code compares (fields with a fixed option list)
  "careType",
  "defaultCareType",
  "pageType",
  "layout",
  "inquiryType",
  "rollUpType",
  "outcome",
  "purpose",
  "kind",
  "listType",
  "visibility",
  "style",
  "listItem",
  "years",
  "featureFlags",
  "template",
  "type",
  "category",
]);

export const stegaFilter: NonNullable<StegaConfig["filter"]> = (props) => {
  const field = props.sourcePath.findLast((segment) => typeof segment === "string");
  if (typeof field === "string" && NEVER_ENCODE.has(field)) return false;
  return props.filterDefault(props);
};

/** The client's stega settings: off unless a request asks for it (draft mode, hosted). */
export function stegaConfig(studioUrl: string | null): StegaConfig {
  return { enabled: false, studioUrl: studioUrl ?? "/", filter: stegaFilter };
}
