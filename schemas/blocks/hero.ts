import { HomeIcon } from "@sanity/icons/Home";
import { defineField, defineType } from "sanity";
import { defineBlock } from "./defineBlock";

export const hero = defineBlock({
  group: "text",
  icon: HomeIcon,
  on: ["page", "geoPageTemplate"],
  required: {
    heading: "write the heading visitors see first",
  },
  schema: defineType({
    name: "hero",
    title: "Heading / hero",
    type: "object",
    fields: [
      defineField({
        name: "heading",
        title: "Heading",
        type: "string",
        validation: (rule) => rule.max(120),
      }),
      defineField({ name: "subheading", title: "Subheading", type: "text", rows: 2 }),
      defineField({
        name: "eyebrow",
        title: "Eyebrow text",
        description: "Short line above the heading",
        type: "string",
      }),
      defineField({
        name: "cta",
        title: "Button",
        type: "object",
        fields: [
          defineField({ name: "label", title: "Label", type: "string" }),
          defineField({ name: "link", title: "Link", type: "link" }),
        ],
      }),
      defineField({
        name: "showSearch",
        title: "Show the location search box",
        type: "boolean",
        initialValue: false,
      }),
    ],
    preview: {
      select: { title: "heading" },
      prepare: ({ title }) => ({ title, subtitle: "Hero" }),
    },
  }),
});
