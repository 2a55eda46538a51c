import { defineField, defineType, type CustomValidator } from "sanity";
import { CARE_TYPES } from "@web/rules/careTypes";
import { validateGeoCopyTemplate } from "@templates/validate";

/**
 * The Studio check of a geo-copy template: the engine's own validator, so an
 * editor sees exactly the diagnostics the site would log, with line and column.
 * Every diagnostic is an error: the part it names would be left out of the page.
 */
export const geoCopyTemplateValidation: CustomValidator<string | undefined> = (value) => {
  if (value === undefined || value === "") return true;
  const diagnostics = validateGeoCopyTemplate(value);
  if (diagnostics.length === 0) return true;
  return diagnostics.map(({ line, column, reason }) => ({
    message: `Line ${line}, column ${column}: ${reason}`,
  }));
};

/** Marketing copy for geo pages (spec 1: "Location pages carry templated marketing copy"). */
export const geoCopyTemplate = defineType({
  name: "geoCopyTemplate",
  title: "Geo copy template",
  type: "document",
  fields: [
    defineField({
      name: "title",
      title: "Title",
      type: "string",
      validation: (rule) => rule.required().max(120),
    }),
    defineField({
      name: "careType",
      title: "Care type",
      description: "The geo pages of this care type use this copy.",
      type: "string",
      options: {
        list: CARE_TYPES.filter((careType) => careType.pages === "geo").map((careType) => ({
          title: careType.name,
          value: careType.slug,
        })),
      },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "template",
      title: "Template",
      description:
        "Copy with {{variables}} and {{#if ...}} conditionals; see docs/geo-copy.md for every variable and helper.",
      type: "text",
      rows: 8,
      validation: (rule) => rule.required().custom(geoCopyTemplateValidation),
    }),
  ],
  preview: { select: { title: "title", subtitle: "careType" } },
});
