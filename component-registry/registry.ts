import { BadgeShowcase } from "@registry/blocks/BadgeShowcase/BadgeShowcase";
import { CallToAction } from "@registry/blocks/CallToAction/CallToAction";
import { FaqList } from "@registry/blocks/FaqList/FaqList";
import { FloatingCta } from "@registry/blocks/FloatingCta/FloatingCta";
import { Hero } from "@registry/blocks/Hero/Hero";
import { InquiryForm } from "@registry/blocks/InquiryForm/InquiryForm";
import { MiniSearch } from "@registry/blocks/MiniSearch/MiniSearch";
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
};
