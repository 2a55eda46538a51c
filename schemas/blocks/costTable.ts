import { TiersIcon } from "@sanity/icons/Tiers";
import { defineType } from "sanity";
import { geoBlockPreview, geoHeadingField } from "../objects/geoHeading";
import { defineBlock } from "./defineBlock";

/** City vs state vs national average monthly costs per care type. */
export const costTable = defineBlock({
  group: "place",
  icon: TiersIcon,
  on: ["geoPageTemplate"],
  schema: defineType({
    name: "costTable",
    title: "Cost table",
    type: "object",
    fields: [geoHeadingField("Average monthly costs")],
    preview: geoBlockPreview("Cost table"),
  }),
});
