/**
 * spec 7 `GET /v2/location/{id-or-slug}` with `careType`: the provider as seen for one of
 * its care types (docs/spec-decisions.md "Provider by care type"). Its service for that
 * care type (whose category carries the care type's description and whose costs and
 * floor plans are that care type's), its costs from that service, that care type as its
 * main one; everything about the provider itself (name, address, reviews, amenities)
 * stays as it is.
 */
import { careTypeOf, type CareTypeSlug } from "../careTypes";
import type { Provider } from "../model/model";

/** The provider as seen for `careType`; null when it offers no service of that care type. */
export function providerForCareType(provider: Provider, careType: CareTypeSlug): Provider | null {
  const services = provider.services.filter((service) => service.careType === careType);
  const [service] = services;
  if (!service) return null;
  const prices = services
    .flatMap((s) => [
      s.costs.startingPriceCents,
      ...s.accommodations.map((a) => a.startingPriceCents),
    ])
    .filter((price): price is number => price !== null && price > 0);
  const starting = service.costs.startingPriceCents;
  const lowest = prices.length > 0 ? Math.min(...prices) : null;
  return {
    ...provider,
    careType,
    rollupType: careTypeOf(careType).rollUpType,
    services,
    accommodations: services.flatMap((s) => s.accommodations.map((a) => ({ title: a.title }))),
    startPriceInCents: starting !== null && starting > 0 ? starting : lowest,
    minimumCost: lowest === null ? null : { costCents: lowest },
    maximumCost: prices.length > 0 ? { costCents: Math.max(...prices) } : null,
  };
}
