import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Signed tokens shared by the review links (web/services/reviewLinkTokens.ts), the shareable
 * preview links (web/content/previewLinks.ts) and the thank-you page's request summary
 * (web/services/leadSummaryTokens.ts):
 *
 *   v1.<claims, base64url JSON>.<HMAC-SHA256 of "v1.<claims>", base64url>
 *
 * This module signs and checks the signature (in constant time); what the claims must
 * hold, and when they expire, is each caller's business.
 */
const VERSION = "v1";
const MAX_TOKEN_LENGTH = 2048;

function sign(secret: string, body: string): Buffer {
  return createHmac("sha256", secret).update(`${VERSION}.${body}`, "utf8").digest();
}

export function signClaims(secret: string, claims: object): string {
  const body = Buffer.from(JSON.stringify(claims), "utf8").toString("base64url");
  return `${VERSION}.${body}.${sign(secret, body).toString("base64url")}`;
}

/**
 * A key of its own for one purpose, made from another key: tokens signed for one purpose
 * never check for another, and the install keeps one secret to configure.
 */
export function derivedKey(secret: string, purpose: string): string {
  return createHmac("sha256", secret).update(`derived-key.${purpose}`, "utf8").digest("base64url");
}

/** The token's claims when its signature is right; null for anything else. */
export function verifiedClaims(secret: string, token: string | null | undefined): unknown {
  if (typeof token !== "string" || token.length > MAX_TOKEN_LENGTH) return null;
  const [version, body, signature, extra] = token.trim().split(".");
  if (version !== VERSION || !body || !signature || extra !== undefined) return null;
  const expected = sign(secret, body);
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    return JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as unknown;
  } catch {
    return null;
  }
}
