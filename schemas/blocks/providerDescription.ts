import { DocumentTextIcon } from "@sanity/icons/DocumentText";
import { defineType } from "sanity";
import { providerBlockPreview, providerHeadingField } from "../objects/providerHeading";
import { defineBlock } from "./defineBlock";

/**
 * spec 4 / 5: the provider's description with READ MORE / READ LESS past 140
 * characters; non-enhanced providers show the intro cut to the first paragraph.
 */
export const providerDescription = defineBlock({
  group: "provider",
  icon: DocumentTextIcon,
  on: ["providerPageTemplate"],
  schema: defineType({
    name: "providerDescription",
    title: "Provider description",
    type: "object",
    fields: [providerHeadingField("About {name}")],
    preview: providerBlockPreview("Provider description"),
  }),
});
