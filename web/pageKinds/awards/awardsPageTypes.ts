/**
 * What the awards pages' blocks read from the block context (spec 2.1
 * /bestseniorliving): the page's level, its award, year and state, the years and
 * states with winners and the winners listed, loaded once per request by
 * web/pageKinds/awards/loadAwardsPage.ts. Type-only, so the registry may import it.
 */
import type { AwardWinner } from "@web/rules/model/types";
import type { AwardsPageType, CaringStarsAward } from "@web/rules/awards/awards";

export interface AwardState {
  code: string;
  name: string;
  urlName: string;
}

export interface AwardYear {
  year: number;
  winners: number;
  /** States with winners that year, by name, with their counts. */
  states: readonly (AwardState & { winners: number })[];
}

export interface AwardSummary {
  award: CaringStarsAward;
  /** Years with winners, newest first. */
  years: readonly AwardYear[];
  /** Every state with winners in any year, by name (the form's choices). */
  states: readonly AwardState[];
}

export interface AwardsPageContext {
  pageType: AwardsPageType;
  /** The page's canonical path. */
  path: string;
  /** The award of the page; null on the index, which shows both. */
  award: CaringStarsAward | null;
  /** The year shown: the path's, or on an award's page its latest; null on the index. */
  year: number | null;
  state: AwardState | null;
  /** Both awards on the index, else the page's award. */
  summaries: readonly AwardSummary[];
  /** A state page's page of winners; a year or award page's best winners in the nation. */
  winners: readonly AwardWinner[];
  /** Winners in all of the state (state page) or the nation (year page) that year. */
  total: number;
  /** 1-based page of a state's winners, and how many pages there are. */
  page: number;
  pageCount: number;
  /** Position of the first listed winner (1-based). */
  firstRank: number;
  breadcrumbs: readonly { name: string; path: string }[];
}
