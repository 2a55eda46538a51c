import { DEFAULT_CARE_TYPE } from "@web/rules/careTypes";
import { searchHeading } from "@web/rules/search/searchHeading";
import type { SearchParams } from "@web/rules/search/searchParams";
import { pageSearchOf } from "@web/rules/search/searchRequest";
import { stegaClean } from "@web/rules/stegaClean";
import { BlockSection } from "@registry/parts/BlockSection";
import section from "@registry/parts/BlockSection.module.css";
import { SearchResults } from "./SearchResults";
import type { BlockLoad, BlockMap, BlockProps } from "@registry/types";

/** The care type of a search that names none. */
const defaultCareTypeOf = (block: BlockMap["searchGrid"]) =>
  stegaClean(block.defaultCareType) ?? DEFAULT_CARE_TYPE;

/** The first page of results for the URL's search, the block's care type by default. */
export const loadSearchGrid: BlockLoad<"searchGrid"> = (block, context, loaders) =>
  loaders.searchResults(context.search, context.site.id, {
    defaultCareType: defaultCareTypeOf(block),
  });

/**
 * The grid's heading for the URL's search (searchHeading.ts): its h1, and the page's
 * title, so a tab or a bookmark says which search it holds (web/pageKinds/cms/cmsPage.tsx).
 */
export function searchGridHeading(block: BlockMap["searchGrid"], search: SearchParams): string {
  return searchHeading(
    pageSearchOf(search, { defaultCareType: defaultCareTypeOf(block) }),
    block.heading ?? "Senior living and care near you",
  );
}

/**
 * spec 2.3: the search results page's grid under a heading that names the search
 * (searchHeading.ts), rendered on the server for the URL's search state (loaded by
 * loadSearchGrid before the page renders); filters, sort and paging navigate to the new
 * state's URL, whose results the server renders too (SearchResults.tsx).
 */
export function SearchGrid({ block, context, data }: BlockProps<"searchGrid">) {
  return (
    <BlockSection block="searchGrid">
      <h1 className={section.title}>{searchGridHeading(block, data.search)}</h1>
      <SearchResults
        siteId={context.site.id}
        searchPath={context.site.searchPath}
        search={data.search}
        initialResponse={data.response}
        phone={context.settings?.phone ?? null}
        compareLimit={context.settings?.compareLimit ?? 4}
        inquiryLabel={context.settings?.providerInquiryButtonLabel ?? null}
        contentBlocks={[block.contentBlock1 ?? null, block.contentBlock2 ?? null]}
      />
    </BlockSection>
  );
}
