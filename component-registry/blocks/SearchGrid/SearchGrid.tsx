import { stegaClean } from "@web/rules/stegaClean";
import { BlockSection } from "@registry/parts/BlockSection";
import section from "@registry/parts/BlockSection.module.css";
import { loadSearchResults } from "@web/search/loadSearchResults";
import { SearchResults } from "./SearchGrid.client";
import type { BlockProps } from "@registry/types";

/**
 * spec 2.3: the search results page's grid. The first page is rendered on
 * the server; filters, sort and paging then update in the browser (SWR),
 * with all state in the query string.
 */
export async function SearchGrid({ block, context }: BlockProps<"searchGrid">) {
  const data = await loadSearchResults(
    context.query,
    context.site.id,
    stegaClean(block.defaultCareType),
  );
  return (
    <BlockSection block="searchGrid">
      <h1 className={section.title}>{block.heading ?? "Senior living and care near you"}</h1>
      <SearchResults
        siteId={context.site.id}
        searchPath={context.site.searchPath}
        initialQuery={data.query}
        initialResponse={data.response}
        phone={context.settings?.phone ?? null}
        compareLimit={context.settings?.compareLimit ?? 4}
        contentBlocks={[block.contentBlock1 ?? null, block.contentBlock2 ?? null]}
      />
    </BlockSection>
  );
}
