/**
 * Price display (spec 5 "Display", spec 9 "Price is the starting price per month, from
 * cents", spec 2.3 "The cost-range text format is '$min - $max'").
 */

/** spec 5: the text shown when there is no positive price. */
export const PRICING_NOT_AVAILABLE = "Pricing not available";

export type PriceDisplay =
  | { available: true; dollarsPerMonth: number; text: string }
  | { available: false; text: typeof PRICING_NOT_AVAILABLE };

/**
 * Made on first use, not when the module loads: the first currency formatter a page makes
 * loads ICU's currency data (about 30 ms on a phone's main thread), and most pages that
 * bundle this module never format a price in the browser.
 */
let dollars: Intl.NumberFormat | undefined;

/** Whole dollars from cents, formatted "$3,250" (cents are rounded to the nearest dollar). */
export function formatDollarsFromCents(cents: number): string {
  dollars ??= new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  });
  return dollars.format(Math.round(cents / 100));
}

/**
 * spec 5: a price shows only when greater than 0, otherwise 'Pricing not available';
 * the price is the starting price per month, converted from cents (divided by 100).
 */
export function priceDisplay(startingPriceCents: number | null | undefined): PriceDisplay {
  if (!isPositivePrice(startingPriceCents)) {
    return { available: false, text: PRICING_NOT_AVAILABLE };
  }
  return {
    available: true,
    dollarsPerMonth: startingPriceCents / 100,
    text: `${formatDollarsFromCents(startingPriceCents)}/month`,
  };
}

/**
 * spec 2.3: the cost range '$min - $max' from minimumCost / maximumCost in cents.
 * A range needs two positive prices; with only one the single price is shown, with
 * none the text is 'Pricing not available'.
 */
export function costRangeDisplay(
  minimumCostCents: number | null | undefined,
  maximumCostCents: number | null | undefined,
): string {
  const prices = [minimumCostCents, maximumCostCents].filter(isPositivePrice).sort((a, b) => a - b);
  const [low, high] = prices;
  if (low === undefined) return PRICING_NOT_AVAILABLE;
  if (high === undefined) return formatDollarsFromCents(low);
  return `${formatDollarsFromCents(low)} - ${formatDollarsFromCents(high)}`;
}

function isPositivePrice(cents: number | null | undefined): cents is number {
  return typeof cents === "number" && Number.isFinite(cents) && cents > 0;
}

/** The fields of a service the cost rules read (spec 3 "Service"). */
export interface PricedService {
  costs?: { startingPriceCents?: number | null } | null;
}

/**
 * spec 4: the cost section is shown only if at least one service has a starting price.
 */
export function hasStartingPrice(services: readonly PricedService[] | null | undefined): boolean {
  return lowestStartingPriceCents(services) !== null;
}

/** The lowest positive starting price over the services, in cents, or null. */
export function lowestStartingPriceCents(
  services: readonly PricedService[] | null | undefined,
): number | null {
  let lowest: number | null = null;
  for (const service of services ?? []) {
    const cents = service.costs?.startingPriceCents;
    if (isPositivePrice(cents)) {
      lowest = lowest === null ? cents : Math.min(lowest, cents);
    }
  }
  return lowest;
}
