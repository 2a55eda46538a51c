// @sanity/icons 5 exports each icon from its own path.
import { BillIcon } from "@sanity/icons/Bill";
import { BlockContentIcon } from "@sanity/icons/BlockContent";
import { BookmarkIcon } from "@sanity/icons/Bookmark";
import { CheckmarkCircleIcon } from "@sanity/icons/CheckmarkCircle";
import { ClipboardIcon } from "@sanity/icons/Clipboard";
import { TaskIcon } from "@sanity/icons/Task";
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
import { StarFilledIcon } from "@sanity/icons/StarFilled";
import { StarIcon } from "@sanity/icons/Star";
import { TagsIcon } from "@sanity/icons/Tags";
import { ThLargeIcon } from "@sanity/icons/ThLarge";
import { ThumbsUpIcon } from "@sanity/icons/ThumbsUp";
import { TiersIcon } from "@sanity/icons/Tiers";
import { TrendUpwardIcon } from "@sanity/icons/TrendUpward";
import { UserIcon } from "@sanity/icons/User";
import { UsersIcon } from "@sanity/icons/Users";
import { geoPageTemplate } from "@schemas/documents/geoPageTemplate";
import { page } from "@schemas/documents/page";
import { providerPageTemplate } from "@schemas/documents/providerPageTemplate";
import { schemaTypes } from "@schemas/index";

/**
 * What the Studio shows of each block type, pinned as it was before the block tables were
 * derived from one list (issue 26, "one definition per block"): each block's icon and the
 * messages of its required fields, and each page-builder document's allowed blocks and
 * insert-menu groups. Read from the compiled schema types, not from the tables, so a
 * change to how the tables are built is checked against what editors see. A block
 * added later is not pinned here (blockEditing.test.ts checks every block).
 */
const BLOCKS: Record<string, { icon: unknown; required: string[] }> = {
  hero: {
    icon: HomeIcon,
    required: ["Heading is required: write the heading visitors see first."],
  },
  richText: {
    icon: BlockContentIcon,
    required: ["Body is required: write the text of this section, or remove the block."],
  },
  faqList: {
    icon: HelpCircleIcon,
    required: ["Questions is required: pick at least one FAQ item, or remove the block."],
  },
  tableOfContents: {
    icon: OlistIcon,
    required: ['Heading is required: write a heading such as "On this page".'],
  },
  miniSearch: {
    icon: SearchIcon,
    required: ['Button label is required: write the button\'s text, e.g. "Search".'],
  },
  searchGrid: { icon: ThLargeIcon, required: [] },
  badgeShowcase: {
    icon: StarIcon,
    required: [
      "Heading is required: write the heading above the badges.",
      "Badges is required: add at least one badge, or remove the block.",
    ],
  },
  savedProviders: {
    icon: BookmarkIcon,
    required: [
      "Heading is required: write the heading of the saved list.",
      "Empty state title is required: write what visitors with nothing saved see.",
      'Empty state link label is required: write the link\'s text, e.g. "Browse communities".',
    ],
  },
  callToAction: {
    icon: RocketIcon,
    required: [
      "Heading is required: write the line that invites the visitor to act.",
      'Button label is required: write the button\'s text, e.g. "Get pricing".',
      "Link is required: choose where the button goes.",
    ],
  },
  inquiryForm: {
    icon: EnvelopeIcon,
    required: [
      "Layout is required: choose how the form is laid out.",
      'Button text is required: write the submit button\'s text, e.g. "Get pricing".',
      "What the visitor asks for is required: choose what kind of inquiry the form sends.",
      "After a successful submission is required: choose what happens after the visitor submits.",
    ],
  },
  thankYou: {
    icon: CheckmarkCircleIcon,
    required: ["Message is required: write what visitors read after their inquiry."],
  },
  floatingCta: {
    icon: LaunchIcon,
    required: [
      "Message is required: write the short line shown in the bar.",
      'Button text is required: write the button\'s text, e.g. "Call now".',
    ],
  },
  reviewLink: {
    icon: ThumbsUpIcon,
    required: ["What the link is for is required: choose which review link this page answers."],
  },
  providerHeader: { icon: UserIcon, required: [] },
  providerGallery: { icon: ImagesIcon, required: [] },
  providerOffers: { icon: TagsIcon, required: [] },
  providerCosts: { icon: BillIcon, required: [] },
  providerDescription: { icon: DocumentTextIcon, required: [] },
  providerFacts: { icon: ClipboardIcon, required: [] },
  providerInspections: { icon: TaskIcon, required: [] },
  providerReviews: { icon: CommentIcon, required: [] },
  providerFaqs: { icon: InfoOutlineIcon, required: [] },
  nearbyProviders: {
    icon: PinIcon,
    required: ["How many providers is required: choose how many nearby providers to show (1-12)."],
  },
  geoCopy: { icon: EarthAmericasIcon, required: [] },
  geoListing: { icon: ListIcon, required: [] },
  cityList: { icon: MarkerIcon, required: [] },
  costTable: { icon: TiersIcon, required: [] },
  breadcrumbs: { icon: LinkIcon, required: [] },
  topProviders: { icon: TrendUpwardIcon, required: [] },
  recentReviews: {
    icon: UsersIcon,
    required: ["How many reviews is required: choose how many reviews to show (1-10)."],
  },
  awardWinners: { icon: StarFilledIcon, required: [] },
};

const INSERT_MENUS: Record<string, [group: string, blocks: string[]][]> = {
  page: [
    ["text", ["hero", "richText", "faqList", "tableOfContents"]],
    ["search", ["miniSearch", "searchGrid", "badgeShowcase", "savedProviders"]],
    ["leads", ["callToAction", "inquiryForm", "thankYou", "floatingCta", "reviewLink"]],
  ],
  providerPageTemplate: [
    ["text", ["richText", "faqList", "tableOfContents"]],
    ["search", ["miniSearch", "badgeShowcase"]],
    ["leads", ["callToAction", "inquiryForm"]],
    [
      "provider",
      [
        "providerHeader",
        "providerGallery",
        "providerOffers",
        "providerCosts",
        "providerDescription",
        "providerFacts",
        "providerInspections",
        "providerReviews",
        "providerFaqs",
        "nearbyProviders",
      ],
    ],
  ],
  geoPageTemplate: [
    ["text", ["hero", "richText", "faqList", "tableOfContents"]],
    ["search", ["miniSearch"]],
    ["leads", ["callToAction", "inquiryForm"]],
    [
      "place",
      [
        "geoCopy",
        "geoListing",
        "cityList",
        "costTable",
        "breadcrumbs",
        "topProviders",
        "recentReviews",
        "awardWinners",
      ],
    ],
  ],
};

const GROUP_TITLES: Record<string, string> = {
  text: "Headings and text",
  search: "Search and listings",
  leads: "Calls to action and forms",
  provider: "Provider page",
  place: "Geo pages",
};

interface Rule {
  message?: string;
  [method: string]: unknown;
}
/** A stand-in for Sanity's Rule: every method chains; `error(message)` keeps the message. */
const recordingRule = (message?: string): Rule =>
  new Proxy({} as Rule, {
    get: (_, key) =>
      key === "message"
        ? message
        : key === "error"
          ? (text: string) => recordingRule(text)
          : () => recordingRule(message),
  });

interface SchemaType {
  name: string;
  icon?: unknown;
  fields?: { name: string; validation?: (rule: Rule) => Rule | Rule[] }[];
}
const schemaOf = (name: string) =>
  (schemaTypes as unknown as SchemaType[]).find((type) => type.name === name);

describe("the block types as the Studio shows them", () => {
  it("are all still there", () => {
    const blockTypes = (schemaTypes as unknown as SchemaType[])
      .map((type) => type.name)
      .filter((name) => name in BLOCKS);
    expect(blockTypes.sort()).toEqual(Object.keys(BLOCKS).sort());
    expect(new Set(blockTypes).size).toBe(blockTypes.length);
  });

  it.each(Object.entries(BLOCKS))(
    "%s keeps its icon and its required-field messages",
    (name, expected) => {
      const block = schemaOf(name)!;
      expect(block.icon).toBe(expected.icon);
      const messages = (block.fields ?? []).flatMap((field) =>
        field.validation
          ? [field.validation(recordingRule())]
              .flat()
              .map((rule) => rule.message)
              .filter(Boolean)
          : [],
      );
      expect(messages).toEqual(expected.required);
    },
  );

  it.each(
    [page, providerPageTemplate, geoPageTemplate].map(
      (document) => [document.name, document] as const,
    ),
  )("the %s document allows the same blocks, in the same insert-menu groups", (name, document) => {
    const blocks = (
      document.fields as unknown as {
        name: string;
        of: { type: string }[];
        options: { insertMenu: { groups: { name: string; title: string; of: string[] }[] } };
      }[]
    ).find((field) => field.name === "blocks")!;
    // A block added since is left out, so the pin does not stand in a new block's way.
    const pinned = (type: string) => type in BLOCKS;
    const groups = INSERT_MENUS[name] ?? [];
    expect(
      blocks.options.insertMenu.groups.map((group) => ({ ...group, of: group.of.filter(pinned) })),
    ).toEqual(groups.map(([group, of]) => ({ name: group, title: GROUP_TITLES[group], of })));
    expect(
      blocks.of
        .map((member) => member.type)
        .filter(pinned)
        .sort(),
    ).toEqual(groups.flatMap(([, of]) => of).sort());
  });
});
