/**
 * spec 5 (Display): "Inflation cost is truncated to an integer."
 *
 * The projected monthly cost in whole dollars after `years` of compound annual
 * inflation at `annualRatePercent`. Truncated (not rounded) as the spec says, so
 * a projection never overstates the cost by a rounding step. Null when an input
 * is not a usable number.
 */
export function inflationCost(
  costCents: number,
  annualRatePercent: number,
  years: number,
): number | null {
  if (
    !Number.isFinite(costCents) ||
    !Number.isFinite(annualRatePercent) ||
    !Number.isFinite(years) ||
    costCents < 0 ||
    years < 0 ||
    annualRatePercent <= -100
  ) {
    return null;
  }
  const projected = (costCents / 100) * Math.pow(1 + annualRatePercent / 100, years);
  return Number.isFinite(projected) ? Math.trunc(projected) : null;
}
