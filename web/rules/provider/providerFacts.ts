/**
 * The provider's facts a family checks before a visit (spec 1: "claimed or enhanced
 * status"; spec 3: careTypesDescription, the legacy boolean fields, the free-text extra,
 * licenses and stateLicenses, lastReviewSnippet): the provider page's "Facts and
 * licensing" section, the header's latest review and the card's claimed marker.
 */
import { htmlToText } from "../htmlText";

/** The section's heading by default ({name} stands for the provider's name). */
export const FACTS_HEADING = "Facts and licensing";

/** spec 1: the claimed status, in words a family reads without knowing the trade. */
export const CLAIMED_STATUS = {
  claimed: {
    label: "Claimed by the provider",
    explanation:
      "The provider has confirmed that it manages this listing and can keep its details up to date.",
  },
  unclaimed: {
    label: "Not yet claimed by the provider",
    explanation:
      "The provider has not confirmed this listing yet, so ask about anything that matters to you when you call or visit.",
  },
} as const;

/** The card's marker (spec 1): short, with the rest of the sentence for screen readers. */
export const CLAIMED_MARKER = { text: "Claimed", accessibleSuffix: " by the provider" } as const;

/** spec 3 Service.isClaimed: a provider is claimed when one of its services is. */
export function isClaimedProvider(provider: {
  services?: readonly { isClaimed?: boolean | null }[] | null;
}): boolean {
  return (provider.services ?? []).some((service) => service.isClaimed === true);
}

/** The free text of a spec 3 field as written, trimmed; null when there is none. */
function writtenText(value: string | null | undefined): string | null {
  const text = typeof value === "string" ? value.trim() : "";
  return text === "" ? null : text;
}

export interface YesNoFact {
  label: string;
  value: boolean;
}

export interface ProviderFacts {
  claimed: boolean;
  /** spec 3 careTypesDescription, or null. */
  careTypes: string | null;
  /** The four legacy boolean fields, each answered Yes or No. */
  yesNo: YesNoFact[];
  licenses: string | null;
  stateLicenses: string | null;
  /** spec 3 extra: the listing's own notes. */
  notes: string | null;
}

export interface FactFields {
  services?: readonly { isClaimed?: boolean | null }[] | null;
  careTypesDescription?: string | null;
  petsAllowed?: boolean | null;
  internetEnabledRooms?: boolean | null;
  walkingWheelchairAssistance?: boolean | null;
  residentTransportation?: boolean | null;
  extra?: string | null;
  licenses?: string | null;
  stateLicenses?: string | null;
}

/**
 * What the facts section shows. A legacy field that is not true reads "No" (the
 * directory stores them as booleans; an absent one is not a yes); free text shows as
 * written, and not at all when it is empty.
 */
export function providerFacts(provider: FactFields): ProviderFacts {
  return {
    claimed: isClaimedProvider(provider),
    careTypes: writtenText(provider.careTypesDescription),
    yesNo: [
      { label: "Pets allowed", value: provider.petsAllowed === true },
      { label: "Internet-enabled rooms", value: provider.internetEnabledRooms === true },
      {
        label: "Walking and wheelchair assistance",
        value: provider.walkingWheelchairAssistance === true,
      },
      { label: "Resident transportation", value: provider.residentTransportation === true },
    ],
    licenses: writtenText(provider.licenses),
    stateLicenses: writtenText(provider.stateLicenses),
    notes: writtenText(provider.extra),
  };
}

/** The word a yes/no fact reads as (not only an icon). */
export function yesNoText(value: boolean): "Yes" | "No" {
  return value ? "Yes" : "No";
}

/** Characters past which a review snippet is cut (the seed's, and the header's room). */
export const REVIEW_SNIPPET_LENGTH = 140;

/**
 * spec 3 lastReviewSnippet as the header quotes it: plain text (reviews are HTML), on
 * one line, at most {@link REVIEW_SNIPPET_LENGTH} characters; an ellipsis where it stops
 * mid-sentence (a snippet is the start of the review). Null when there is none.
 */
export function reviewSnippetText(snippet: string | null | undefined): string | null {
  const text = htmlToText(snippet).replace(/\s+/g, " ").trim();
  if (text === "") return null;
  const cut =
    text.length > REVIEW_SNIPPET_LENGTH
      ? text.slice(0, REVIEW_SNIPPET_LENGTH).replace(/\s+\S*$/, "")
      : text;
  return /[.!?…]["”’)]?$/.test(cut) ? cut : `${cut.replace(/[\s,;:–—-]+$/, "")}…`;
}
