import { badgeShowcase } from "./badgeShowcase";
import { callToAction } from "./callToAction";
import { faqList } from "./faqList";
import { floatingCta } from "./floatingCta";
import { hero } from "./hero";
import { inquiryForm } from "./inquiryForm";
import { miniSearch } from "./miniSearch";
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
];
