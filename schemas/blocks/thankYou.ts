import { CheckmarkCircleIcon } from "@sanity/icons/CheckmarkCircle";
import { defineField, defineType } from "sanity";
import { defineBlock } from "./defineBlock";

/**
 * The thank-you page's message (spec 2.1, spec 9 "Thank-you title default 'Thank You
 * for your request!'"): it reads the page's query, slug (the provider's path) and phone.
 */
export const thankYou = defineBlock({
  group: "leads",
  icon: CheckmarkCircleIcon,
  on: ["page"],
  required: {
    message: "write what visitors read after their inquiry",
  },
  schema: defineType({
    name: "thankYou",
    title: "Thank-you message",
    type: "object",
    fields: [
      defineField({
        name: "title",
        title: "Title",
        description: "Leave empty for the site's thank-you title ('Thank You for your request!').",
        type: "string",
      }),
      defineField({
        name: "message",
        title: "Message",
        type: "text",
        rows: 3,
      }),
      defineField({
        name: "showPhone",
        title: "Show the number to call",
        description: "The page's phone parameter, or the site's Family Advisor phone.",
        type: "boolean",
        initialValue: true,
      }),
      defineField({
        name: "providerLinkText",
        title: "Link back to the provider",
        description: "Shown when the page names the provider the visitor asked about.",
        type: "string",
        initialValue: "Back to the provider",
      }),
    ],
    preview: {
      select: { title: "title" },
      prepare: ({ title }) => ({
        title: title || "Thank-you message",
        subtitle: "Thank-you message",
      }),
    },
  }),
});
