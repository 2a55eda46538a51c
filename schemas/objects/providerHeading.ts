import { defineField } from "sanity";
import { PROVIDER_NAME_TOKEN } from "@web/rules/provider/providerPage";

/**
 * A provider block's heading: {name} stands for the provider's name. Left empty,
 * the block uses the spec's default (given as the initial value).
 */
export function providerHeadingField(initialValue: string) {
  return defineField({
    name: "heading",
    title: "Heading",
    description: `Write ${PROVIDER_NAME_TOKEN} where the provider's name goes. Empty: "${initialValue}".`,
    type: "string",
    initialValue,
    validation: (rule) => rule.max(120),
  });
}

/** The preview of a provider block in the template's block list. */
export function providerBlockPreview(title: string) {
  return {
    select: { heading: "heading" },
    prepare: ({ heading }: { heading?: string }) => ({
      title: heading || title,
      subtitle: `${title} (provider block)`,
    }),
  };
}
