import { HelpCircleIcon } from "@sanity/icons/HelpCircle";
import { defineArrayMember, defineField, defineType } from "sanity";
import { defineBlock } from "./defineBlock";

export const faqList = defineBlock({
  group: "text",
  icon: HelpCircleIcon,
  on: ["page", "providerPageTemplate", "geoPageTemplate"],
  required: {
    items: "pick at least one FAQ item, or remove the block",
  },
  schema: defineType({
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
  }),
});
