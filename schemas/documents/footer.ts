import { defineArrayMember, defineField, defineType } from "sanity";
import { siteField } from "../objects/site";

export const footer = defineType({
  name: "footer",
  title: "Footer",
  type: "document",
  fields: [
    siteField,
    defineField({
      name: "columns",
      title: "Link columns",
      type: "array",
      of: [
        defineArrayMember({
          type: "object",
          name: "footerColumn",
          fields: [
            defineField({
              name: "title",
              title: "Title",
              type: "string",
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: "links",
              title: "Links",
              type: "array",
              of: [
                defineArrayMember({
                  type: "object",
                  name: "footerLink",
                  fields: [
                    defineField({
                      name: "label",
                      title: "Label",
                      type: "string",
                      validation: (rule) => rule.required(),
                    }),
                    defineField({
                      name: "link",
                      title: "Link",
                      type: "link",
                      validation: (rule) => rule.required(),
                    }),
                  ],
                }),
              ],
            }),
          ],
        }),
      ],
    }),
    defineField({ name: "legalText", title: "Legal text", type: "text", rows: 3 }),
  ],
  preview: {
    select: { subtitle: "site" },
    prepare: ({ subtitle }) => ({ title: "Footer", subtitle }),
  },
});
