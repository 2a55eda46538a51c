import { RocketIcon } from "@sanity/icons/Rocket";
import { defineField, defineType } from "sanity";
import { defineBlock } from "./defineBlock";

export const callToAction = defineBlock({
  group: "leads",
  icon: RocketIcon,
  on: ["page", "providerPageTemplate", "geoPageTemplate"],
  required: {
    heading: "write the line that invites the visitor to act",
    buttonLabel: 'write the button\'s text, e.g. "Get pricing"',
    link: "choose where the button goes",
  },
  schema: defineType({
    name: "callToAction",
    title: "Call to action",
    type: "object",
    fields: [
      defineField({
        name: "heading",
        title: "Heading",
        type: "string",
      }),
      defineField({ name: "body", title: "Body", type: "text", rows: 3 }),
      defineField({
        name: "buttonLabel",
        title: "Button label",
        type: "string",
        initialValue: "Get Costs",
      }),
      defineField({
        name: "link",
        title: "Link",
        type: "link",
      }),
      defineField({
        name: "showPhone",
        title: "Show the Family Advisor phone number",
        type: "boolean",
        initialValue: true,
      }),
    ],
    preview: {
      select: { title: "heading" },
      prepare: ({ title }) => ({ title, subtitle: "Call to action" }),
    },
  }),
});
