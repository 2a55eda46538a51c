import { DEFAULT_CARE_TYPE } from "@web/rules/careTypes";
import type { PageBlock, SeedPage, SiteId } from "./model";
import type { SeedTextBlock } from "./portableText";

/** Small constructors for page blocks, so the copy files read as page outlines. */

type BlockOf<T extends PageBlock["_type"]> = Extract<PageBlock, { _type: T }>;

export const link = (url: string) => ({ _type: "link" as const, url });

export function hero(fields: Omit<BlockOf<"hero">, "_type" | "cta"> & { cta?: [string, string] }) {
  const { cta, ...rest } = fields;
  const block: BlockOf<"hero"> = { _type: "hero", ...rest };
  if (cta) block.cta = { label: cta[0], link: link(cta[1]) };
  return block;
}

export const richText = (body: SeedTextBlock[]): BlockOf<"richText"> => ({
  _type: "richText",
  body,
});

export const tableOfContents = (heading = "On this page"): BlockOf<"tableOfContents"> => ({
  _type: "tableOfContents",
  heading,
});

export const miniSearch = (
  fields: Omit<BlockOf<"miniSearch">, "_type" | "buttonLabel"> & { buttonLabel?: string },
): BlockOf<"miniSearch"> => ({
  _type: "miniSearch",
  placeholder: "City, state or ZIP",
  buttonLabel: "Search",
  careType: DEFAULT_CARE_TYPE,
  predictive: true,
  ...fields,
});

export function callToAction(fields: {
  heading: string;
  body?: string;
  buttonLabel?: string;
  url: string;
  showPhone?: boolean;
}): BlockOf<"callToAction"> {
  return {
    _type: "callToAction",
    heading: fields.heading,
    ...(fields.body ? { body: fields.body } : {}),
    buttonLabel: fields.buttonLabel ?? "Get Costs",
    link: link(fields.url),
    showPhone: fields.showPhone ?? true,
  };
}

/** FAQ items are shared documents; the list holds references to them. */
export const faqList = (heading: string, faqIds: string[]): BlockOf<"faqList"> => ({
  _type: "faqList",
  heading,
  items: faqIds.map((id) => ({ _type: "reference", _ref: id })),
});

export const searchGrid = (
  fields: Omit<BlockOf<"searchGrid">, "_type">,
): BlockOf<"searchGrid"> => ({ _type: "searchGrid", ...fields });

export const savedProviders = (
  fields: Omit<BlockOf<"savedProviders">, "_type">,
): BlockOf<"savedProviders"> => ({ _type: "savedProviders", ...fields });

type Badge = NonNullable<BlockOf<"badgeShowcase">["badges"]>[number];

export const badgeShowcase = (
  heading: string,
  badges: Omit<Badge, "_type">[],
): BlockOf<"badgeShowcase"> => ({
  _type: "badgeShowcase",
  heading,
  badges: badges.map((badge) => ({ _type: "badgeItem", ...badge })),
});

/** Page ids read like their path: page.main.resources.touring-checklist. */
export function pageId(site: SiteId, path: string): string {
  const slug = path === "/" ? "home" : path.slice(1).replaceAll("/", ".");
  return `page.${site}.${slug}`;
}

export function page(fields: {
  site: SiteId;
  path: string;
  title: string;
  metaTitle: string;
  metaDescription: string;
  noIndex?: boolean;
  /** spec 2.1: the page type the header recognises, if any. */
  pageType?: SeedPage["pageType"];
  blocks: SeedPage["blocks"];
}): SeedPage {
  return {
    _id: pageId(fields.site, fields.path),
    _type: "page",
    title: fields.title,
    site: fields.site,
    path: fields.path,
    ...(fields.pageType ? { pageType: fields.pageType } : {}),
    seo: {
      _type: "seo",
      metaTitle: fields.metaTitle,
      metaDescription: fields.metaDescription,
      ...(fields.noIndex ? { noIndex: true } : {}),
    },
    blocks: fields.blocks,
  };
}

/** A draft of a page: the same document under `drafts.` with edited content. */
export function draftOf(published: SeedPage, edit: (draft: SeedPage) => SeedPage): SeedPage {
  const copy = structuredClone(published);
  return { ...edit(copy), _id: `drafts.${published._id}` };
}

/** spec 2.3: the request-costs inquiry form; defaults as a new block in the Studio. */
/** spec 2.3: the floating call to action (bottom bar) that opens the inquiry form. */
export const floatingCta = (message: string, ctaText = "Get Costs"): BlockOf<"floatingCta"> => ({
  _type: "floatingCta",
  message,
  ctaText,
  rollUpType: "senior-living",
});

export const inquiryForm = (
  fields: Omit<BlockOf<"inquiryForm">, "_type">,
): BlockOf<"inquiryForm"> => ({
  _type: "inquiryForm",
  layout: "vertical",
  ctaText: "Get Costs",
  inquiryType: "costs",
  rollUpType: "senior-living",
  showPayingWithMedicaid: false,
  hideWhoAreYouLookingFor: false,
  askTourTime: false,
  askTypeOfCare: false,
  outcome: "thankYouPage",
  ...fields,
});

export const thankYou = (fields: Omit<BlockOf<"thankYou">, "_type">): BlockOf<"thankYou"> => ({
  _type: "thankYou",
  showPhone: true,
  ...fields,
});

/**
 * Blocks with fixed keys (`about0`, `about1`, ...) instead of the ones finalize.ts
 * derives from type and rank: a draft that moves or deletes them keeps the keys of
 * the blocks it kept, as the Studio does.
 */
export function withKeys<Block extends object>(prefix: string, blocks: Block[]): Block[] {
  return blocks.map((block, index) => ({ ...block, _key: `${prefix}${index}` }));
}

/** Issue 24: the "Which care is right for you?" questionnaire. */
export const guidedSearch = (
  fields: Omit<BlockOf<"guidedSearch">, "_type" | "costsLink"> & { costsUrl?: string },
): BlockOf<"guidedSearch"> => {
  const { costsUrl = "/get-costs", ...rest } = fields;
  return { _type: "guidedSearch", showPhone: true, costsLink: link(costsUrl), ...rest };
};
