import { StarIcon } from "@sanity/icons/Star";
import { defineArrayMember, defineField, defineType } from "sanity";
import { defineBlock } from "./defineBlock";

export const BADGE_KINDS = [
  { title: "Top rated (award years)", value: "topRated" },
  { title: "Verified Partner", value: "verifiedPartner" },
  { title: "Caring Stars", value: "caringStars" },
];

/** spec 2.3 badges, explained on awards and about pages. */
export const badgeShowcase = defineBlock({
  group: "search",
  icon: StarIcon,
  on: ["page", "providerPageTemplate"],
  required: {
    heading: "write the heading above the badges",
    badges: "add at least one badge, or remove the block",
  },
  schema: defineType({
    name: "badgeShowcase",
    title: "Badge showcase",
    type: "object",
    fields: [
      defineField({
        name: "heading",
        title: "Heading",
        type: "string",
      }),
      defineField({
        name: "badges",
        title: "Badges",
        type: "array",
        of: [
          defineArrayMember({
            type: "object",
            name: "badgeItem",
            fields: [
              defineField({
                name: "kind",
                title: "Badge",
                type: "string",
                options: { list: BADGE_KINDS },
                validation: (rule) => rule.required(),
              }),
              defineField({
                name: "title",
                title: "Title",
                type: "string",
                validation: (rule) => rule.required(),
              }),
              defineField({ name: "description", title: "Description", type: "text", rows: 3 }),
              defineField({
                name: "years",
                title: "Award years",
                type: "array",
                of: [defineArrayMember({ type: "number" })],
                validation: (rule) =>
                  rule.custom((years: number[] | undefined) =>
                    (years ?? []).every(
                      (year) => Number.isInteger(year) && year >= 1990 && year <= 2100,
                    )
                      ? true
                      : "Years are four-digit numbers",
                  ),
              }),
            ],
            preview: { select: { title: "title", subtitle: "kind" } },
          }),
        ],
      }),
    ],
    preview: {
      select: { title: "heading" },
      prepare: ({ title }) => ({ title, subtitle: "Badge showcase" }),
    },
  }),
});
