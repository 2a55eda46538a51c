/**
 * The review links' tokens (spec 7 `/v1/dxp/...`): signed, expiring, single-use.
 *
 *   v1.<payload, base64url JSON>.<HMAC-SHA256 of "v1.<payload>", base64url>
 *
 * The payload names the purpose, what the link is about (a review, a provider or a
 * review submission), when it expires and a random id (`jti`). Verifying checks the
 * signature in constant time, then the expiry, then the purpose. Single use is the
 * store's: the action a link performs is recorded once per `jti`
 * (DirectoryStore.recordReviewLinkAction), in the same statement that checks it.
 *
 * The key is REVIEW_LINK_SECRET. Without it, a site on its embedded defaults (`npm
 * start`, `npm run dev`, the review-link CLI) uses a random key made for this install
 * (data/review-link.key, web/lib/installSecret.ts), and Jest a documented local key. A
 * production server sharing a database or a hosted dataset (DATABASE_URL or
 * SANITY_PROJECT_ID) runs as many instances: a per-install key would differ between
 * them, so there the key must be configured and the server refuses to start without it
 * (configProblems in web/lib/config.ts).
 */
import { randomBytes } from "node:crypto";
import { signClaims, verifiedClaims } from "@web/lib/signedToken";
import {
  REVIEW_LINK_LIFETIME_DAYS,
  REVIEW_LINK_PURPOSES,
  type ReviewLinkPurpose,
} from "@web/rules/reviews/reviewLinks";
import { config, reviewLinkSecretRequired, serverEnv, type Env } from "@web/lib/config";
import { installSecret } from "@web/lib/installSecret";

export const LOCAL_REVIEW_LINK_SECRET = "local-review-links";

export interface ReviewLinkClaims {
  purpose: ReviewLinkPurpose;
  /** The published review (provider-review). */
  reviewId?: string;
  /** The provider (move-in). */
  providerId?: string;
  /** The review submission (duplicate-review). */
  submissionId?: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
  /** The token's id: what makes it single-use. */
  jti: string;
}

export type TokenCheck =
  | { ok: true; claims: ReviewLinkClaims }
  | { ok: false; reason: "invalid" | "expired" | "wrong-purpose" | "disabled" };

/** The per-install key's name (data/review-link.key). */
export const REVIEW_LINK_KEY_NAME = "review-link";

/**
 * The signing key: REVIEW_LINK_SECRET, else the local key under Jest, else this
 * install's own key; null (links off) only where the key must be configured and is not.
 */
export function reviewLinkSecret(
  env: Env = serverEnv(),
  ownKey: () => string = () => installSecret(REVIEW_LINK_KEY_NAME),
): string | null {
  const configured = config.reviewLinkSecret(env);
  if (configured) return configured;
  if (env.NODE_ENV === "test") return LOCAL_REVIEW_LINK_SECRET;
  return reviewLinkSecretRequired(env) ? null : ownKey();
}

/** A new token for a purpose and its subject, valid for the purpose's lifetime from `now`. */
export function issueReviewLinkToken(
  secret: string,
  subject: Omit<ReviewLinkClaims, "exp" | "jti">,
  now: Date = new Date(),
): string {
  const claims: ReviewLinkClaims = {
    ...subject,
    exp: Math.floor(now.getTime() / 1000) + REVIEW_LINK_LIFETIME_DAYS[subject.purpose] * 86_400,
    jti: randomBytes(16).toString("base64url"),
  };
  return signClaims(secret, claims);
}

function isClaims(value: unknown): value is ReviewLinkClaims {
  if (typeof value !== "object" || value === null) return false;
  const claims = value as Record<string, unknown>;
  const optionalText = (key: string) =>
    claims[key] === undefined || (typeof claims[key] === "string" && claims[key] !== "");
  return (
    typeof claims.purpose === "string" &&
    (REVIEW_LINK_PURPOSES as readonly string[]).includes(claims.purpose) &&
    typeof claims.exp === "number" &&
    Number.isFinite(claims.exp) &&
    typeof claims.jti === "string" &&
    /^[A-Za-z0-9_-]{16,64}$/.test(claims.jti) &&
    optionalText("reviewId") &&
    optionalText("providerId") &&
    optionalText("submissionId")
  );
}

/** Checks a token for a purpose at `now`: signature, expiry, purpose. */
export function verifyReviewLinkToken(
  secret: string | null,
  token: string | null | undefined,
  purpose: ReviewLinkPurpose,
  now: Date = new Date(),
): TokenCheck {
  if (secret === null) return { ok: false, reason: "disabled" };
  const claims = verifiedClaims(secret, token);
  if (!isClaims(claims)) return { ok: false, reason: "invalid" };
  if (claims.exp * 1000 <= now.getTime()) return { ok: false, reason: "expired" };
  if (claims.purpose !== purpose) return { ok: false, reason: "wrong-purpose" };
  return { ok: true, claims };
}
