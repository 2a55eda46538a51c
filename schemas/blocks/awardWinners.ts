import { StarFilledIcon } from "@sanity/icons/StarFilled";
import { defineField, defineType } from "sanity";
import { defineBlock } from "./defineBlock";

/**
 * The Caring Stars winners of the awards pages (spec 2.1 /bestseniorliving): on the
 * awards index both awards and their years, on an award's or a year's page the
 * winners by state, on a state's page that state's winners, best first and 20 a page.
 * The route loads the winners from the directory (web/rules/awards/awards.ts has the rule);
 * the year and state form is a plain GET form, so it works without JavaScript.
 */
export const awardWinners = defineBlock({
  group: "place",
  icon: StarFilledIcon,
  on: ["geoPageTemplate"],
  schema: defineType({
    name: "awardWinners",
    title: "Award winners",
    type: "object",
    fields: [
      defineField({
        name: "heading",
        title: "Heading",
        description:
          "Optional. {{award}}, {{year}} and {{stateName}} are filled in, e.g. {{award}} winners in {{stateName}}, {{year}}.",
        type: "string",
        validation: (rule) => rule.max(160),
      }),
      defineField({
        name: "intro",
        title: "Introduction",
        description: "A sentence above the winners, e.g. how winners are chosen.",
        type: "text",
        rows: 3,
        validation: (rule) => rule.max(600),
      }),
      defineField({
        name: "showForm",
        title: "Show the year and state chooser",
        type: "boolean",
        initialValue: true,
      }),
    ],
    preview: {
      select: { title: "heading" },
      prepare: ({ title }: { title?: string }) => ({
        title: title || "Award winners",
        subtitle: "Award winners",
      }),
    },
  }),
});
