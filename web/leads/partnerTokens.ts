/**
 * Partner access (spec 6): a partner sends its token in the `X-Partner-Token` header.
 * Tokens come from PARTNER_API_TOKENS, `name:token` pairs separated by commas
 * (`PARTNER_API_TOKENS=acme:3f9c...,beta:77aa...`); the name is recorded with each lead.
 * Tokens are compared in constant time.
 */
import { createHash, timingSafeEqual } from "node:crypto";

export const PARTNER_TOKEN_HEADER = "x-partner-token";

/** Shorter tokens are refused when read from the environment: they can be guessed. */
export const MIN_PARTNER_TOKEN_LENGTH = 16;

export interface PartnerToken {
  name: string;
  /** sha256 of the token: fixed length, so every comparison takes the same time. */
  digest: Buffer;
}

const digest = (text: string) => createHash("sha256").update(text, "utf8").digest();

/** The configured partners; malformed or short entries are skipped (and named in `skipped`). */
export function partnerTokensFromEnv(value = process.env.PARTNER_API_TOKENS): {
  tokens: PartnerToken[];
  skipped: string[];
} {
  const tokens: PartnerToken[] = [];
  const skipped: string[] = [];
  for (const entry of (value ?? "").split(",")) {
    const trimmed = entry.trim();
    if (!trimmed) continue;
    const separator = trimmed.indexOf(":");
    const name = separator > 0 ? trimmed.slice(0, separator).trim() : "";
    const token = separator > 0 ? trimmed.slice(separator + 1).trim() : "";
    if (!/^[A-Za-z0-9_.-]{1,64}$/.test(name) || token.length < MIN_PARTNER_TOKEN_LENGTH) {
      skipped.push(name || "(unnamed)");
      continue;
    }
    tokens.push({ name, digest: digest(token) });
  }
  return { tokens, skipped };
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
