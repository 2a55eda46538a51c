import { defineType } from "sanity";
import { providerBlockPreview, providerHeadingField } from "../objects/providerHeading";

/**
 * spec 2.2 / 2.3: the reviews (#all_reviews_section): rating summary, aspect ratings,
 * newest first in pages, provider responses, and Write a review (#newreview).
 */
export const providerReviews = defineType({
  name: "providerReviews",
  title: "Provider reviews",
  type: "object",
  fields: [providerHeadingField("Reviews of {name}")],
  preview: providerBlockPreview("Provider reviews"),
});
