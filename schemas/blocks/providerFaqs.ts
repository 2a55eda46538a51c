import { InfoOutlineIcon } from "@sanity/icons/InfoOutline";
import { defineType } from "sanity";
import { providerBlockPreview, providerHeadingField } from "../objects/providerHeading";
import { defineBlock } from "./defineBlock";

/** spec 3: the provider's own FAQs (question, answer); nothing when it has none. */
export const providerFaqs = defineBlock({
  group: "provider",
  icon: InfoOutlineIcon,
  on: ["providerPageTemplate"],
  schema: defineType({
    name: "providerFaqs",
    title: "Provider FAQs",
    type: "object",
    fields: [providerHeadingField("Frequently asked questions about {name}")],
    preview: providerBlockPreview("Provider FAQs"),
  }),
});
