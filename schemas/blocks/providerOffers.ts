import { TagsIcon } from "@sanity/icons/Tags";
import { defineType } from "sanity";
import { OFFERS_HEADING } from "@web/rules/provider/providerPage";
import { providerBlockPreview, providerHeadingField } from "../objects/providerHeading";
import { defineBlock } from "./defineBlock";

/** spec 2.3: 'What {provider name} Offers', the amenities grouped by category. */
export const providerOffers = defineBlock({
  group: "provider",
  icon: TagsIcon,
  on: ["providerPageTemplate"],
  schema: defineType({
    name: "providerOffers",
    title: "Provider amenities",
    type: "object",
    fields: [providerHeadingField(OFFERS_HEADING)],
    preview: providerBlockPreview("Provider amenities"),
  }),
});
