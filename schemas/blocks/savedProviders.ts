import { BookmarkIcon } from "@sanity/icons/Bookmark";
import { defineField, defineType } from "sanity";
import { defineBlock } from "./defineBlock";

/**
 * spec 2.1 /saved: the visitor's saved providers (ids kept in the
 * `savedProviders` cookie), shown with the search page's cards, or an empty
 * state with a link to the site's search route.
 */
export const savedProviders = defineBlock({
  group: "search",
  icon: BookmarkIcon,
  on: ["page"],
  required: {
    heading: "write the heading of the saved list",
    emptyTitle: "write what visitors with nothing saved see",
    browseLinkLabel: 'write the link\'s text, e.g. "Browse communities"',
  },
  schema: defineType({
    name: "savedProviders",
    title: "Saved providers list",
    type: "object",
    fields: [
      defineField({
        name: "heading",
        title: "Heading",
        type: "string",
        initialValue: "Your saved providers",
      }),
      defineField({
        name: "emptyTitle",
        title: "Empty state title",
        type: "string",
        initialValue: "You have no saved providers yet",
      }),
      defineField({
        name: "emptyText",
        title: "Empty state text",
        type: "text",
        rows: 3,
        initialValue:
          "Select the heart on any listing to save it here. Saved providers are kept in this browser.",
      }),
      defineField({
        name: "browseLinkLabel",
        title: "Empty state link label",
        description: "Links to the site's search page.",
        type: "string",
        initialValue: "Search senior living",
      }),
    ],
    preview: {
      select: { title: "heading" },
      prepare: ({ title }) => ({
        title: title || "Saved providers",
        subtitle: "Saved providers list",
      }),
    },
  }),
});
