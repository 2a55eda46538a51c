import type { BlockName } from "./picker";

/**
 * What each block type needs before it shows anything (issue 16, "validation that says
 * why"). Keyed by the generated block union, so a new block type without an entry fails
 * tsc. Each required field gets a validation message naming the field and the fix
 * (`requiredFieldMessage`), and the page-builder documents refuse to publish while a block
 * misses one (`blocksRenderSomething`). An empty list is a decision, not an omission: the
 * block renders from the page's context (the provider, the place, the search) and has
 * nothing an editor must fill in.
 */
export interface Requirement {
  /** The field's name in the block. */
  field: string;
  /** What to do about it, after "<Field title> is required: ". */
  fix: string;
}

export const BLOCK_REQUIREMENTS: Record<BlockName, readonly Requirement[]> = {
  hero: [{ field: "heading", fix: "write the heading visitors see first" }],
  richText: [{ field: "body", fix: "write the text of this section, or remove the block" }],
  faqList: [{ field: "items", fix: "pick at least one FAQ item, or remove the block" }],
  tableOfContents: [{ field: "heading", fix: 'write a heading such as "On this page"' }],
  miniSearch: [{ field: "buttonLabel", fix: 'write the button\'s text, e.g. "Search"' }],
  callToAction: [
    { field: "heading", fix: "write the line that invites the visitor to act" },
    { field: "buttonLabel", fix: 'write the button\'s text, e.g. "Get pricing"' },
    { field: "link", fix: "choose where the button goes" },
  ],
  searchGrid: [],
  badgeShowcase: [
    { field: "heading", fix: "write the heading above the badges" },
    { field: "badges", fix: "add at least one badge, or remove the block" },
  ],
  savedProviders: [
    { field: "heading", fix: "write the heading of the saved list" },
    { field: "emptyTitle", fix: "write what visitors with nothing saved see" },
    { field: "browseLinkLabel", fix: 'write the link\'s text, e.g. "Browse communities"' },
  ],
  inquiryForm: [
    { field: "layout", fix: "choose how the form is laid out" },
    { field: "ctaText", fix: 'write the submit button\'s text, e.g. "Get pricing"' },
    { field: "inquiryType", fix: "choose what kind of inquiry the form sends" },
    { field: "outcome", fix: "choose what happens after the visitor submits" },
  ],
  thankYou: [{ field: "message", fix: "write what visitors read after their inquiry" }],
  floatingCta: [
    { field: "message", fix: "write the short line shown in the bar" },
    { field: "ctaText", fix: 'write the button\'s text, e.g. "Call now"' },
  ],
  reviewLink: [{ field: "purpose", fix: "choose which review link this page answers" }],
  providerHeader: [],
  providerGallery: [],
  providerOffers: [],
  providerCosts: [],
  providerDescription: [],
  providerReviews: [],
  providerFaqs: [],
  nearbyProviders: [{ field: "count", fix: "choose how many nearby providers to show (1-12)" }],
  geoCopy: [],
  geoListing: [],
  cityList: [],
  costTable: [],
  breadcrumbs: [],
  topProviders: [],
  recentReviews: [{ field: "count", fix: "choose how many reviews to show (1-10)" }],
  // The winners come from the directory for the page's award, year and state.
  awardWinners: [],
};

export function requiredFieldMessage(fieldTitle: string, fix: string): string {
  return `${fieldTitle} is required: ${fix}.`;
}

/** Empty strings, empty arrays and Portable Text without text count as missing. */
export function isFilledIn(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === "string") return value.trim() !== "";
  if (Array.isArray(value)) return value.length > 0;
  return true;
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

type FieldTitles = Record<string, Record<string, string>>;

/**
 * The blocks of a document that would render nothing, with the field to fill in: the
 * document-level check that stops a page from being published with an empty block.
 */
export function blocksRenderNothing(
  blocks: readonly BlockValue[] | undefined,
  titles: { block: Record<string, string>; fields: FieldTitles },
): BlockProblem[] {
  const problems: BlockProblem[] = [];
  (blocks ?? []).forEach((block, index) => {
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
  return problems;
}
