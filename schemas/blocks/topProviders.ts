import { TrendUpwardIcon } from "@sanity/icons/TrendUpward";
import { defineType } from "sanity";
import { geoBlockPreview, geoHeadingField } from "../objects/geoHeading";
import { defineBlock } from "./defineBlock";

/** The place's best-rated providers (spec 5 count bands: none for 2 or fewer). */
export const topProviders = defineBlock({
  group: "place",
  icon: TrendUpwardIcon,
  on: ["geoPageTemplate"],
  schema: defineType({
    name: "topProviders",
    title: "Top providers",
    type: "object",
    fields: [geoHeadingField("Top {{topProviderCount}} {{careTypeName}} providers in {{city}}")],
    preview: geoBlockPreview("Top providers"),
  }),
});
