import { defineField, defineType } from "sanity";
import { CARE_TYPES } from "@web/rules/careTypes";
import { blocksArray, blocksRenderSomething } from "../blocks";
import { siteField, siteTitleOf } from "../objects/site";
import { geoCopyTemplateValidation } from "./geoCopyTemplate";

/**
 * The layout of a site's geo and category pages (issue 12; design: pages whose content
 * comes from data are still CMS-composed). One per page type and site, optionally per
 * care type; with a path it is an override that composes that one page instead.
 * The route loads the place into the block context and the same PageBuilder renders
 * these blocks. The title and description are geo-copy templates too. The awards pages
 * (/bestseniorliving, spec 2.1) are composed by the site's template of page type
 * "awards" the same way (web/pageKinds/awards/loadAwardsPage.ts).
 */
export const geoPageTemplate = defineType({
  name: "geoPageTemplate",
  title: "Geo page template",
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
      name: "pageType",
      title: "Page type",
      type: "string",
      options: {
        list: [
          { title: "Care type (national)", value: "careType" },
          { title: "State", value: "state" },
          { title: "City", value: "city" },
          { title: "Category", value: "category" },
          { title: "Awards (/bestseniorliving)", value: "awards" },
        ],
        layout: "radio",
      },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "careType",
      title: "Care type",
      description: "Leave empty to compose this page type for every care type.",
      type: "string",
      options: {
        list: CARE_TYPES.map((careType) => ({ title: careType.name, value: careType.slug })),
      },
    }),
    defineField({
      name: "path",
      title: "Override for one page",
      description:
        "An exact path such as /senior-living/assisted-living/texas/austin: this document then replaces the template on that page only.",
      type: "string",
      validation: (rule) =>
        rule.custom((value) =>
          value === undefined || (typeof value === "string" && /^\/[a-z0-9/-]+$/.test(value))
            ? true
            : "A lowercase path starting with /",
        ),
    }),
    defineField({
      name: "metaTitle",
      title: "Title template",
      description: "Geo-copy template, e.g. {{careTypeName}} in {{city}}, {{stateCode}}",
      type: "string",
      validation: (rule) => rule.custom(geoCopyTemplateValidation),
    }),
    defineField({
      name: "metaDescription",
      title: "Description template",
      type: "text",
      rows: 3,
      validation: (rule) => rule.custom(geoCopyTemplateValidation),
    }),
    defineField({
      name: "blocks",
      title: "Blocks",
      type: "array",
      ...blocksArray("geoPageTemplate"),
      validation: (rule) => rule.required().min(1),
    }),
  ],
  // issue 16: no publishing with a block that would render nothing.
  validation: (rule) => rule.custom(blocksRenderSomething),
  preview: {
    select: { title: "title", site: "site", pageType: "pageType", path: "path" },
    prepare: ({ title, site, pageType, path }) => ({
      title,
      subtitle: `${siteTitleOf(site)} · ${path ?? pageType}`,
    }),
  },
});
