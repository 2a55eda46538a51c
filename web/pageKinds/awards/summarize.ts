/** Awards pages: an award's years and states from the directory's tallies. Pure. */
import type { AwardTally } from "@web/rules/model/types";
import type { CaringStarsAward } from "@web/rules/awards/awards";
import { toSlug } from "@web/rules/slug";
import { stateNameFromCode } from "@web/rules/geo/usStates";
import type { AwardState, AwardSummary } from "./awardsPageTypes";

export function stateOf(code: string): AwardState {
  const name = stateNameFromCode(code) ?? code;
  return { code, name, urlName: toSlug(name) };
}

/** An award's years (newest first) and states from its tallies. */
export function summarize(award: CaringStarsAward, tallies: readonly AwardTally[]): AwardSummary {
  const years = new Map<
    number,
    { winners: number; states: (AwardState & { winners: number })[] }
  >();
  const states = new Map<string, AwardState>();
  for (const tally of tallies) {
    const entry = years.get(tally.year) ?? { winners: 0, states: [] };
    const state = stateOf(tally.stateCode);
    entry.winners += tally.winners;
    entry.states.push({ ...state, winners: tally.winners });
    years.set(tally.year, entry);
    states.set(state.code, state);
  }
  const byName = (a: AwardState, b: AwardState) => a.name.localeCompare(b.name, "en-US");
  return {
    award,
    years: [...years.entries()]
      .sort(([a], [b]) => b - a)
      .map(([year, entry]) => ({
        year,
        winners: entry.winners,
        states: entry.states.sort(byName),
      })),
    states: [...states.values()].sort(byName),
  };
}
