import { stegaClean } from "@web/rules/stegaClean";
import { BlockSection } from "@registry/parts/BlockSection";
import section from "@registry/parts/BlockSection.module.css";
import { loadSearchResults } from "@web/pageKinds/search/loadSearchResults";
import { SearchResults } from "./SearchResults";
import type { BlockProps } from "@registry/types";

/**
 * spec 2.3: the search results page's grid, rendered on the server for the URL's
 * search state; filters, sort and paging navigate to the new state's URL, whose
 * results the server renders too (SearchResults.tsx).
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
