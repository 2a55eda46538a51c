import { defineType } from "sanity";
import { providerBlockPreview, providerHeadingField } from "../objects/providerHeading";

/** spec 3: the provider's own FAQs (question, answer); nothing when it has none. */
export const providerFaqs = defineType({
  name: "providerFaqs",
  title: "Provider FAQs",
  type: "object",
  fields: [providerHeadingField("Frequently asked questions about {name}")],
  preview: providerBlockPreview("Provider FAQs"),
});
