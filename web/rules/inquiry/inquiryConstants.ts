/**
 * The inquiry's names and texts that every page needs (the header's and the cards'
 * buttons, the header's who-are-you-searching-for choices, blurred prices, the
 * thank-you page), apart from web/rules/inquiry/inquiry.ts so that reading them does
 * not bring the yup schema into a page's first load. inquiry.ts re-exports them for
 * the server.
 */

/** spec 5: the options of the who-are-you-looking-for select, in order. */
export const WHO_ARE_YOU_LOOKING_FOR_OPTIONS = [
  "Parent(s)",
  "Relative(s)",
  "Friend(s)",
  "Myself",
  "Spouse",
  "Patient/Client",
  "Job",
  "Other",
] as const;
export type WhoAreYouLookingFor = (typeof WHO_ARE_YOU_LOOKING_FOR_OPTIONS)[number];

/** spec 9: the thank-you title's default. */
export const THANK_YOU_TITLE = "Thank You for your request!";

/** spec 9: the default call-to-action text. */
export const DEFAULT_INQUIRY_CTA = "Get Costs";

/** spec 9: a lead's care location when neither the form nor its page says where care is wanted. */
export const UNKNOWN_CARE_LOCATION = "UNKNOWN";

/** The honeypot field: invisible to people, filled by bots; a filled one is dropped silently. */
export const INQUIRY_HONEYPOT_FIELD = "companyWebsite";

/** The cookie that marks a visitor who has sent a costs inquiry (spec 4/6: it unlocks blurred prices). */
export const INQUIRED_COOKIE = "inquired";

/** spec 4/6: whether the cookie string marks a visitor who has sent a costs inquiry. */
export function hasInquiredCookie(cookie: string): boolean {
  return cookie
    .split(";")
    .map((part) => part.trim())
    .some((part) => {
      const [name, ...rest] = part.split("=");
      const value = rest.join("=");
      return name === INQUIRED_COOKIE && value !== "" && value !== "0" && value !== "false";
    });
}

/** The thank-you page's path on both sites (spec 2.1: query slug = provider path, phone). */
export const THANK_YOU_PATH = "/thank-you";

/** spec 9 `faux-chat`: the chat's launcher and title (on every page, so apart from its script). */
export const FAUX_CHAT_TITLE = "Chat with an advisor";
