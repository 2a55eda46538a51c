import { SearchIcon } from "@sanity/icons/Search";
import { defineField, defineType } from "sanity";
import { DEFAULT_CARE_TYPE, SEARCH_CARE_TYPES } from "@web/rules/careTypes";
import { defineBlock } from "./defineBlock";

/** spec 2.3: a location input with optional predictive autocomplete and a button. */
export const miniSearch = defineBlock({
  group: "search",
  icon: SearchIcon,
  on: ["page", "providerPageTemplate", "geoPageTemplate"],
  required: {
    buttonLabel: 'write the button\'s text, e.g. "Search"',
  },
  schema: defineType({
    name: "miniSearch",
    title: "Mini search box",
    type: "object",
    fields: [
      defineField({ name: "heading", title: "Heading", type: "string" }),
      defineField({
        name: "placeholder",
        title: "Placeholder",
        type: "string",
        initialValue: "City, state or ZIP",
      }),
      defineField({
        name: "buttonLabel",
        title: "Button label",
        type: "string",
        initialValue: "Search",
      }),
      defineField({
        name: "careType",
        title: "Care type searched",
        type: "string",
        options: { list: [...SEARCH_CARE_TYPES] },
        initialValue: DEFAULT_CARE_TYPE,
      }),
      defineField({
        name: "predictive",
        title: "Predictive autocomplete",
        type: "boolean",
        initialValue: true,
      }),
    ],
    preview: {
      select: { title: "heading" },
      prepare: ({ title }) => ({ title: title || "Search box", subtitle: "Mini search" }),
    },
  }),
});
