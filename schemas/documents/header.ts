import { defineArrayMember, defineField, defineType } from "sanity";
import { siteField } from "../objects/site";

export const header = defineType({
  name: "header",
  title: "Header",
  type: "document",
  fields: [
    siteField,
    defineField({
      name: "logoText",
      title: "Logo text",
      type: "string",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "menuItems",
      title: "Main menu",
      type: "array",
      of: [defineArrayMember({ type: "menuItem" })],
    }),
    defineField({
      name: "secondaryItems",
      title: "Secondary items (phone, call to action, inquiry form)",
      type: "array",
      of: [defineArrayMember({ type: "menuItem" })],
    }),
  ],
  preview: { select: { title: "logoText", subtitle: "site" } },
});
