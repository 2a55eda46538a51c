import { LaunchIcon } from "@sanity/icons/Launch";
import { defineField, defineType } from "sanity";
import { ROLL_UP_TYPES } from "@web/rules/careTypes";
import { defineBlock } from "./defineBlock";

/**
 * spec 2.3 "Floating call-to-action or bottom popup": a bar fixed to the bottom of the
 * page whose button opens the inquiry form in a modal; the visitor can dismiss it for the
 * session (spec 4 "Bottom popup", spec 9: the hide flag is in session storage).
 */
export const floatingCta = defineBlock({
  group: "leads",
  icon: LaunchIcon,
  on: ["page"],
  required: {
    message: "write the short line shown in the bar",
    ctaText: 'write the button\'s text, e.g. "Call now"',
  },
  schema: defineType({
    name: "floatingCta",
    title: "Floating call to action",
    type: "object",
    fields: [
      defineField({
        name: "message",
        title: "Message",
        type: "string",
        validation: (rule) => rule.max(120),
      }),
      defineField({
        name: "ctaText",
        title: "Button text",
        type: "string",
        initialValue: "Get Costs",
        validation: (rule) => rule.max(30),
      }),
      defineField({
        name: "rollUpType",
        title: "Roll-up type",
        type: "string",
        options: { list: [...ROLL_UP_TYPES] },
      }),
    ],
    preview: {
      select: { title: "message" },
      prepare: ({ title }) => ({ title, subtitle: "Floating call to action" }),
    },
  }),
});
