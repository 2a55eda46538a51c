/**
 * The prices a provider page blurs until the visitor has asked for pricing (spec 4/6,
 * issue 24.6): each service's starting price and each floor plan's. The page sends only
 * their keys and whether each has a price; the numbers come from
 * GET /api/v2/location/{id}/prices once the visitor has the `inquired` cookie, so nothing
 * sent before (HTML, RSC payload) holds them.
 */
import type { Service } from "../model/model";
import { cardPrice } from "../card/cardPrice";

/** Names one blurred price: a service (by care type), or one of its floor plans (by place). */
export function priceKey(careType: string, accommodationIndex?: number): string {
  return accommodationIndex === undefined ? careType : `${careType}/${accommodationIndex}`;
}

/** What GET /api/v2/location/{id}/prices answers: key -> "Starting at $3,250/month". */
export interface ProviderPrices {
  prices: Record<string, string>;
}

/** The message of the 403 answered to a visitor who has not asked for pricing. */
export const PRICES_LOCKED_MESSAGE = "Prices show once you have asked for pricing.";

/** Every blurred price of the provider's costs section, as the cards show it unlocked. */
export function providerPriceTexts(provider: { services: readonly Service[] }): ProviderPrices {
  const prices: Record<string, string> = {};
  for (const service of provider.services) {
    const price = cardPrice(service.costs.startingPriceCents);
    if (price.available) prices[priceKey(service.careType)] = price.text;
    service.accommodations.forEach((item, index) => {
      const itemPrice = cardPrice(item.startingPriceCents);
      if (itemPrice.available) prices[priceKey(service.careType, index)] = itemPrice.text;
    });
  }
  return { prices };
}
