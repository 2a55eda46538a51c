import { defineArrayMember } from "sanity";
import type { GeoPageTemplate, Page, ProviderPageTemplate } from "../sanity.types";
import { awardWinners } from "./awardWinners";
import { badgeShowcase } from "./badgeShowcase";
import { breadcrumbs } from "./breadcrumbs";
import { callToAction } from "./callToAction";
import { cityList } from "./cityList";
import { costTable } from "./costTable";
import { faqList } from "./faqList";
import { floatingCta } from "./floatingCta";
import { geoCopy } from "./geoCopy";
import { geoListing } from "./geoListing";
import { guidedSearch } from "./guidedSearch";
import { hero } from "./hero";
import { inquiryForm } from "./inquiryForm";
import { miniSearch } from "./miniSearch";
import { nearbyProviders } from "./nearbyProviders";
import { providerCosts } from "./providerCosts";
import { providerDescription } from "./providerDescription";
import { providerFacts } from "./providerFacts";
import { providerFaqs } from "./providerFaqs";
import { providerInspections } from "./providerInspections";
import { providerGallery } from "./providerGallery";
import { providerHeader } from "./providerHeader";
import { providerOffers } from "./providerOffers";
import { providerReviews } from "./providerReviews";
import { recentReviews } from "./recentReviews";
import { reviewLink } from "./reviewLink";
import { richText } from "./richText";
import { savedProviders } from "./savedProviders";
import { searchGrid } from "./searchGrid";
import { tableOfContents } from "./tableOfContents";
import { thankYou } from "./thankYou";
import { topProviders } from "./topProviders";
import {
  BLOCK_GROUPS,
  type Block,
  type BlockGroup,
  type BlockPlacement,
  isFilledIn,
  type Requirement,
} from "./defineBlock";

export {
  BLOCK_GROUPS,
  requiredFieldMessage,
  type BlockGroup,
  type Requirement,
} from "./defineBlock";

/**
 * Every block type, in the insert menu's order (by group). Adding a block: its schema
 * file with `defineBlock` (schemas/blocks/<name>.ts) and one line here; see "Adding a
 * block" in docs/architecture.md. Every table below is derived from this list.
 */
export const BLOCKS = [
  hero,
  richText,
  faqList,
  tableOfContents,
  miniSearch,
  searchGrid,
  guidedSearch,
  badgeShowcase,
  savedProviders,
  callToAction,
  inquiryForm,
  thankYou,
  floatingCta,
  reviewLink,
  providerHeader,
  providerGallery,
  providerOffers,
  providerCosts,
  providerDescription,
  providerFacts,
  providerInspections,
  providerReviews,
  providerFaqs,
  nearbyProviders,
  geoCopy,
  geoListing,
  cityList,
  costTable,
  breadcrumbs,
  topProviders,
  recentReviews,
  awardWinners,
] as const;

/** A block type of the page-builder documents, as TypeGen generates them. */
export type BlockName = NonNullable<
  Page["blocks"] | ProviderPageTemplate["blocks"] | GeoPageTemplate["blocks"]
>[number]["_type"];

// The list and the generated types name the same block types (else run `npm run typegen`).
type DefinedName = (typeof BLOCKS)[number]["name"];
const sameBlockTypes: [DefinedName, BlockName] extends [BlockName, DefinedName] ? true : never =
  true;
void sameBlockTypes;

const blocks: readonly Block[] = BLOCKS;

/** The object types of every block, for the schema. */
export const blockTypes = BLOCKS.map((block) => block.schema);

/** The block picker of the Studio (issue 16): every block type's icon and its group. */
export const BLOCK_PICKER = Object.fromEntries(
  blocks.map(({ name, group, icon }) => [name, { group, icon }]),
) as Record<BlockName, Pick<Block, "group" | "icon">>;

/** What each block type needs before it shows anything (issue 16). */
export const BLOCK_REQUIREMENTS = Object.fromEntries(
  blocks.map(({ name, requirements }) => [name, requirements]),
) as Record<BlockName, readonly Requirement[]>;

/** The blocks a page-builder document may hold. */
export function blocksOn(document: BlockPlacement): readonly Block[] {
  return blocks.filter((block) => block.on.includes(document));
}

/**
 * The members and the insert menu of a document's blocks array (issue 16): the
 * picker's groups that hold a block of the document, a search box, and a grid view
 * with the icons.
 */
export function blocksArray(document: BlockPlacement) {
  const allowed = blocksOn(document);
  const groups = (Object.keys(BLOCK_GROUPS) as BlockGroup[])
    .map((group) => ({
      name: group,
      title: BLOCK_GROUPS[group],
      of: allowed.filter((block) => block.group === group).map((block) => block.name),
    }))
    .filter((group) => group.of.length > 0);
  return {
    of: allowed.map((block) => defineArrayMember({ type: block.name })),
    options: {
      insertMenu: {
        filter: true,
        showIcons: true,
        groups,
        views: [{ name: "list" as const }, { name: "grid" as const }],
      },
    },
  };
}

interface BlockValue {
  _type?: unknown;
  _key?: unknown;
  [field: string]: unknown;
}

export interface BlockProblem {
  message: string;
  path: (string | { _key: string })[];
}

const titles = {
  block: Object.fromEntries(blocks.map(({ name, schema }) => [name, schema.title ?? name])),
  fields: Object.fromEntries(
    blocks.map(({ name, schema }) => [
      name,
      Object.fromEntries(
        (schema.fields as { name: string; title?: string }[]).map((field) => [
          field.name,
          field.title ?? field.name,
        ]),
      ),
    ]),
  ),
};

/**
 * The document-level rule of the page-builder documents: no block that would render
 * nothing (its `required` fields empty), each reported on its block with the fields to
 * fill in.
 */
export function blocksRenderSomething(document: Record<string, unknown> | undefined) {
  const values: BlockValue[] = Array.isArray(document?.blocks) ? document.blocks : [];
  const problems: BlockProblem[] = [];
  values.forEach((block, index) => {
    const type = typeof block._type === "string" ? block._type : "";
    const requirements = BLOCK_REQUIREMENTS[type as BlockName];
    if (!requirements) return;
    const missing = requirements.filter((requirement) => !isFilledIn(block[requirement.field]));
    if (missing.length === 0) return;
    const blockTitle = titles.block[type] ?? type;
    const fieldList = missing
      .map((requirement) => titles.fields[type]?.[requirement.field] ?? requirement.field)
      .join(", ");
    const key = typeof block._key === "string" ? block._key : undefined;
    problems.push({
      message: `Block ${index + 1} (${blockTitle}) would render nothing: fill in ${fieldList}, or remove the block.`,
      path: key ? ["blocks", { _key: key }] : ["blocks"],
    });
  });
  return problems.length > 0 ? problems : true;
}
