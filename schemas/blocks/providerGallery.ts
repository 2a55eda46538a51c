import { ImagesIcon } from "@sanity/icons/Images";
import { defineField, defineType } from "sanity";
import { defineBlock } from "./defineBlock";

/**
 * spec 2.2 / 2.3: the provider's photos as a carousel (photo-index in the URL) with a
 * street-view tab (street-view in the URL). Only on provider page templates.
 */
export const providerGallery = defineBlock({
  group: "provider",
  icon: ImagesIcon,
  on: ["providerPageTemplate"],
  schema: defineType({
    name: "providerGallery",
    title: "Provider gallery",
    type: "object",
    fields: [
      defineField({
        name: "showStreetView",
        title: "Show the street-view tab",
        type: "boolean",
        initialValue: true,
      }),
    ],
    preview: { prepare: () => ({ title: "Provider gallery", subtitle: "Provider block" }) },
  }),
});
