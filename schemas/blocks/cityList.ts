import { MarkerIcon } from "@sanity/icons/Marker";
import { defineField, defineType } from "sanity";
import { geoBlockPreview, geoHeadingField } from "../objects/geoHeading";
import { defineBlock } from "./defineBlock";

/** The cities of the state with their provider counts (spec 7 /v1/dxp/cities). */
export const cityList = defineBlock({
  group: "place",
  icon: MarkerIcon,
  on: ["geoPageTemplate"],
  schema: defineType({
    name: "cityList",
    title: "City list",
    type: "object",
    fields: [
      geoHeadingField("{{careTypeName}} by city in {{stateName}}"),
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
    preview: geoBlockPreview("City list"),
  }),
});
