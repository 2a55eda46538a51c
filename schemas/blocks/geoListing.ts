import { ListIcon } from "@sanity/icons/List";
import { defineType } from "sanity";
import { geoBlockPreview, geoHeadingField } from "../objects/geoHeading";
import { defineBlock } from "./defineBlock";

/** The providers of the place, 20 a page, as the search page's cards. */
export const geoListing = defineBlock({
  group: "place",
  icon: ListIcon,
  on: ["geoPageTemplate"],
  schema: defineType({
    name: "geoListing",
    title: "Providers of the place",
    type: "object",
    fields: [geoHeadingField("{{careTypeName}} in {{city}}, {{stateCode}}")],
    preview: geoBlockPreview("Providers of the place"),
  }),
});
