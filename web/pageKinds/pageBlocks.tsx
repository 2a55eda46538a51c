import { draftMode } from "next/headers";
import { collectPageHeadings } from "@registry/headings";
import { PageBuilder } from "@registry/PageBuilder";
import type { HeadingContext, PageBlock } from "@registry/types";
import { studioUrl } from "@web/content/client";
import { loadSiteShell } from "@web/content/load";
import type { SiteDefinition, SiteId } from "@web/site/sites";

/** What a provider, geo or awards page is rendered for: the site, the path and its query string. */
export interface PageRequest {
  siteId: SiteId;
  path: string;
  query: URLSearchParams;
}

/** What only some page kinds put in the block context: the provider, the place, the award. */
type PageData = Pick<HeadingContext, "provider" | "geo" | "awards">;

/**
 * The block context of a page, built the same way for every page kind (CMS, provider,
 * geo, awards): the site and its shell settings, the document the blocks belong to
 * (click-to-edit in preview opens it), draft mode, the query string, and the page's data.
 */
export async function blockContextFor(
  site: SiteDefinition,
  document: HeadingContext["document"],
  query: URLSearchParams,
  data: PageData = {},
): Promise<HeadingContext> {
  const [shell, draft] = await Promise.all([loadSiteShell(site.id), draftMode()]);
  return {
    site,
    settings: shell.settings,
    document,
    preview: draft.isEnabled,
    studioUrl: draft.isEnabled ? studioUrl() : null,
    query,
    ...data,
  };
}

/** A page's blocks, with the table of contents' headings collected from the blocks themselves. */
export function PageBlocks({
  blocks,
  context,
}: {
  blocks: readonly PageBlock[];
  context: HeadingContext;
}) {
  return (
    <PageBuilder
      blocks={blocks}
      context={{ ...context, headings: collectPageHeadings(blocks, context) }}
    />
  );
}
