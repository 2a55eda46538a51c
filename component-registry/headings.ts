import { cityListHeading } from "@registry/blocks/CityList/CityList";
import { costTableHeading } from "@registry/blocks/CostTable/CostTable";
import { faqListHeading } from "@registry/blocks/FaqList/FaqList";
import { geoCopyHeading } from "@registry/blocks/GeoCopy/GeoCopy";
import { geoListingHeading } from "@registry/blocks/GeoListing/GeoListing";
import { nearbyProvidersHeading } from "@registry/blocks/NearbyProviders/NearbyProviders";
import { providerCostsHeading } from "@registry/blocks/ProviderCosts/ProviderCosts";
import { providerDescriptionHeading } from "@registry/blocks/ProviderDescription/ProviderDescription";
import { providerFaqsHeading } from "@registry/blocks/ProviderFaqs/ProviderFaqs";
import { providerOffersHeading } from "@registry/blocks/ProviderOffers/ProviderOffers";
import { providerReviewsHeading } from "@registry/blocks/ProviderReviews/ProviderReviews";
import { recentReviewsHeading } from "@registry/blocks/RecentReviews/RecentReviews";
import { topProvidersHeading } from "@registry/blocks/TopProviders/TopProviders";
import { stegaClean } from "@web/rules/stegaClean";
import { toSlug } from "@web/rules/slug";
import type { BlockMap, BlockType, HeadingContext, PageBlock, PageHeading } from "./types";

/** The level-2 headings one block renders: `key` is the block's `_key` or a rich-text heading's. */
type HeadingSource = { key: string; text: string | null | undefined };

type HeadingsOf<T extends BlockType> = (
  block: BlockMap[T],
  context: HeadingContext,
) => readonly HeadingSource[];

/** A block with one section heading: its text (or null when the block shows none). */
const one =
  <T extends BlockType>(
    text: (block: BlockMap[T], context: HeadingContext) => string | null | undefined,
  ): HeadingsOf<T> =>
  (block, context) => [{ key: block._key, text: text(block, context) }];

/**
 * spec 2.3: "A table of contents is built from level-2 headings of page components".
 * Every block type that renders a section's `<h2>` declares it here, with the same
 * function the block renders its heading with (so the text and the "shows nothing"
 * cases agree), and puts `sectionHeadingId(context, key)` on it. Not listed: the
 * table of contents itself, and the search, saved-list and review-link blocks, whose
 * `<h2>`s title application states (no results, a form) rather than page sections.
 */
const blockHeadings: { [T in BlockType]?: HeadingsOf<T> } = {
  richText: (block) =>
    (block.body ?? [])
      .filter((textBlock) => textBlock.style === "h2")
      .map((textBlock) => ({
        key: textBlock._key,
        text: (textBlock.children ?? []).map((child) => child.text ?? "").join(""),
      })),
  badgeShowcase: one((block) => block.heading),
  callToAction: one((block) => block.heading),
  miniSearch: one((block) => block.heading),
  inquiryForm: one((block) => block.heading),
  faqList: one((block) => faqListHeading(block)),
  providerCosts: one(providerCostsHeading),
  providerDescription: one(providerDescriptionHeading),
  providerOffers: one(providerOffersHeading),
  providerReviews: one(providerReviewsHeading),
  providerFaqs: one(providerFaqsHeading),
  nearbyProviders: one(nearbyProvidersHeading),
  geoCopy: one(geoCopyHeading),
  geoListing: one(geoListingHeading),
  cityList: one(cityListHeading),
  costTable: one(costTableHeading),
  topProviders: one(topProvidersHeading),
  recentReviews: one(recentReviewsHeading),
};

/** A URL-fragment id for a heading's text ("Costs & fees" -> "costs-and-fees"). */
function headingSlug(text: string): string {
  return toSlug(stegaClean(text)) || "section";
}

function headingsOfBlock(block: PageBlock, context: HeadingContext): readonly HeadingSource[] {
  const declared = blockHeadings[block._type] as HeadingsOf<typeof block._type> | undefined;
  return declared ? declared(block as never, context) : [];
}

/**
 * The level-2 headings of the page's blocks, in order, as the blocks will render them
 * for this context. Ids are unique within the page (a repeated heading gets "-2", "-3").
 */
export function collectPageHeadings(
  blocks: readonly PageBlock[],
  context: HeadingContext,
): PageHeading[] {
  const headings: PageHeading[] = [];
  const used = new Map<string, number>();
  for (const block of blocks) {
    for (const source of headingsOfBlock(block, context)) {
      const text = source.text?.trim();
      if (!text) continue;
      const base = headingSlug(text);
      const count = (used.get(base) ?? 0) + 1;
      used.set(base, count);
      headings.push({ key: source.key, id: count === 1 ? base : `${base}-${count}`, text });
    }
  }
  return headings;
}
