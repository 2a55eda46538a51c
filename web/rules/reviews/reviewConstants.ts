/**
 * The reviews' names and texts that a page's script needs, apart from the yup schemas
 * of reviewSubmission.ts and reviewLinks.ts so that reading them does not bring yup into
 * every page's first load. reviewLinks.ts re-exports the links' names for the server.
 */

/** spec 2.2: the review modal's hash. */
export const NEW_REVIEW_HASH = "newreview";

/** What a review link's token allows. */
export const REVIEW_LINK_PURPOSES = ["provider-review", "move-in", "duplicate-review"] as const;
export type ReviewLinkPurpose = (typeof REVIEW_LINK_PURPOSES)[number];

/** spec 8: the message when the server gives none. */
export const REVIEW_LINK_DEFAULT_ERROR = "An error occurred while processing the request";

export const REVIEW_LINK_MESSAGES = {
  invalid: "This link is not valid. Please use the link from your email.",
  expired: "This link has expired. Please ask us for a new one.",
  used: "This link has already been used.",
  unknown: "We could not find what this link is about.",
  responded: "Thank you. Your response will appear under the review once our team has checked it.",
  contested: "Thank you. Our team will look into this review and get back to you.",
  movedIn: "Thank you for letting us know about the move-in.",
  duplicateApproved: "Thank you. Both reviews stay with our team for moderation.",
  duplicateDenied: "Thank you. The duplicate review has been withdrawn.",
} as const;
