/**
 * Partner access (spec 6): a partner sends its token in the `X-Partner-Token` header.
 * Tokens come from PARTNER_API_TOKENS, `name:token` pairs separated by commas
 * (`PARTNER_API_TOKENS=acme:3f9c...,beta:77aa...`); the name is recorded with each lead.
 * Tokens are compared in constant time.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { config, partnerTokenEntries } from "@web/lib/config";

export const PARTNER_TOKEN_HEADER = "x-partner-token";

/** Shorter tokens are refused when read from the environment: they can be guessed. */
export { MIN_PARTNER_TOKEN_LENGTH } from "@web/lib/config";

export interface PartnerToken {
  name: string;
  /** sha256 of the token: fixed length, so every comparison takes the same time. */
  digest: Buffer;
}

const digest = (text: string) => createHash("sha256").update(text, "utf8").digest();

/** The configured partners; malformed or short entries are skipped (and named in `skipped`). */
export function partnerTokensFromEnv(value = config.partnerApiTokens()): {
  tokens: PartnerToken[];
  skipped: string[];
} {
  const { entries, skipped } = partnerTokenEntries(value);
  return { tokens: entries.map(({ name, token }) => ({ name, digest: digest(token) })), skipped };
}

/** The partner whose token the header carries, or null. Every token is compared, match or not. */
export function authenticatePartner(
  header: string | null,
  tokens: readonly PartnerToken[],
): string | null {
  if (!header) return null;
  const given = digest(header.trim());
  let partner: string | null = null;
  for (const token of tokens) {
    if (timingSafeEqual(given, token.digest) && partner === null) partner = token.name;
  }
  return partner;
}
