import { ClipboardIcon } from "@sanity/icons/Clipboard";
import { defineType } from "sanity";
import { FACTS_HEADING } from "@web/rules/provider/providerFacts";
import { providerBlockPreview, providerHeadingField } from "../objects/providerHeading";
import { defineBlock } from "./defineBlock";

/**
 * spec 1 / 3: the facts a family checks before a visit: claimed status, the care types
 * described, the legacy yes/no facts (pets, internet, wheelchair, transportation),
 * licenses and state licenses as written, and the listing's notes.
 */
export const providerFacts = defineBlock({
  group: "provider",
  icon: ClipboardIcon,
  on: ["providerPageTemplate"],
  schema: defineType({
    name: "providerFacts",
    title: "Provider facts and licensing",
    type: "object",
    fields: [providerHeadingField(FACTS_HEADING)],
    preview: providerBlockPreview("Provider facts and licensing"),
  }),
});
