import { LinkIcon } from "@sanity/icons/Link";
import { defineField, defineType } from "sanity";
import { defineBlock } from "./defineBlock";

/** The way back up: home, care type, state, city. */
export const breadcrumbs = defineBlock({
  group: "place",
  icon: LinkIcon,
  on: ["geoPageTemplate"],
  schema: defineType({
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
  }),
});
