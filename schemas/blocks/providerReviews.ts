import { CommentIcon } from "@sanity/icons/Comment";
import { defineType } from "sanity";
import { providerBlockPreview, providerHeadingField } from "../objects/providerHeading";
import { defineBlock } from "./defineBlock";

/**
 * spec 2.2 / 2.3: the reviews (#all_reviews_section): rating summary, aspect ratings,
 * newest first in pages, provider responses, and Write a review (#newreview).
 */
export const providerReviews = defineBlock({
  group: "provider",
  icon: CommentIcon,
  on: ["providerPageTemplate"],
  schema: defineType({
    name: "providerReviews",
    title: "Provider reviews",
    type: "object",
    fields: [providerHeadingField("Reviews of {name}")],
    preview: providerBlockPreview("Provider reviews"),
  }),
});
