import { signClaims, verifiedClaims } from "@web/lib/signedToken";
import { draftModeNotBefore, revocationsFile } from "./previewLinks";
import { previewSecretState } from "./previewSecret";
import { config, serverEnv, type Env } from "@web/lib/config";

/**
 * Draft mode that can be revoked (issue 28.5).
 *
 * Next's draft-mode cookie (`__prerender_bypass`) holds one value per build: whoever
 * has it sees drafts until the next build, even once preview is turned off. So
 * entering draft mode (web/app/api/draft-mode/enable/route.ts) also sets a signed
 * token cookie: HMAC-SHA256 (web/lib/signedToken.ts) with a key derived from the
 * preview secret, carrying when it was issued and when it expires. The proxy
 * (web/proxy.ts) lets Next's cookie through only with a valid token; otherwise it
 * strips the cookie from the request and clears both in the answer. A token is
 * valid while
 * - its signature holds: preview off (no secret in production) means no key and
 *   no valid token; a new PREVIEW_SECRET invalidates every earlier one;
 * - it has not expired (DRAFT_TOKEN_TTL_SECONDS);
 * - it was issued after the last revocation, `draftsNotBefore` in the preview-link
 *   revocation file (`npm run preview-link -- --revoke-drafts`), read at most every
 *   NOT_BEFORE_CACHE_MS and only for requests that carry a draft cookie.
 */

/** Next's draft-mode cookie. */
export const DRAFT_MODE_COOKIE = "__prerender_bypass";

/** The signed token that has to travel with it. */
export const DRAFT_TOKEN_COOKIE = "__draft_mode_token";

/** How long one entry into draft mode lasts: a working day; then the secret again. */
export const DRAFT_TOKEN_TTL_SECONDS = 12 * 3600;

/** How long the revocation time is reused before the file is read again. */
export const NOT_BEFORE_CACHE_MS = 2000;

const PURPOSE = "draft-mode";

export interface DraftTokenClaims {
  purpose: typeof PURPOSE;
  /** Issued at, milliseconds since the epoch (a revocation in the same second counts). */
  iat: number;
  /** Expires at, milliseconds since the epoch. */
  exp: number;
}

export type DraftTokenCheck =
  | { ok: true; claims: DraftTokenClaims }
  | { ok: false; reason: "disabled" | "invalid" | "expired" | "revoked" };

/**
 * The token's signing key, derived from the preview secret (a key of its own, so a
 * token stands in for nothing else). Hosted mode without PREVIEW_SECRET validates
 * Sanity's secret instead and signs with its read token. Null when draft mode is off.
 */
function signingKey(env: Env): string | null {
  const state = previewSecretState(env);
  if (state.enabled) return `draft-mode:${state.secret}`;
  const { projectId, dataset, readToken } = config.sanity(env);
  const hostedToken = projectId && dataset && readToken;
  return hostedToken ? `draft-mode:sanity:${hostedToken}` : null;
}

/** A token for an entry into draft mode now; null when draft mode is off on this server. */
export function issueDraftToken(
  options: { now?: Date; env?: Env } = {},
): { token: string; claims: DraftTokenClaims } | null {
  const key = signingKey(options.env ?? serverEnv());
  if (!key) return null;
  const iat = (options.now ?? new Date()).getTime();
  const claims: DraftTokenClaims = {
    purpose: PURPOSE,
    iat,
    exp: iat + DRAFT_TOKEN_TTL_SECONDS * 1000,
  };
  return { token: signClaims(key, claims), claims };
}

function isClaims(value: unknown): value is DraftTokenClaims {
  if (typeof value !== "object" || value === null) return false;
  const claims = value as Record<string, unknown>;
  return (
    claims.purpose === PURPOSE &&
    typeof claims.iat === "number" &&
    Number.isFinite(claims.iat) &&
    typeof claims.exp === "number" &&
    Number.isFinite(claims.exp) &&
    claims.exp > claims.iat
  );
}

let cachedNotBefore: { file: string; readAt: number; value: number } | null = null;

/**
 * The revocation time in force (0 when never revoked), from the file, reused for up
 * to NOT_BEFORE_CACHE_MS. An unreadable file revokes everything: it cannot show
 * that a cookie is still wanted.
 */
export function currentDraftNotBefore(env: Env = serverEnv(), clock: number = Date.now()): number {
  const file = revocationsFile(env);
  const cached = cachedNotBefore;
  if (
    cached &&
    cached.file === file &&
    clock >= cached.readAt &&
    clock - cached.readAt < NOT_BEFORE_CACHE_MS
  ) {
    return cached.value;
  }
  let value: number;
  try {
    value = draftModeNotBefore(file) ?? 0;
  } catch {
    value = Number.POSITIVE_INFINITY;
  }
  cachedNotBefore = { file, readAt: clock, value };
  return value;
}

/** Checks a token: signature (with this server's key), expiry, then the revocation time. */
export function verifyDraftToken(
  token: string | null | undefined,
  options: { now?: Date; env?: Env; notBefore?: number } = {},
): DraftTokenCheck {
  const env = options.env ?? serverEnv();
  const key = signingKey(env);
  if (!key) return { ok: false, reason: "disabled" };
  const claims = verifiedClaims(key, token);
  if (!isClaims(claims)) return { ok: false, reason: "invalid" };
  const now = (options.now ?? new Date()).getTime();
  if (claims.exp <= now) return { ok: false, reason: "expired" };
  const notBefore = options.notBefore ?? currentDraftNotBefore(env);
  if (claims.iat <= notBefore) return { ok: false, reason: "revoked" };
  return { ok: true, claims };
}

export interface DraftCookieAttributes {
  httpOnly: true;
  path: "/";
  sameSite: "none" | "lax";
  secure: boolean;
  partitioned?: boolean;
}

/**
 * The attributes of the token cookie: those of Next's draft-mode cookie, so both
 * travel together (SameSite=None and Secure outside `next dev`, for the Studio's
 * Presentation tool frame; SameSite=None needs Secure, and browsers keep Secure
 * cookies on https and on localhost). Partitioned (CHIPS) when the request comes
 * from a cross-site frame, as next-sanity sets Next's cookie then.
 */
export function draftCookieAttributes(
  request?: Request,
  development: boolean = config.isDevelopment(),
): DraftCookieAttributes {
  const partitioned =
    !development &&
    request?.headers.get("sec-fetch-dest") === "iframe" &&
    request.headers.get("sec-fetch-site") === "cross-site";
  return {
    httpOnly: true,
    path: "/",
    sameSite: development ? "lax" : "none",
    secure: !development,
    ...(partitioned ? { partitioned: true } : {}),
  };
}
