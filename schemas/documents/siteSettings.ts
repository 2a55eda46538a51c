import { defineField, defineType } from "sanity";
import { FEATURE_FLAG_OPTIONS } from "@web/lib/featureFlags";
import { HH_MM, siteField } from "../objects/site";

const hoursRange = (name: string, title: string) =>
  defineField({
    name,
    title,
    type: "object",
    fields: ["from", "to"].map((edge) =>
      defineField({
        name: edge,
        title: edge === "from" ? "From (HH:MM, Pacific)" : "To (HH:MM, Pacific)",
        type: "string",
        validation: (rule) =>
          rule
            .required()
            .custom((value) =>
              typeof value === "string" && HH_MM.test(value)
                ? true
                : "Use 24-hour HH:MM, e.g. 08:30",
            ),
      }),
    ),
    validation: (rule) =>
      rule.custom((value: { from?: string; to?: string } | undefined) =>
        value?.from && value.to && value.from >= value.to ? "'From' must be before 'To'" : true,
      ),
  });

export const siteSettings = defineType({
  name: "siteSettings",
  title: "Site settings",
  type: "document",
  fields: [
    siteField,
    defineField({
      name: "name",
      title: "Brand name",
      type: "string",
      validation: (rule) => rule.required(),
    }),
    defineField({ name: "tagline", title: "Tagline", type: "string" }),
    defineField({
      name: "phone",
      title: "Family Advisor phone",
      description: "US number, e.g. (855) 555-0142",
      type: "string",
      validation: (rule) =>
        rule.custom((value) =>
          value === undefined ||
          (typeof value === "string" && /^\(\d{3}\) \d{3}-\d{4}$/.test(value))
            ? true
            : "Use the format (999) 999-9999",
        ),
    }),
    defineField({
      name: "businessHours",
      title: "Business hours",
      type: "object",
      fields: [hoursRange("weekdays", "Weekdays"), hoursRange("weekends", "Weekends")],
    }),
    defineField({
      name: "compareLimit",
      title: "Compare limit",
      type: "number",
      initialValue: 4,
      validation: (rule) => rule.required().integer().min(2).max(6),
    }),
    defineField({
      name: "savedLimit",
      title: "Saved providers limit",
      type: "number",
      initialValue: 30,
      validation: (rule) => rule.required().integer().min(1).max(100),
    }),
    defineField({
      name: "inquiryConsentText",
      title: "Inquiry consent statement",
      description:
        "The telemarketing consent shown above every inquiry form's submit button. The exact text is stored with each lead, so edit it with care.",
      type: "text",
      rows: 4,
      validation: (rule) => rule.required().min(40).max(1000),
    }),
    defineField({
      name: "providerInquiryButtonLabel",
      title: "Provider card inquiry button",
      description:
        "The label of the button on provider cards that opens the inquiry form, e.g. 'Get Pricing' or 'Get Information'.",
      type: "string",
      initialValue: "Get Pricing",
      validation: (rule) => rule.required().max(30),
    }),
    defineField({
      name: "featureFlags",
      title: "Feature flags",
      description:
        "The flags on for this site by default. A deployment's FEATURE_FLAGS environment variable overrides them (name: on, -name: off).",
      type: "array",
      of: [{ type: "string" }],
      options: { list: FEATURE_FLAG_OPTIONS, layout: "grid" },
      validation: (rule) => rule.unique(),
    }),
    defineField({
      name: "ctaDefaults",
      title: "Call-to-action defaults",
      type: "object",
      fields: [
        defineField({ name: "text", title: "CTA text", type: "string", initialValue: "Get Costs" }),
        defineField({
          name: "careType",
          title: "Default care type",
          type: "string",
          initialValue: "assisted-living",
        }),
        defineField({
          name: "thankYouTitle",
          title: "Thank-you title",
          type: "string",
          initialValue: "Thank You for your request!",
        }),
      ],
    }),
  ],
  preview: { select: { title: "name", subtitle: "site" } },
});
