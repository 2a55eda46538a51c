import { defineField, defineType } from "sanity";

/**
 * The blocks of geo and category pages (issue 12). They read the place and care type
 * from the block context (the route loads them), so only geo page templates hold them.
 */

const headingField = (initialValue: string) =>
  defineField({
    name: "heading",
    title: "Heading",
    description:
      "Geo-copy variables work here too, e.g. {{careTypeName}} in {{city}}, {{stateCode}}.",
    type: "string",
    initialValue,
    validation: (rule) => rule.max(160),
  });

const geoPreview = (subtitle: string) => ({
  select: { title: "heading" },
  prepare: ({ title }: { title?: string }) => ({ title: title ?? subtitle, subtitle }),
});

/** Marketing copy from a geo copy template, filled with the place's numbers. */
export const geoCopy = defineType({
  name: "geoCopy",
  title: "Geo copy",
  type: "object",
  fields: [
    headingField(""),
    defineField({
      name: "template",
      title: "Copy template",
      description:
        "Leave empty to use the care type's geo copy template (or the built-in default copy).",
      type: "reference",
      to: [{ type: "geoCopyTemplate" }],
    }),
  ],
  preview: geoPreview("Geo copy"),
});

/** The providers of the place, 20 a page, as the search page's cards. */
export const geoListing = defineType({
  name: "geoListing",
  title: "Providers of the place",
  type: "object",
  fields: [headingField("{{careTypeName}} in {{city}}, {{stateCode}}")],
  preview: geoPreview("Providers of the place"),
});

/** The cities of the state with their provider counts (spec 7 /v1/dxp/cities). */
export const cityList = defineType({
  name: "cityList",
  title: "City list",
  type: "object",
  fields: [
    headingField("{{careTypeName}} by city in {{stateName}}"),
    defineField({
      name: "listType",
      title: "Order",
      type: "string",
      options: {
        list: [
          { title: "Most providers first", value: "top" },
          { title: "Alphabetical", value: "alphabetical" },
        ],
        layout: "radio",
      },
      initialValue: "top",
    }),
  ],
  preview: geoPreview("City list"),
});

/** City vs state vs national average monthly costs per care type. */
export const costTable = defineType({
  name: "costTable",
  title: "Cost table",
  type: "object",
  fields: [headingField("Average monthly costs")],
  preview: geoPreview("Cost table"),
});

/** The way back up: home, care type, state, city. */
export const breadcrumbs = defineType({
  name: "breadcrumbs",
  title: "Breadcrumbs",
  type: "object",
  fields: [
    defineField({
      name: "showHome",
      title: "Start with the home page",
      type: "boolean",
      initialValue: true,
    }),
  ],
  preview: { prepare: () => ({ title: "Breadcrumbs" }) },
});

/** The place's best-rated providers (spec 5 count bands: none for 2 or fewer). */
export const topProviders = defineType({
  name: "topProviders",
  title: "Top providers",
  type: "object",
  fields: [headingField("Top {{topProviderCount}} {{careTypeName}} providers in {{city}}")],
  preview: geoPreview("Top providers"),
});

/** The newest reviews of the place (spec 7 /v1/dxp/location-reviews/recent). */
export const recentReviews = defineType({
  name: "recentReviews",
  title: "Recent reviews",
  type: "object",
  fields: [
    headingField("Recent reviews"),
    defineField({
      name: "count",
      title: "How many reviews",
      type: "number",
      initialValue: 3,
      validation: (rule) => rule.integer().min(1).max(10),
    }),
  ],
  preview: geoPreview("Recent reviews"),
});
