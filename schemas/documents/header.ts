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
      name: "account",
      title: "Account entry",
      description:
        "spec 6: the header's account-enabled flag. Visitors have no logins; the entry leads where you point it (their saved providers, a partner sign-in). Off: no account entry anywhere in the header.",
      type: "object",
      fields: [
        defineField({
          name: "enabled",
          title: "Show the account entry",
          type: "boolean",
          initialValue: false,
        }),
        defineField({
          name: "text",
          title: "Text",
          type: "string",
          initialValue: "My Account",
          validation: (rule) => rule.max(30),
        }),
        defineField({
          name: "link",
          title: "Link",
          type: "link",
          hidden: ({ parent }) => parent?.enabled !== true,
        }),
      ],
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
