import { awardWinners as awardWinnersType } from "./awardWinners";
import { badgeShowcase as badgeShowcaseType } from "./badgeShowcase";
import { callToAction as callToActionType } from "./callToAction";
import { faqList as faqListType } from "./faqList";
import {
  breadcrumbs as breadcrumbsType,
  cityList as cityListType,
  costTable as costTableType,
  geoCopy as geoCopyType,
  geoListing as geoListingType,
  recentReviews as recentReviewsType,
  topProviders as topProvidersType,
} from "./geoBlocks";
import { floatingCta as floatingCtaType } from "./floatingCta";
import { hero as heroType } from "./hero";
import { inquiryForm as inquiryFormType } from "./inquiryForm";
import { miniSearch as miniSearchType } from "./miniSearch";
import { nearbyProviders as nearbyProvidersType } from "./nearbyProviders";
import { providerCosts as providerCostsType } from "./providerCosts";
import { providerDescription as providerDescriptionType } from "./providerDescription";
import { providerFaqs as providerFaqsType } from "./providerFaqs";
import { providerGallery as providerGalleryType } from "./providerGallery";
import { providerHeader as providerHeaderType } from "./providerHeader";
import { providerOffers as providerOffersType } from "./providerOffers";
import { providerReviews as providerReviewsType } from "./providerReviews";
import { reviewLink as reviewLinkType } from "./reviewLink";
import { richText as richTextType } from "./richText";
import { savedProviders as savedProvidersType } from "./savedProviders";
import { searchGrid as searchGridType } from "./searchGrid";
import { tableOfContents as tableOfContentsType } from "./tableOfContents";
import { thankYou as thankYouType } from "./thankYou";
import { blockInsertMenu, forEditors } from "./picker";
import { blocksRenderNothing } from "./requirements";

const awardWinners = forEditors(awardWinnersType);
const badgeShowcase = forEditors(badgeShowcaseType);
const callToAction = forEditors(callToActionType);
const faqList = forEditors(faqListType);
const breadcrumbs = forEditors(breadcrumbsType);
const cityList = forEditors(cityListType);
const costTable = forEditors(costTableType);
const geoCopy = forEditors(geoCopyType);
const geoListing = forEditors(geoListingType);
const recentReviews = forEditors(recentReviewsType);
const topProviders = forEditors(topProvidersType);
const floatingCta = forEditors(floatingCtaType);
const hero = forEditors(heroType);
const inquiryForm = forEditors(inquiryFormType);
const miniSearch = forEditors(miniSearchType);
const nearbyProviders = forEditors(nearbyProvidersType);
const providerCosts = forEditors(providerCostsType);
const providerDescription = forEditors(providerDescriptionType);
const providerFaqs = forEditors(providerFaqsType);
const providerGallery = forEditors(providerGalleryType);
const providerHeader = forEditors(providerHeaderType);
const providerOffers = forEditors(providerOffersType);
const providerReviews = forEditors(providerReviewsType);
const reviewLink = forEditors(reviewLinkType);
const richText = forEditors(richTextType);
const savedProviders = forEditors(savedProvidersType);
const searchGrid = forEditors(searchGridType);
const tableOfContents = forEditors(tableOfContentsType);
const thankYou = forEditors(thankYouType);

/**
 * Every block a page can hold. Adding a block: create its schema file here, wrap it
 * in `forEditors` above and add it to this list, give it an icon and a group in
 * picker.ts, then add its component to component-registry/registry.ts (tsc fails
 * until you do both).
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

export { blockInsertMenu };

const everyBlock = [...new Set([...pageBlocks, ...providerBlocks, ...geoBlocks, ...awardBlocks])];
const titles = {
  block: Object.fromEntries(everyBlock.map((block) => [block.name, block.title ?? block.name])),
  fields: Object.fromEntries(
    everyBlock.map((block) => [
      block.name,
      Object.fromEntries(
        (block.fields as { name: string; title?: string }[]).map((field) => [
          field.name,
          field.title ?? field.name,
        ]),
      ),
    ]),
  ),
};

/**
 * The document-level rule of the page-builder documents: no block that would render
 * nothing (requirements.ts), each reported on its block with the fields to fill in.
 */
export function blocksRenderSomething(document: Record<string, unknown> | undefined) {
  const blocks = Array.isArray(document?.blocks) ? document.blocks : [];
  const problems = blocksRenderNothing(blocks, titles);
  return problems.length > 0 ? problems : true;
}
