import { awardWinners } from "./awardWinners";
import { badgeShowcase } from "./badgeShowcase";
import { callToAction } from "./callToAction";
import { faqList } from "./faqList";
import {
  breadcrumbs,
  cityList,
  costTable,
  geoCopy,
  geoListing,
  recentReviews,
  topProviders,
} from "./geoBlocks";
import { floatingCta } from "./floatingCta";
import { hero } from "./hero";
import { inquiryForm } from "./inquiryForm";
import { miniSearch } from "./miniSearch";
import { nearbyProviders } from "./nearbyProviders";
import { providerCosts } from "./providerCosts";
import { providerDescription } from "./providerDescription";
import { providerFaqs } from "./providerFaqs";
import { providerGallery } from "./providerGallery";
import { providerHeader } from "./providerHeader";
import { providerOffers } from "./providerOffers";
import { providerReviews } from "./providerReviews";
import { reviewLink } from "./reviewLink";
import { richText } from "./richText";
import { savedProviders } from "./savedProviders";
import { searchGrid } from "./searchGrid";
import { tableOfContents } from "./tableOfContents";
import { thankYou } from "./thankYou";

/**
 * Every block a page can hold. Adding a block: create its schema file here and
 * add it to this list, then add its component to component-registry/registry.ts
 * (tsc fails until you do).
 */
export const pageBlocks = [
  hero,
  richText,
  faqList,
  tableOfContents,
  miniSearch,
  callToAction,
  searchGrid,
  badgeShowcase,
  savedProviders,
  inquiryForm,
  thankYou,
  floatingCta,
  reviewLink,
];

/**
 * The blocks that show one provider (spec 2.3 "Provider page"). They read the
 * provider from the block context, so only provider page templates hold them.
 */
export const providerBlocks = [
  providerHeader,
  providerGallery,
  providerOffers,
  providerCosts,
  providerDescription,
  providerReviews,
  providerFaqs,
  nearbyProviders,
];

/** What a provider page template may hold: the provider blocks and the ordinary ones that fit. */
export const providerTemplateBlocks = [
  ...providerBlocks,
  richText,
  callToAction,
  inquiryForm,
  faqList,
  tableOfContents,
  miniSearch,
  badgeShowcase,
];

/** The blocks that show a place (issue 12); they read it from the block context. */
export const geoBlocks = [
  geoCopy,
  geoListing,
  cityList,
  costTable,
  breadcrumbs,
  topProviders,
  recentReviews,
];

/** The blocks of the awards pages (spec 2.1 /bestseniorliving); they read the award from the block context. */
export const awardBlocks = [awardWinners];

/** What a geo page template may hold: the geo blocks and the ordinary ones that fit. */
export const geoTemplateBlocks = [
  ...geoBlocks,
  // The awards pages' template (pageType "awards") is a geo page template too.
  ...awardBlocks,
  hero,
  richText,
  faqList,
  callToAction,
  miniSearch,
  inquiryForm,
  tableOfContents,
];
