import { defineField, defineType } from "sanity";
import { blocksArray, blocksRenderSomething } from "../blocks";
import { PAGE_PATH } from "@web/rules/pagePath";
import { siteField } from "../objects/site";

/**
 * spec 2.1 "Page types the header recognises": provider and geo pages get the compact
 * scrolled header, SEM landing pages (multi-step-form) the simplified one. Other pages
 * leave it empty (content).
 */
export const PAGE_TYPES = [
  "provider",
  "multi-step-form",
  "geo-city",
  "geo-state",
  "geo-county",
] as const;

export { PAGE_PATH };

export const page = defineType({
  name: "page",
  title: "Page",
  type: "document",
  fields: [
    defineField({
      name: "title",
      title: "Title",
      type: "string",
      validation: (rule) => rule.required().max(120),
    }),
    siteField,
    defineField({
      name: "path",
      title: "Path",
      description: 'e.g. "/" or "/resources/paying-for-assisted-living"',
      type: "string",
      validation: (rule) =>
        rule
          .required()
          .custom((value) =>
            typeof value === "string" && PAGE_PATH.test(value)
              ? true
              : 'A path starts with "/" and uses lowercase letters, digits, "-" and "_"',
          ),
    }),
    defineField({
      name: "pageType",
      title: "Page type",
      description: "For the header: provider, SEM landing page (multi-step-form) or geo page.",
      type: "string",
      options: { list: [...PAGE_TYPES] },
    }),
    defineField({ name: "seo", title: "SEO", type: "seo" }),
    defineField({
      name: "blocks",
      title: "Blocks",
      type: "array",
      ...blocksArray("page"),
    }),
  ],
  // issue 16: no publishing with a block that would render nothing.
  validation: (rule) => rule.custom(blocksRenderSomething),
  preview: { select: { title: "title", subtitle: "path" } },
});
