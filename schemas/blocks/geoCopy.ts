import { EarthAmericasIcon } from "@sanity/icons/EarthAmericas";
import { defineField, defineType } from "sanity";
import { geoBlockPreview, geoHeadingField } from "../objects/geoHeading";
import { defineBlock } from "./defineBlock";

/** Marketing copy from a geo copy template, filled with the place's numbers. */
export const geoCopy = defineBlock({
  group: "place",
  icon: EarthAmericasIcon,
  on: ["geoPageTemplate"],
  schema: defineType({
    name: "geoCopy",
    title: "Geo copy",
    type: "object",
    fields: [
      geoHeadingField(""),
      defineField({
        name: "template",
        title: "Copy template",
        description:
          "Leave empty to use the care type's geo copy template (or the built-in default copy).",
        type: "reference",
        to: [{ type: "geoCopyTemplate" }],
      }),
    ],
    preview: geoBlockPreview("Geo copy"),
  }),
});
