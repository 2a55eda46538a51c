import { AwardWinners } from "@registry/blocks/AwardWinners/AwardWinners";
import { Breadcrumbs } from "@registry/blocks/Breadcrumbs/Breadcrumbs";
import { CityList } from "@registry/blocks/CityList/CityList";
import { CostTable } from "@registry/blocks/CostTable/CostTable";
import { GeoCopy } from "@registry/blocks/GeoCopy/GeoCopy";
import { GeoListing } from "@registry/blocks/GeoListing/GeoListing";
import { RecentReviews } from "@registry/blocks/RecentReviews/RecentReviews";
import { TopProviders } from "@registry/blocks/TopProviders/TopProviders";
import { BadgeShowcase } from "@registry/blocks/BadgeShowcase/BadgeShowcase";
import { CallToAction } from "@registry/blocks/CallToAction/CallToAction";
import { FaqList } from "@registry/blocks/FaqList/FaqList";
import { FloatingCta } from "@registry/blocks/FloatingCta/FloatingCta";
import { Hero } from "@registry/blocks/Hero/Hero";
import { InquiryForm } from "@registry/blocks/InquiryForm/InquiryForm";
import { MiniSearch } from "@registry/blocks/MiniSearch/MiniSearch";
import { NearbyProviders } from "@registry/blocks/NearbyProviders/NearbyProviders";
import { ProviderCosts } from "@registry/blocks/ProviderCosts/ProviderCosts";
import { ProviderDescription } from "@registry/blocks/ProviderDescription/ProviderDescription";
import { ProviderFaqs } from "@registry/blocks/ProviderFaqs/ProviderFaqs";
import { ProviderGallery } from "@registry/blocks/ProviderGallery/ProviderGallery";
import { ProviderHeader } from "@registry/blocks/ProviderHeader/ProviderHeader";
import { ProviderOffers } from "@registry/blocks/ProviderOffers/ProviderOffers";
import { ProviderReviews } from "@registry/blocks/ProviderReviews/ProviderReviews";
import { ReviewLink } from "@registry/blocks/ReviewLink/ReviewLink";
import { RichText } from "@registry/blocks/RichText/RichText";
import { SavedProviders } from "@registry/blocks/SavedProviders/SavedProviders";
import { SearchGrid } from "@registry/blocks/SearchGrid/SearchGrid";
import { TableOfContents } from "@registry/blocks/TableOfContents/TableOfContents";
import { ThankYou } from "@registry/blocks/ThankYou/ThankYou";
import type { BlockRegistry } from "./types";

/**
 * Block `_type` -> component. Keyed by the generated block union, so this
 * object must name every block type of schemas/ with a component taking that
 * block's generated props, or tsc fails.
 */
export const blockRegistry: BlockRegistry = {
  hero: Hero,
  richText: RichText,
  faqList: FaqList,
  tableOfContents: TableOfContents,
  miniSearch: MiniSearch,
  callToAction: CallToAction,
  searchGrid: SearchGrid,
  badgeShowcase: BadgeShowcase,
  savedProviders: SavedProviders,
  inquiryForm: InquiryForm,
  thankYou: ThankYou,
  floatingCta: FloatingCta,
  reviewLink: ReviewLink,
  providerHeader: ProviderHeader,
  providerGallery: ProviderGallery,
  providerOffers: ProviderOffers,
  providerCosts: ProviderCosts,
  providerDescription: ProviderDescription,
  providerReviews: ProviderReviews,
  providerFaqs: ProviderFaqs,
  nearbyProviders: NearbyProviders,
  geoCopy: GeoCopy,
  geoListing: GeoListing,
  cityList: CityList,
  costTable: CostTable,
  breadcrumbs: Breadcrumbs,
  topProviders: TopProviders,
  recentReviews: RecentReviews,
  awardWinners: AwardWinners,
};
