import { PinIcon } from "@sanity/icons/Pin";
import { defineField, defineType } from "sanity";
import { providerBlockPreview, providerHeadingField } from "../objects/providerHeading";
import { defineBlock } from "./defineBlock";

/** Cards a nearby-providers block may show. */
export const MAX_NEARBY_PROVIDERS = 12;

/**
 * spec 7 / 9: providers of the same care type within 25 miles, nearest first, as
 * the search page's cards.
 */
export const nearbyProviders = defineBlock({
  group: "provider",
  icon: PinIcon,
  on: ["providerPageTemplate"],
  required: {
    count: "choose how many nearby providers to show (1-12)",
  },
  schema: defineType({
    name: "nearbyProviders",
    title: "Nearby providers",
    type: "object",
    fields: [
      providerHeadingField("Other options near {name}"),
      defineField({
        name: "count",
        title: "How many providers",
        type: "number",
        initialValue: 6,
        validation: (rule) => rule.integer().min(1).max(MAX_NEARBY_PROVIDERS),
      }),
    ],
    preview: providerBlockPreview("Nearby providers"),
  }),
});
