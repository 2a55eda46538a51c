// @sanity/icons 5 exports each icon from its own path (the index only has `Icon`).
import { BillIcon } from "@sanity/icons/Bill";
import { BlockContentIcon } from "@sanity/icons/BlockContent";
import { BookmarkIcon } from "@sanity/icons/Bookmark";
import { CheckmarkCircleIcon } from "@sanity/icons/CheckmarkCircle";
import { CommentIcon } from "@sanity/icons/Comment";
import { DocumentTextIcon } from "@sanity/icons/DocumentText";
import { EarthAmericasIcon } from "@sanity/icons/EarthAmericas";
import { EnvelopeIcon } from "@sanity/icons/Envelope";
import { HelpCircleIcon } from "@sanity/icons/HelpCircle";
import { HomeIcon } from "@sanity/icons/Home";
import { ImagesIcon } from "@sanity/icons/Images";
import { InfoOutlineIcon } from "@sanity/icons/InfoOutline";
import { LaunchIcon } from "@sanity/icons/Launch";
import { LinkIcon } from "@sanity/icons/Link";
import { ListIcon } from "@sanity/icons/List";
import { MarkerIcon } from "@sanity/icons/Marker";
import { OlistIcon } from "@sanity/icons/Olist";
import { PinIcon } from "@sanity/icons/Pin";
import { RocketIcon } from "@sanity/icons/Rocket";
import { SearchIcon } from "@sanity/icons/Search";
import { StarIcon } from "@sanity/icons/Star";
import { TagsIcon } from "@sanity/icons/Tags";
import { StarFilledIcon } from "@sanity/icons/StarFilled";
import { ThLargeIcon } from "@sanity/icons/ThLarge";
import { ThumbsUpIcon } from "@sanity/icons/ThumbsUp";
import { TiersIcon } from "@sanity/icons/Tiers";
import { TrendUpwardIcon } from "@sanity/icons/TrendUpward";
import { UserIcon } from "@sanity/icons/User";
import { UsersIcon } from "@sanity/icons/Users";
import type { ComponentType } from "react";
import type { GeoPageTemplate, Page, ProviderPageTemplate } from "../sanity.types";
import { BLOCK_REQUIREMENTS, isFilledIn, requiredFieldMessage } from "./requirements";

/**
 * The block picker of the Studio (issue 16): every block type's icon and its group in
 * the insert menu. Keyed by the generated block union, so a new block type without an
 * entry fails tsc; tests/studio checks the compiled schema carries icon, title,
 * preview and group for every block of the registry.
 */

export type BlockName = NonNullable<
  Page["blocks"] | ProviderPageTemplate["blocks"] | GeoPageTemplate["blocks"]
>[number]["_type"];

export const BLOCK_GROUPS = {
  text: "Headings and text",
  search: "Search and listings",
  leads: "Calls to action and forms",
  provider: "Provider page",
  place: "Geo pages",
} as const;

export type BlockGroup = keyof typeof BLOCK_GROUPS;

export const BLOCK_PICKER: Record<BlockName, { group: BlockGroup; icon: ComponentType }> = {
  hero: { group: "text", icon: HomeIcon },
  richText: { group: "text", icon: BlockContentIcon },
  faqList: { group: "text", icon: HelpCircleIcon },
  tableOfContents: { group: "text", icon: OlistIcon },
  miniSearch: { group: "search", icon: SearchIcon },
  searchGrid: { group: "search", icon: ThLargeIcon },
  badgeShowcase: { group: "search", icon: StarIcon },
  savedProviders: { group: "search", icon: BookmarkIcon },
  callToAction: { group: "leads", icon: RocketIcon },
  inquiryForm: { group: "leads", icon: EnvelopeIcon },
  thankYou: { group: "leads", icon: CheckmarkCircleIcon },
  floatingCta: { group: "leads", icon: LaunchIcon },
  reviewLink: { group: "leads", icon: ThumbsUpIcon },
  providerHeader: { group: "provider", icon: UserIcon },
  providerGallery: { group: "provider", icon: ImagesIcon },
  providerOffers: { group: "provider", icon: TagsIcon },
  providerCosts: { group: "provider", icon: BillIcon },
  providerDescription: { group: "provider", icon: DocumentTextIcon },
  providerReviews: { group: "provider", icon: CommentIcon },
  providerFaqs: { group: "provider", icon: InfoOutlineIcon },
  nearbyProviders: { group: "provider", icon: PinIcon },
  geoCopy: { group: "place", icon: EarthAmericasIcon },
  geoListing: { group: "place", icon: ListIcon },
  cityList: { group: "place", icon: MarkerIcon },
  costTable: { group: "place", icon: TiersIcon },
  breadcrumbs: { group: "place", icon: LinkIcon },
  topProviders: { group: "place", icon: TrendUpwardIcon },
  recentReviews: { group: "place", icon: UsersIcon },
  awardWinners: { group: "place", icon: StarFilledIcon },
};

interface PreviewValue {
  title?: unknown;
  subtitle?: unknown;
  media?: unknown;
}

interface PreviewConfig {
  select?: Record<string, string>;
  prepare?: (value: Record<string, unknown>) => PreviewValue;
}

interface FieldLike {
  name: string;
  title?: string;
  type?: string;
  validation?: unknown;
}

type RuleLike = {
  required(): RuleLike;
  min(count: number): RuleLike;
  error(message: string): RuleLike;
  custom(check: (value: unknown) => true | string): RuleLike;
};

function requiredRule(rule: RuleLike, type: string | undefined, message: string): RuleLike {
  // An empty list is as missing as no list.
  if (type === "array") return rule.required().min(1).error(message);
  // A missing object's `required()` shows only a bare "Required"; a custom rule names the
  // field. (Sanity's validator reports it at warning level; the document-level check,
  // blocksRenderSomething, is the error that stops publishing.)
  if (type && !["string", "text", "number", "boolean", "reference"].includes(type)) {
    return rule.custom((value) => (isFilledIn(value) ? true : message)).error(message);
  }
  return rule.required().error(message);
}

/**
 * The block's required fields (requirements.ts) validate with a message that names the
 * field and the fix, before any other rule of the field (length, range).
 */
function withRequirements(blockName: BlockName, fields: readonly FieldLike[]): FieldLike[] {
  const requirements = BLOCK_REQUIREMENTS[blockName];
  return fields.map((field) => {
    const requirement = requirements.find((candidate) => candidate.field === field.name);
    if (!requirement) return field;
    const own = field.validation as ((rule: RuleLike) => RuleLike | RuleLike[]) | undefined;
    const message = requiredFieldMessage(field.title ?? field.name, requirement.fix);
    return {
      ...field,
      validation: (rule: RuleLike) => [
        requiredRule(rule, field.type, message),
        ...(own ? [own(rule)].flat() : []),
      ],
    };
  });
}

/**
 * A block type as the Studio shows it: its icon; its required fields' messages; a
 * preview that always has a title (the block's own text, else the type's title), a
 * subtitle naming the block type and the icon as media.
 */
export function forEditors<
  Block extends { name: string; title?: string; preview?: unknown; fields?: readonly unknown[] },
>(block: Block): Block & { icon: ComponentType } {
  const name = block.name as BlockName;
  const { icon } = BLOCK_PICKER[name];
  const typeTitle = block.title ?? block.name;
  const preview = (block.preview ?? {}) as PreviewConfig;
  return {
    ...block,
    icon,
    fields: withRequirements(name, (block.fields ?? []) as FieldLike[]),
    preview: {
      select: preview.select ?? {},
      prepare: (value: Record<string, unknown>) => {
        const shown = preview.prepare ? preview.prepare(value) : (value as PreviewValue);
        const title = typeof shown.title === "string" && shown.title ? shown.title : typeTitle;
        const subtitle =
          typeof shown.subtitle === "string" && shown.subtitle && shown.subtitle !== title
            ? shown.subtitle
            : typeTitle;
        return { title, subtitle, media: shown.media ?? icon };
      },
    },
  };
}

/**
 * The insert menu of a blocks array (issue 16): the picker's groups that hold a block
 * of the array, a search box, and a grid view with the icons.
 */
export function blockInsertMenu(blocks: readonly { name: string }[]) {
  const names = blocks.map((block) => block.name as BlockName);
  const groups = (Object.keys(BLOCK_GROUPS) as BlockGroup[])
    .map((group) => ({
      name: group,
      title: BLOCK_GROUPS[group],
      of: names.filter((name) => BLOCK_PICKER[name].group === group),
    }))
    .filter((group) => group.of.length > 0);
  return {
    filter: true,
    showIcons: true,
    groups,
    views: [{ name: "list" as const }, { name: "grid" as const }],
  };
}
