import { defineField, defineType } from "sanity";
import { CARE_TYPES } from "@web/rules/careTypes";
import { blocksArray, blocksRenderSomething } from "../blocks";
import { siteField, siteTitleOf } from "../objects/site";

/**
 * The layout of a site's provider pages (design: "Pages whose content comes from
 * data are still CMS-composed"): the provider blocks and ordinary blocks in the
 * order editors choose. The route loads the provider into the block context and the
 * same PageBuilder renders these blocks. A template with a care type is used for the
 * providers whose main care type it is; the one without a care type for the others.
 */
export const providerPageTemplate = defineType({
  name: "providerPageTemplate",
  title: "Provider page template",
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
      name: "careType",
      title: "Care type",
      description:
        "Leave empty for the site's default provider page. With a care type, providers whose main care type it is use this layout instead.",
      type: "string",
      options: {
        list: CARE_TYPES.map((careType) => ({ title: careType.name, value: careType.slug })),
      },
    }),
    defineField({
      name: "blocks",
      title: "Blocks",
      type: "array",
      ...blocksArray("providerPageTemplate"),
      validation: (rule) => rule.required().min(1),
    }),
  ],
  // issue 16: no publishing with a block that would render nothing.
  validation: (rule) => rule.custom(blocksRenderSomething),
  preview: {
    select: { title: "title", site: "site", careType: "careType" },
    prepare: ({ title, site, careType }) => ({
      title,
      subtitle: `${siteTitleOf(site)} · ${careType ?? "every care type"}`,
    }),
  },
});
