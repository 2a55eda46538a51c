import { BlockSection } from "@registry/parts/BlockSection";
import section from "@registry/parts/BlockSection.module.css";
import { MissingPlace } from "@registry/parts/geo/MissingPlace";
import { geoHeading } from "@registry/parts/geo/geoHeading";
import { SearchResults } from "@registry/blocks/SearchGrid/SearchResults";
import { sectionHeadingId } from "@registry/headingIds";
import type { BlockLoad, BlockProps, HeadingContext } from "@registry/types";
import { itemListJsonLd } from "@web/rules/geo/geoJsonLd";
import { jsonLdScriptText } from "@web/rules/provider/providerJsonLd";
import { siteOrigin } from "@web/site/sites";
import { LISTING_PAGE_KEY, listingSearchOf } from "@web/rules/search/searchQuery";

/** The section's level-2 heading (table of contents); null when it shows nothing. */
export function geoListingHeading(
  block: BlockProps<"geoListing">["block"],
  context: HeadingContext,
): string | null {
  const geo = context.geo;
  if (!geo?.listing) return null;
  return geoHeading(
    block.heading,
    "{{careTypeName}} in {{#if city}}{{city}}, {{stateCode}}{{else}}{{stateName}}{{/if}}",
    geo,
    `geoListing.${geo.pageType}`,
  );
}

/**
 * The listing's first page: the URL's search on the listing's own page, under the place
 * and care type the page implies; null when the page lists no providers.
 */
export const loadGeoListing: BlockLoad<"geoListing"> = async (_block, context, loaders) => {
  const geo = context.geo;
  if (!geo?.listing) return null;
  return loaders.searchResults(listingSearchOf(context), context.site.id, {
    fixed: geo.listing,
    defaultCareType: geo.careType.slug,
    // Only the place's own providers: what the copy counts (issue 24.8).
    place: geo.state ? { city: geo.city?.name ?? null, state: geo.state.code } : null,
  });
};

/**
 * The providers of the place (issue 12): the search page's own grid (cards, the sort,
 * pagination by 20; not the filters, which belong to the search page) for the place and
 * the page's care type, rendered on the server (issue 15). "In this city" means one
 * thing on the page (issue 24.8): a provider with an address in the city, as the copy
 * counts them; the status line says so, and the city list names the neighbours. The page's URL keeps the state
 * (?listing-page=2, ?sortBy=...; spec 2.2 names the listing's page `listing-page`, and a
 * stray `?page=N` is ignored); the place itself stays implied.
 */
export function GeoListing({ block, context, data }: BlockProps<"geoListing">) {
  const geo = context.geo;
  if (!geo) return <MissingPlace context={context} title="Providers of the place" />;
  if (!geo.listing || !data) return null;
  const heading = geoListingHeading(block, context);
  const results = data.response?.results ?? [];
  return (
    <BlockSection block="geoListing" py="4">
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
        search={data.search}
        initialResponse={data.response}
        phone={context.settings?.phone ?? null}
        compareLimit={context.settings?.compareLimit ?? 4}
        inquiryLabel={context.settings?.providerInquiryButtonLabel ?? null}
        contentBlocks={[null, null]}
        fixed={geo.listing}
        controls="sort"
        pageParam={LISTING_PAGE_KEY}
        placeScope="address"
      />
    </BlockSection>
  );
}
