/**
 * spec 5 (Display): cost comparison wording by percent difference.
 *
 * The spec lists the bands with two-decimal endpoints (5 or more, 2 to 4.99,
 * -1.99 to 1.99, -4.99 to -2, -5 or less), which leaves gaps such as 4.995 or
 * -1.995. We read them as half-open intervals so every difference has exactly
 * one phrase: [5, ∞) higher, [2, 5) slightly higher, (-2, 2) about the same,
 * (-5, -2] slightly lower, (-∞, -5] lower.
 */
export type CostComparisonPhrase =
  | "higher than"
  | "slightly higher than"
  | "about the same as"
  | "slightly lower than"
  | "lower than";

/** Percent by which `cost` differs from `reference`, or null when it cannot be computed. */
export function percentDifference(cost: number, reference: number): number | null {
  if (!Number.isFinite(cost) || !Number.isFinite(reference) || reference <= 0 || cost < 0) {
    return null;
  }
  return ((cost - reference) / reference) * 100;
}

export function costComparisonPhraseForPercent(percent: number): CostComparisonPhrase | null {
  if (!Number.isFinite(percent)) return null;
  if (percent >= 5) return "higher than";
  if (percent >= 2) return "slightly higher than";
  if (percent > -2) return "about the same as";
  if (percent > -5) return "slightly lower than";
  return "lower than";
}

/**
 * The phrase comparing a local cost with a reference cost (both in cents), e.g.
 * "slightly higher than". Null when the reference is missing or not positive,
 * so copy never claims a comparison it cannot back.
 */
export function costComparisonPhrase(cost: number, reference: number): CostComparisonPhrase | null {
  const percent = percentDifference(cost, reference);
  return percent === null ? null : costComparisonPhraseForPercent(percent);
}
