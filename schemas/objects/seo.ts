import { defineField, defineType } from "sanity";

export const seo = defineType({
  name: "seo",
  title: "SEO",
  type: "object",
  fields: [
    defineField({
      name: "metaTitle",
      title: "Meta title",
      type: "string",
      validation: (rule) => rule.max(70).warning("Search engines cut titles past ~60 characters"),
    }),
    defineField({
      name: "metaDescription",
      title: "Meta description",
      type: "text",
      rows: 3,
      validation: (rule) => rule.max(200).warning("Keep descriptions under ~160 characters"),
    }),
    defineField({
      name: "canonicalPath",
      title: "Canonical path",
      description: "Leave empty to use the page's own path",
      type: "string",
      validation: (rule) =>
        rule.custom((value) =>
          value === undefined || (typeof value === "string" && value.startsWith("/"))
            ? true
            : "A canonical path starts with /",
        ),
    }),
    defineField({ name: "noIndex", title: "Hide from search engines", type: "boolean" }),
  ],
});
