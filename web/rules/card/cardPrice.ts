/**
 * The card's price line (spec 5: a price shows only when greater than 0, otherwise
 * 'Pricing not available'; it is the starting price per month, from cents).
 */
import { formatDollarsFromCents, priceDisplay, PRICING_NOT_AVAILABLE } from "./priceDisplay";

export type CardPrice =
  | { available: true; text: string; amount: string }
  | { available: false; text: typeof PRICING_NOT_AVAILABLE };

/** "Starting at $3,250/month", or 'Pricing not available'. */
export function cardPrice(startPriceInCents: number | null | undefined): CardPrice {
  const display = priceDisplay(startPriceInCents);
  if (!display.available) return { available: false, text: display.text };
  const amount = formatDollarsFromCents(display.dollarsPerMonth * 100);
  // One price format everywhere (issue 24.6): priceDisplay's "$3,250/month".
  return { available: true, amount, text: `Starting at ${display.text}` };
}
