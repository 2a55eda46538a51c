import { defineField, defineType } from "sanity";

/** spec 2.3: built from the level-2 headings of the page's other blocks. */
export const tableOfContents = defineType({
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
});
