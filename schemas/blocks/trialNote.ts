import { InfoOutlineIcon } from "@sanity/icons/InfoOutline";
import { defineField, defineType } from "sanity";
import { defineBlock } from "./defineBlock";

/** A trial block (issue 26): proves the recipe "Adding a block"; reverted after. */
export const trialNote = defineBlock({
  group: "text",
  icon: InfoOutlineIcon,
  on: ["page"],
  required: { text: "write the note" },
  schema: defineType({
    name: "trialNote",
    title: "Trial note",
    type: "object",
    fields: [defineField({ name: "text", title: "Text", type: "string" })],
    preview: { select: { title: "text" } },
  }),
});
