import { EnvelopeIcon } from "@sanity/icons/Envelope";
import { defineField, defineType } from "sanity";
import { DEFAULT_INQUIRY_CTA } from "@web/rules/inquiry/inquiryConstants";
import {
  INQUIRY_FORM_LAYOUTS,
  INQUIRY_TYPES,
  MEDICAID_ROLL_UP_TYPE,
  type InquiryFormLayout,
} from "@web/rules/inquiry/inquiryForm";
import { ROLL_UP_TYPES } from "@web/rules/careTypes";
import { defineBlock } from "./defineBlock";

/** spec 2.3: the form's four layouts, as editors read them. */
const LAYOUT_TITLES: Record<InquiryFormLayout, string> = {
  vertical: "Vertical (fields stacked)",
  horizontal: "Horizontal (fields in a row)",
  fullPageModal: "Button opening a full-page modal",
  fitContentModal: "Button opening a fit-content modal",
};
const LAYOUT_OPTIONS = INQUIRY_FORM_LAYOUTS.map((value) => ({
  title: LAYOUT_TITLES[value],
  value,
}));

export const inquiryForm = defineBlock({
  group: "leads",
  icon: EnvelopeIcon,
  on: ["page", "providerPageTemplate", "geoPageTemplate"],
  required: {
    layout: "choose how the form is laid out",
    ctaText: 'write the submit button\'s text, e.g. "Get pricing"',
    inquiryType: "choose what kind of inquiry the form sends",
    outcome: "choose what happens after the visitor submits",
  },
  schema: defineType({
    name: "inquiryForm",
    title: "Inquiry form",
    type: "object",
    fields: [
      defineField({ name: "heading", title: "Heading", type: "string" }),
      defineField({ name: "intro", title: "Intro text", type: "text", rows: 2 }),
      defineField({
        name: "layout",
        title: "Layout",
        type: "string",
        options: { list: LAYOUT_OPTIONS, layout: "radio" },
        initialValue: "vertical",
      }),
      defineField({
        name: "ctaText",
        title: "Button text",
        description: "The submit button, and the button that opens a modal form.",
        type: "string",
        initialValue: DEFAULT_INQUIRY_CTA,
        validation: (rule) => rule.max(40),
      }),
      defineField({
        name: "inquiryType",
        title: "What the visitor asks for",
        type: "string",
        options: { list: [...INQUIRY_TYPES] },
        initialValue: "costs",
      }),
      defineField({
        name: "rollUpType",
        title: "Roll-up type",
        type: "string",
        options: { list: [...ROLL_UP_TYPES] },
        initialValue: MEDICAID_ROLL_UP_TYPE,
      }),
      defineField({
        name: "showPayingWithMedicaid",
        title: "Ask 'paying with Medicaid'",
        description: "Shown only with the senior-living roll-up type.",
        type: "boolean",
        initialValue: false,
        validation: (rule) =>
          rule
            .custom((value, context) => {
              const parent = context.parent as { rollUpType?: string } | undefined;
              return value && parent?.rollUpType !== MEDICAID_ROLL_UP_TYPE
                ? "The Medicaid question is shown only with the senior-living roll-up type"
                : true;
            })
            .warning(),
      }),
      defineField({
        name: "hideWhoAreYouLookingFor",
        title: "Hide 'Who are you looking for?'",
        description: "When hidden, the inquiry is sent as 'Other'.",
        type: "boolean",
        initialValue: false,
      }),
      defineField({
        name: "askTourTime",
        title: "Ask for a preferred tour time",
        type: "boolean",
        initialValue: false,
      }),
      defineField({
        name: "askTypeOfCare",
        title: "Ask for the type of care",
        type: "boolean",
        initialValue: false,
      }),
      defineField({
        name: "outcome",
        title: "After a successful submission",
        type: "string",
        options: {
          list: [
            { title: "Go to the thank-you page", value: "thankYouPage" },
            { title: "Replace the form with a message", value: "message" },
          ],
          layout: "radio",
        },
        initialValue: "thankYouPage",
      }),
      defineField({
        name: "successMessage",
        title: "Thank-you message",
        type: "text",
        rows: 3,
        hidden: ({ parent }) => (parent as { outcome?: string } | undefined)?.outcome !== "message",
        validation: (rule) =>
          rule.custom((value, context) => {
            const parent = context.parent as { outcome?: string } | undefined;
            return parent?.outcome === "message" && !value?.trim()
              ? "Write the message that replaces the form"
              : true;
          }),
      }),
    ],
    preview: {
      select: { title: "heading", layout: "layout", cta: "ctaText" },
      prepare: ({ title, layout, cta }) => ({
        title: title || cta || "Inquiry form",
        subtitle: `Inquiry form · ${layout ?? "vertical"}`,
      }),
    },
  }),
});
