import { BadgeShowcase } from "./blocks/BadgeShowcase";
import { CallToAction } from "./blocks/CallToAction";
import { FaqList } from "./blocks/FaqList";
import { Hero } from "./blocks/Hero";
import { InquiryForm } from "./blocks/InquiryForm/InquiryForm";
import { MiniSearch } from "./blocks/MiniSearch";
import { RichText } from "./blocks/RichText";
import { SavedProviders } from "./blocks/SavedProviders";
import { SearchGrid } from "./blocks/SearchGrid";
import { TableOfContents } from "./blocks/TableOfContents";
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
};
