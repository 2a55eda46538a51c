import { careTypeName } from "@web/rules/careTypes";
import { formatUsPhoneNumber } from "./phoneNumber";

/**
 * The thank-you page's "Your request" summary (issue 24 "Care-recipient leads", spec 7
 * GET /v1/b2c/care-recipient-leads/q/{x}): what the family typed, read back through a
 * signed, expiring token that names one lead (web/services/leadSummaryTokens.ts). The
 * token is a bearer secret that travels in a URL (the thank-you page's, the API's path),
 * so the summary gives the name, phone and email only partly: enough for the family to
 * recognise them, not enough to be worth taking from a browser history or a log.
 */

/** How long a summary token can be read: the day after the inquiry (spec-decisions.md). */
export const LEAD_TOKEN_LIFETIME_HOURS = 24;

/** The thank-you page's query key that carries the token (beside spec 2.1's slug and phone). */
export const LEAD_TOKEN_PARAM = "lead";

/** Longer than any token we sign, so nothing bigger is ever checked. */
const MAX_TOKEN_LENGTH = 1024;

/** What "v1.<base64url>.<base64url>" may be made of; anything else is not one of ours. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/** The token a query value holds, or null when it cannot be one (never checked further). */
export function leadTokenOf(value: string | string[] | null | undefined): string | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (typeof text !== "string") return null;
  const token = text.trim();
  return token.length <= MAX_TOKEN_LENGTH && TOKEN_SHAPE.test(token) ? token : null;
}

/** What the visitor asked for (the form's inquiry type), in the summary's words. */
export const INQUIRY_TYPE_LABELS: Readonly<Record<string, string>> = {
  costs: "Costs",
  information: "Information",
  tour: "A tour",
};

/** The lead's fields the summary reads (web/leads/store.ts NewLead). */
export interface LeadSummarySource {
  createdAt: string;
  inquiryType: string;
  whoAreYouLookingFor: string;
  fullName: string;
  phoneNumber: string;
  email: string;
  typeOfCare: string | null;
  tourTime: string | null;
  budget: string | null;
}

/** The answer of GET /api/v1/b2c/care-recipient-leads/q/{token}, and what the page shows. */
export interface LeadSummary {
  /** ISO time the inquiry was received. */
  receivedAt: string;
  /** ISO time the token stops being read. */
  expiresAt: string;
  /** What was asked for ("Costs", "Information", "A tour"). */
  request: string;
  /** The form's first answer ("Parent(s)", "Spouse", ...). */
  whoAreYouLookingFor: string;
  /** The first name and the last name's initial ("Ada L."). */
  name: string;
  /** Only the last four digits shown: "(•••) •••-0100". */
  phoneNumber: string;
  /** The number's last four digits, for assistive technology ("ending in 0100"). */
  phoneNumberEnding: string;
  /** Only the first letter of the address's name shown: "a***@example.com". */
  email: string;
  /** The care type's name when it is one of the catalogue's, else as typed; null when not given. */
  typeOfCare: string | null;
  tourTime: string | null;
  /** The SEM landing page's monthly budget, when asked and answered. */
  budget: string | null;
  /** The provider the inquiry was about, when there was one and it can still be read. */
  provider: { name: string; path: string } | null;
}

const HIDDEN = "•••";

/** "(512) 555-0100" -> "(•••) •••-0100"; anything not a US number -> "•••". */
export function maskPhoneNumber(phone: string): string {
  const formatted = formatUsPhoneNumber(phone);
  return formatted ? `(${HIDDEN}) ${HIDDEN}-${formatted.slice(-4)}` : HIDDEN;
}

/** "grace@example.com" -> "g***@example.com"; the domain stays (it is rarely personal). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "***";
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/** "Ada King Lovelace" -> "Ada L."; one word stays as it is. */
export function shortName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return words[0] ?? "";
  return `${words[0]} ${Array.from(words.at(-1)!)[0]!.toUpperCase()}.`;
}

/**
 * When the inquiry was received, in words: "November 2, 2026 at 5:00 AM ET". The page is
 * rendered on the server, which does not know the family's time zone; US Eastern, named,
 * is right for most of them and says what it is for the others.
 */
export function formatReceivedAt(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const text = new Intl.DateTimeFormat("en-US", {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "America/New_York",
  }).format(date);
  // A no-break space: "ET" never starts a line of its own.
  return `${text}\u00a0ET`;
}

/** The summary of a stored lead, masked, with the provider it names (already looked up). */
export function leadSummaryOf(
  lead: LeadSummarySource,
  provider: { name: string; path: string } | null,
  expiresAt: Date,
): LeadSummary {
  const typeOfCare = lead.typeOfCare?.trim() || null;
  const digits = formatUsPhoneNumber(lead.phoneNumber)?.slice(-4) ?? "";
  return {
    receivedAt: lead.createdAt,
    expiresAt: expiresAt.toISOString(),
    request: INQUIRY_TYPE_LABELS[lead.inquiryType] ?? INQUIRY_TYPE_LABELS.costs!,
    whoAreYouLookingFor: lead.whoAreYouLookingFor,
    name: shortName(lead.fullName),
    phoneNumber: maskPhoneNumber(lead.phoneNumber),
    phoneNumberEnding: digits,
    email: maskEmail(lead.email),
    typeOfCare: typeOfCare ? (careTypeName(typeOfCare) ?? typeOfCare) : null,
    tourTime: lead.tourTime?.trim() || null,
    budget: lead.budget?.trim() || null,
    provider: provider ? { name: provider.name, path: provider.path } : null,
  };
}
