/**
 * Enhanced provider status (spec 4 "Enhanced provider").
 */

/** A service contract (spec 3 "Service": contract {type, isSuppressed}). */
export interface ServiceContract {
  type?: string | null;
  isSuppressed?: boolean | null;
}

/** The contract fields of a service: one contract, or a list where the first is used. */
export interface ContractedService {
  contract?: ServiceContract | null;
  contracts?: readonly ServiceContract[] | null;
  isClaimed?: boolean | null;
}

export interface EnhancementFields {
  enhancedListing?: boolean | null;
  isSuppressed?: boolean | null;
  services?: readonly ContractedService[] | null;
}

/** spec 3: a service has a contract, or a list of contracts where the first is used. */
export function contractOf(service: ContractedService): ServiceContract | null {
  return service.contract ?? service.contracts?.[0] ?? null;
}

/**
 * spec 4: suppression comes from the provider's isSuppressed flag if present; otherwise
 * the provider counts as suppressed unless some service has a contract that is
 * explicitly not suppressed (isSuppressed === false; an unknown flag does not count).
 */
export function isProviderSuppressed(provider: EnhancementFields): boolean {
  if (typeof provider.isSuppressed === "boolean") return provider.isSuppressed;
  return !(provider.services ?? []).some((service) => contractOf(service)?.isSuppressed === false);
}

/** spec 4: enhanced means enhancedListing is true and the provider is not suppressed. */
export function isEnhancedProvider(provider: EnhancementFields): boolean {
  return provider.enhancedListing === true && !isProviderSuppressed(provider);
}
