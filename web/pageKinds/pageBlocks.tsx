import { draftMode } from "next/headers";
import { loadBlockData } from "@registry/blockData";
import { collectPageHeadings } from "@registry/headings";
import { PageBuilder } from "@registry/PageBuilder";
import type { BlockLoaders, HeadingContext, PageBlock } from "@registry/types";
import { studioUrl } from "@web/content/client";
import { pageFeatureFlags } from "@web/content/featureFlags";
import { loadSiteShell } from "@web/content/load";
import { NO_SEARCH_STATE, type SearchState } from "@web/rules/search/searchParams";
import type { SiteDefinition, SiteId } from "@web/site/sites";
import { appDependencies } from "@web/services/appDependencies";
import { providerInspections } from "@web/services/services";
import { loadSearchResults } from "./search/loadSearchResults";

/** What a provider, geo or awards page is rendered for: the site, the path and its search state. */
export interface PageRequest {
  siteId: SiteId;
  path: string;
  /** The URL's search, parsed once by the page route. */
  state: SearchState;
}

/**
 * What only some page kinds put in the block context: the provider, the place, the award,
 * the thank-you page's request summary.
 */
export type PageData = Pick<
  HeadingContext,
  "provider" | "geo" | "awards" | "leadSummary" | "pageType"
>;

/** The server's loads the blocks' `load`s call (component-registry/registry.ts). */
export const BLOCK_LOADERS: BlockLoaders = {
  searchResults: loadSearchResults,
  inspections: (providerId) => providerInspections(providerId, appDependencies),
};

/**
 * The block context of a page, built the same way for every page kind (CMS, provider,
 * geo, awards): the site and its shell settings, the document the blocks belong to
 * (click-to-edit in preview opens it), draft mode, the search state, the site's feature
 * flags, and the page's data. `query` holds the other keys a page reads (the thank-you
 * page's).
 */
export async function blockContextFor(
  site: SiteDefinition,
  document: HeadingContext["document"],
  state: SearchState = NO_SEARCH_STATE,
  data: PageData = {},
  query: URLSearchParams = new URLSearchParams(),
): Promise<HeadingContext> {
  const [shell, draft, featureFlags] = await Promise.all([
    loadSiteShell(site.id),
    draftMode(),
    pageFeatureFlags(site.id),
  ]);
  return {
    site,
    settings: shell.settings,
    document,
    preview: draft.isEnabled,
    studioUrl: draft.isEnabled ? studioUrl() : null,
    search: state.search,
    listingPage: state.listingPage,
    query,
    featureFlags,
    ...data,
  };
}

/**
 * A page's blocks, with the table of contents' headings collected from the blocks
 * themselves and each block's data loaded (its registry entry's `load`) before any
 * block renders.
 */
export async function PageBlocks({
  blocks,
  context,
}: {
  blocks: readonly PageBlock[];
  context: HeadingContext;
}) {
  const full = { ...context, headings: collectPageHeadings(blocks, context) };
  const data = await loadBlockData(blocks, full, BLOCK_LOADERS);
  return <PageBuilder blocks={blocks} context={full} data={data} />;
}
