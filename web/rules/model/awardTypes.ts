import type { CareTypeSlug, RollUpType } from "@web/rules/careTypes";

/** How many Caring Stars winners an award has in a year and state (the awards pages' menus). */
export interface AwardTally {
  year: number;
  stateCode: string;
  winners: number;
}

/** Which winners to list: an award's roll-up and year, optionally one state, paged. */
export interface AwardWinnersRequest {
  rollUpType: RollUpType;
  year: number;
  stateCode?: string | null;
  offset: number;
  limit: number;
}

/** A Caring Stars winner as the awards pages list it. */
export interface AwardWinner {
  id: string;
  name: string;
  path: string;
  city: string;
  stateCode: string;
  careType: CareTypeSlug;
  averageRating: number | null;
  reviewCount: number;
  /** The day of the newest review the rating counts (YYYY-MM-DD; issue 27.6), null without. */
  reviewsAsOf: string | null;
}

export interface AwardWinnersPage {
  /** Winners matching the request in all. */
  total: number;
  /** The page of winners, best first (web/rules/awards/awards.ts). */
  winners: AwardWinner[];
}

/** A winner whose award of a year is withheld by its record (issue 27.4, the QA view). */
export interface WithheldAwardWinner {
  providerId: string;
  name: string;
  path: string;
  stateCode: string;
  rollUpType: string;
  year: number;
  /** The citation that withholds it: the worst immediate-jeopardy citation of the year. */
  surveyDate: string;
  tag: string | null;
  scopeSeverity: string;
}
