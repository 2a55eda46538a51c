import { BlockSection } from "@registry/parts/BlockSection";
import section from "@registry/parts/BlockSection.module.css";
import { MissingPlace } from "@registry/parts/geo/MissingPlace";
import { geoHeading } from "@registry/parts/geo/geoHeading";
import { SearchResults } from "@registry/blocks/SearchGrid/SearchResults";
import { sectionHeadingId } from "@registry/headingIds";
import type { BlockProps, HeadingContext } from "@registry/types";
import { itemListJsonLd } from "@web/rules/geo/geoJsonLd";
import { jsonLdScriptText } from "@web/rules/provider/providerJsonLd";
import { siteOrigin } from "@web/site/sites";
import { loadSearchResults } from "@web/pageKinds/search/loadSearchResults";
import { LISTING_PAGE_KEY, listingSearchQuery } from "@web/rules/search/searchQuery";

/** The section's level-2 heading (table of contents); null when it shows nothing. */
export function geoListingHeading(
  block: BlockProps<"geoListing">["block"],
  context: HeadingContext,
): string | null {
  const geo = context.geo;
  if (!geo?.listingQuery) return null;
  return geoHeading(
    block.heading,
    "{{careTypeName}} in {{#if city}}{{city}}, {{stateCode}}{{else}}{{stateName}}{{/if}}",
    geo,
    `geoListing.${geo.pageType}`,
  );
}

/**
 * The providers of the place (issue 12): the search page's own grid (cards, the sort,
 * pagination by 20; not the filters, which belong to the search page) for the place's
 * keyword and the page's care type, rendered on the server (issue 15); its nearby ring
 * fills in when the place has few. The page's URL keeps the state
 * (?listing-page=2, ?sortBy=...; spec 2.2 names the listing's page `listing-page`, and a
 * stray `?page=N` is ignored); the place itself stays implied.
 */
export async function GeoListing({ block, context }: BlockProps<"geoListing">) {
  const geo = context.geo;
  if (!geo) return <MissingPlace context={context} title="Providers of the place" />;
  if (!geo.listingQuery) return null;
  const urlQuery = listingSearchQuery(new URLSearchParams(context.query));
  new URLSearchParams(geo.listingQuery).forEach((value, key) => {
    if (!urlQuery.has(key)) urlQuery.set(key, value);
  });
  const data = await loadSearchResults(urlQuery, context.site.id, geo.careType.slug);
  const heading = geoListingHeading(block, context);
  const results = data.response?.results ?? [];
  return (
    <BlockSection block="geoListing">
      {results.length > 0 ? (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{
            __html: jsonLdScriptText(itemListJsonLd(results, siteOrigin(context.site.id))),
          }}
        />
      ) : null}
      <h2 id={sectionHeadingId(context, block._key)} className={section.heading}>
        {heading}
      </h2>
      <SearchResults
        siteId={context.site.id}
        searchPath={geo.path}
        initialQuery={data.query}
        initialResponse={data.response}
        phone={context.settings?.phone ?? null}
        compareLimit={context.settings?.compareLimit ?? 4}
        contentBlocks={[null, null]}
        fixedQuery={geo.listingQuery}
        controls="sort"
        pageParam={LISTING_PAGE_KEY}
      />
    </BlockSection>
  );
}
