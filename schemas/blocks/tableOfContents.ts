import { OlistIcon } from "@sanity/icons/Olist";
import { defineField, defineType } from "sanity";
import { defineBlock } from "./defineBlock";

/** spec 2.3: built from the level-2 headings of the page's other blocks. */
export const tableOfContents = defineBlock({
  group: "text",
  icon: OlistIcon,
  on: ["page", "providerPageTemplate", "geoPageTemplate"],
  required: {
    heading: 'write a heading such as "On this page"',
  },
  schema: defineType({
    name: "tableOfContents",
    title: "Table of contents",
    type: "object",
    fields: [
      defineField({
        name: "heading",
        title: "Heading",
        type: "string",
        initialValue: "On this page",
      }),
    ],
    preview: {
      select: { title: "heading" },
      prepare: ({ title }) => ({ title, subtitle: "Table of contents" }),
    },
  }),
});
