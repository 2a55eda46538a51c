import { defineField } from "sanity";

/**
 * A geo block's heading. The geo blocks (issue 12) show a place: they read it and the
 * care type from the block context (the route loads them), so only geo page templates
 * hold them, and geo-copy variables such as {{city}} are filled in in their headings.
 */
export function geoHeadingField(initialValue: string) {
  return defineField({
    name: "heading",
    title: "Heading",
    description:
      "Geo-copy variables work here too, e.g. {{careTypeName}} in {{city}}, {{stateCode}}.",
    type: "string",
    initialValue,
    validation: (rule) => rule.max(160),
  });
}

/** The preview of a geo block in the template's block list: its heading, else its type. */
export function geoBlockPreview(subtitle: string) {
  return {
    select: { title: "heading" },
    prepare: ({ title }: { title?: string }) => ({ title: title ?? subtitle, subtitle }),
  };
}
