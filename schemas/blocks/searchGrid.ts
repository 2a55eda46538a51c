import { ThLargeIcon } from "@sanity/icons/ThLarge";
import { defineField, defineType } from "sanity";
import { DEFAULT_CARE_TYPE, SEARCH_CARE_TYPES } from "@web/rules/careTypes";
import { defineBlock } from "./defineBlock";

/** spec 2.3: the results list of the search page. */
export const searchGrid = defineBlock({
  group: "search",
  icon: ThLargeIcon,
  on: ["page"],
  schema: defineType({
    name: "searchGrid",
    title: "Search results grid",
    type: "object",
    fields: [
      defineField({ name: "heading", title: "Heading", type: "string" }),
      defineField({
        name: "defaultCareType",
        title: "Default care type",
        type: "string",
        options: { list: [...SEARCH_CARE_TYPES] },
        initialValue: DEFAULT_CARE_TYPE,
      }),
      defineField({
        name: "contentBlock1",
        title: "Content after the first 6 results (odd pages)",
        type: "text",
        rows: 3,
      }),
      defineField({
        name: "contentBlock2",
        title: "Content after the first 6 results (even pages)",
        type: "text",
        rows: 3,
      }),
    ],
    preview: {
      select: { title: "heading" },
      prepare: ({ title }) => ({ title: title || "Search results", subtitle: "Search grid" }),
    },
  }),
});
