import { defineArrayMember, defineField, defineType } from "sanity";

export const faqList = defineType({
  name: "faqList",
  title: "FAQ list",
  type: "object",
  fields: [
    defineField({
      name: "heading",
      title: "Heading",
      type: "string",
      initialValue: "Frequently asked questions",
    }),
    defineField({
      name: "items",
      title: "Questions",
      type: "array",
      of: [defineArrayMember({ type: "reference", to: [{ type: "faqItem" }] })],
      validation: (rule) => rule.unique(),
    }),
  ],
  preview: { select: { title: "heading" }, prepare: ({ title }) => ({ title, subtitle: "FAQ" }) },
});
