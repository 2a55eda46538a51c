import { AwardWinners } from "@registry/blocks/AwardWinners/AwardWinners";
import { Breadcrumbs } from "@registry/blocks/Breadcrumbs/Breadcrumbs";
import { CityList, cityListHeading } from "@registry/blocks/CityList/CityList";
import { CostTable, costTableHeading } from "@registry/blocks/CostTable/CostTable";
import { GeoCopy, geoCopyHeading } from "@registry/blocks/GeoCopy/GeoCopy";
import {
  GeoListing,
  geoListingHeading,
  loadGeoListing,
} from "@registry/blocks/GeoListing/GeoListing";
import { RecentReviews, recentReviewsHeading } from "@registry/blocks/RecentReviews/RecentReviews";
import { TopProviders, topProvidersHeading } from "@registry/blocks/TopProviders/TopProviders";
import { BadgeShowcase } from "@registry/blocks/BadgeShowcase/BadgeShowcase";
import { CallToAction } from "@registry/blocks/CallToAction/CallToAction";
import { FaqList, faqListHeading } from "@registry/blocks/FaqList/FaqList";
import { FloatingCta } from "@registry/blocks/FloatingCta/FloatingCta";
import { GuidedSearch } from "@registry/blocks/GuidedSearch/GuidedSearch";
import { Hero } from "@registry/blocks/Hero/Hero";
import { InquiryForm } from "@registry/blocks/InquiryForm/InquiryForm";
import { MiniSearch } from "@registry/blocks/MiniSearch/MiniSearch";
import {
  NearbyProviders,
  nearbyProvidersHeading,
} from "@registry/blocks/NearbyProviders/NearbyProviders";
import { ProviderCosts, providerCostsHeading } from "@registry/blocks/ProviderCosts/ProviderCosts";
import {
  ProviderDescription,
  providerDescriptionHeading,
} from "@registry/blocks/ProviderDescription/ProviderDescription";
import { ProviderFacts, providerFactsHeading } from "@registry/blocks/ProviderFacts/ProviderFacts";
import {
  ProviderInspections,
  loadProviderInspections,
  providerInspectionsHeading,
} from "@registry/blocks/ProviderInspections/ProviderInspections";
import { ProviderFaqs, providerFaqsHeading } from "@registry/blocks/ProviderFaqs/ProviderFaqs";
import { ProviderGallery } from "@registry/blocks/ProviderGallery/ProviderGallery";
import { ProviderHeader } from "@registry/blocks/ProviderHeader/ProviderHeader";
import {
  ProviderOffers,
  providerOffersHeading,
} from "@registry/blocks/ProviderOffers/ProviderOffers";
import {
  ProviderReviews,
  providerReviewsHeading,
} from "@registry/blocks/ProviderReviews/ProviderReviews";
import { ReviewLink } from "@registry/blocks/ReviewLink/ReviewLink";
import { RichText, richTextHeadings } from "@registry/blocks/RichText/RichText";
import { SavedProviders } from "@registry/blocks/SavedProviders/SavedProviders";
import { SearchGrid, loadSearchGrid } from "@registry/blocks/SearchGrid/SearchGrid";
import { TableOfContents } from "@registry/blocks/TableOfContents/TableOfContents";
import { ThankYou } from "@registry/blocks/ThankYou/ThankYou";
import { oneHeading as one } from "./headingIds";
import type { BlockRegistry, BlockType, BlockView } from "./types";

/**
 * Block `_type` -> its component, the level-2 headings it renders (the table of
 * contents, spec 2.3) and its data loading. Keyed by the generated block union, so
 * this object must name every block type of schemas/ with a component taking that
 * block's generated props, or tsc fails.
 *
 * `heading` uses the same function the block renders its heading with (so the text and
 * the "shows nothing" cases agree), and the block puts `sectionHeadingId(context, key)`
 * on its `<h2>`. None for the table of contents itself, and the search, saved-list,
 * guided-search and review-link blocks, whose `<h2>`s title application states (no
 * results, a form, a question) rather than page sections.
 *
 * `load` runs on the server before the page renders (web/pageKinds/pageBlocks.tsx), so
 * the component renders only; its result is the component's `data`.
 *
 * `flow` (BlockFlow): "results" for the blocks that show a page of provider cards;
 * "deferrable" for those PageBuilder may defer when they follow one.
 */
export const blockRegistry: BlockRegistry = {
  hero: { component: Hero },
  richText: { component: RichText, heading: richTextHeadings, flow: "deferrable" },
  faqList: {
    component: FaqList,
    heading: one((block) => faqListHeading(block)),
    flow: "deferrable",
  },
  tableOfContents: { component: TableOfContents },
  miniSearch: { component: MiniSearch, heading: one((block) => block.heading) },
  callToAction: { component: CallToAction, heading: one((block) => block.heading) },
  searchGrid: { component: SearchGrid, load: loadSearchGrid, flow: "results" },
  guidedSearch: { component: GuidedSearch },
  badgeShowcase: { component: BadgeShowcase, heading: one((block) => block.heading) },
  savedProviders: { component: SavedProviders },
  inquiryForm: { component: InquiryForm, heading: one((block) => block.heading) },
  thankYou: { component: ThankYou },
  floatingCta: { component: FloatingCta },
  reviewLink: { component: ReviewLink },
  providerHeader: { component: ProviderHeader },
  providerGallery: { component: ProviderGallery },
  providerOffers: { component: ProviderOffers, heading: one(providerOffersHeading) },
  providerCosts: { component: ProviderCosts, heading: one(providerCostsHeading) },
  providerDescription: { component: ProviderDescription, heading: one(providerDescriptionHeading) },
  providerFacts: { component: ProviderFacts, heading: one(providerFactsHeading) },
  providerInspections: {
    component: ProviderInspections,
    heading: one(providerInspectionsHeading),
    load: loadProviderInspections,
  },
  providerReviews: { component: ProviderReviews, heading: one(providerReviewsHeading) },
  providerFaqs: { component: ProviderFaqs, heading: one(providerFaqsHeading) },
  nearbyProviders: { component: NearbyProviders, heading: one(nearbyProvidersHeading) },
  geoCopy: { component: GeoCopy, heading: one(geoCopyHeading) },
  geoListing: {
    component: GeoListing,
    heading: one(geoListingHeading),
    load: loadGeoListing,
    flow: "results",
  },
  cityList: { component: CityList, heading: one(cityListHeading), flow: "deferrable" },
  costTable: { component: CostTable, heading: one(costTableHeading), flow: "deferrable" },
  breadcrumbs: { component: Breadcrumbs },
  topProviders: {
    component: TopProviders,
    heading: one(topProvidersHeading),
    flow: "deferrable",
  },
  recentReviews: {
    component: RecentReviews,
    heading: one(recentReviewsHeading),
    flow: "deferrable",
  },
  awardWinners: { component: AwardWinners },
};

/** The registry as the page's loops see it; the compiler checks it is the registry itself. */
export const blockViews: { [T in BlockType]: BlockView<T> } = blockRegistry;

/** Whether a block's type has an entry (old content or an undeployed schema may have none). */
export function isRegisteredType(type: string): type is BlockType {
  return Object.prototype.hasOwnProperty.call(blockRegistry, type);
}
