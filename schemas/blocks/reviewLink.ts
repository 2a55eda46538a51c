import { ThumbsUpIcon } from "@sanity/icons/ThumbsUp";
import { defineField, defineType } from "sanity";
import { REVIEW_LINK_PURPOSES } from "@web/rules/reviews/reviewLinks";
import { defineBlock } from "./defineBlock";

const PURPOSE_TITLES: Record<(typeof REVIEW_LINK_PURPOSES)[number], string> = {
  "provider-review": "A provider answers or contests a review",
  "move-in": "A family reports a move-in",
  "duplicate-review": "A reviewer keeps or withdraws a duplicate review",
};

/**
 * spec 7 `/v1/dxp/...`: the page a review link leads to. The link's token is read
 * from the address in the browser; the block shows what the link is about and the
 * form for its purpose, and the spec's messages when the link is not valid.
 */
export const reviewLink = defineBlock({
  group: "leads",
  icon: ThumbsUpIcon,
  on: ["page"],
  required: {
    purpose: "choose which review link this page answers",
  },
  schema: defineType({
    name: "reviewLink",
    title: "Review link form",
    type: "object",
    fields: [
      defineField({
        name: "purpose",
        title: "What the link is for",
        type: "string",
        options: {
          list: REVIEW_LINK_PURPOSES.map((value) => ({ title: PURPOSE_TITLES[value], value })),
          layout: "radio",
        },
      }),
      defineField({ name: "heading", title: "Heading", type: "string" }),
      defineField({ name: "intro", title: "Intro text", type: "text", rows: 2 }),
    ],
    preview: {
      select: { title: "heading", purpose: "purpose" },
      prepare: ({ title, purpose }) => ({
        title: title || "Review link form",
        subtitle: `Review link: ${purpose ?? "no purpose"}`,
      }),
    },
  }),
});
