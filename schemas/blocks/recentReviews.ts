import { UsersIcon } from "@sanity/icons/Users";
import { defineField, defineType } from "sanity";
import { geoBlockPreview, geoHeadingField } from "../objects/geoHeading";
import { defineBlock } from "./defineBlock";

/** The newest reviews of the place (spec 7 /v1/dxp/location-reviews/recent). */
export const recentReviews = defineBlock({
  group: "place",
  icon: UsersIcon,
  on: ["geoPageTemplate"],
  required: {
    count: "choose how many reviews to show (1-10)",
  },
  schema: defineType({
    name: "recentReviews",
    title: "Recent reviews",
    type: "object",
    fields: [
      geoHeadingField("Recent reviews"),
      defineField({
        name: "count",
        title: "How many reviews",
        type: "number",
        initialValue: 3,
        validation: (rule) => rule.integer().min(1).max(10),
      }),
    ],
    preview: geoBlockPreview("Recent reviews"),
  }),
});
