import { BillIcon } from "@sanity/icons/Bill";
import { defineType } from "sanity";
import { COSTS_HEADING } from "@web/rules/provider/providerPage";
import { providerBlockPreview, providerHeadingField } from "../objects/providerHeading";
import { defineBlock } from "./defineBlock";

/**
 * spec 2.3 / 4: 'Costs of {provider.name}', shown only when a service has a starting
 * price: service cards, 'What can I afford?', and each service's accommodations modal.
 */
export const providerCosts = defineBlock({
  group: "provider",
  icon: BillIcon,
  on: ["providerPageTemplate"],
  schema: defineType({
    name: "providerCosts",
    title: "Provider costs",
    type: "object",
    fields: [providerHeadingField(COSTS_HEADING)],
    preview: providerBlockPreview("Provider costs"),
  }),
});
