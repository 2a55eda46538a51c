import { defineType } from "sanity";
import { providerBlockPreview, providerHeadingField } from "../objects/providerHeading";

/**
 * spec 4 / 5: the provider's description with READ MORE / READ LESS past 140
 * characters; non-enhanced providers show the intro cut to the first paragraph.
 */
export const providerDescription = defineType({
  name: "providerDescription",
  title: "Provider description",
  type: "object",
  fields: [providerHeadingField("About {name}")],
  preview: providerBlockPreview("Provider description"),
});
