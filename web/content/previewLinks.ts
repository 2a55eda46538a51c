import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { repoRoot } from "@web/lib/repoRoot";
import { signClaims, verifiedClaims } from "@web/lib/signedToken";
import { isSiteId, type SiteId } from "@web/site/sites";
import { PAGE_PATH } from "@web/rules/pagePath";
import { previewSecretState } from "./previewSecret";
import { config, serverEnv, type Env } from "@web/lib/config";

/**
 * Shareable preview links (issue 16): a signed, time-limited, revocable link that opens
 * ONE draft page for a reviewer without Studio access (`/shared-preview/<token>`). The
 * link does not turn on draft mode: the reviewer sees that page's draft and nothing else.
 *
 * Signed with the preview secret (web/content/previewSecret.ts: PREVIEW_SECRET, the local
 * default outside production, off in production without it). Revoked link ids are kept in
 * a JSON file (PREVIEW_LINK_REVOCATIONS, default data/revoked-preview-links.json) that the
 * server reads on every check, so `npm run preview-link -- --revoke ID` takes effect at once.
 *
 * The same file holds the draft-mode revocation (issue 28.5): `draftsNotBefore`, the time
 * before which no draft-mode cookie counts (`npm run preview-link -- --revoke-drafts`,
 * read by web/content/draftModeToken.ts).
 */

export const PREVIEW_LINK_PREFIX = "/shared-preview/";
const PURPOSE = "page-preview";
export const DEFAULT_PREVIEW_LINK_TTL_SECONDS = 24 * 3600;
export const MAX_PREVIEW_LINK_TTL_SECONDS = 30 * 24 * 3600;

export interface PreviewLinkClaims {
  purpose: typeof PURPOSE;
  site: SiteId;
  path: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
  /** The link's id, named to revoke it. */
  jti: string;
}

export type PreviewLinkCheck =
  | { ok: true; claims: PreviewLinkClaims }
  | { ok: false; reason: "invalid" | "expired" | "revoked" | "disabled" };

function signingSecret(env: Env): string | null {
  const state = previewSecretState(env);
  // A key of its own, derived from the preview secret: a link cannot stand in for it.
  return state.enabled ? `preview-link:${state.secret}` : null;
}

/** Parses "24h", "30m", "7d" or "90s" to seconds; null when it is not such a duration. */
export function parseTtl(text: string): number | null {
  const match = /^(\d{1,6})([smhd])$/.exec(text.trim());
  if (!match) return null;
  const unit = { s: 1, m: 60, h: 3600, d: 86_400 }[match[2] as "s" | "m" | "h" | "d"];
  const seconds = Number(match[1]) * unit;
  return seconds > 0 ? seconds : null;
}

export function issuePreviewLink(
  request: { site: SiteId; path: string; ttlSeconds?: number },
  options: { now?: Date; env?: Env } = {},
): { token: string; claims: PreviewLinkClaims } {
  const secret = signingSecret(options.env ?? serverEnv());
  if (!secret) throw new Error("Preview links are disabled: set PREVIEW_SECRET");
  if (!PAGE_PATH.test(request.path)) throw new Error(`Not a page path: ${request.path}`);
  const ttl = request.ttlSeconds ?? DEFAULT_PREVIEW_LINK_TTL_SECONDS;
  if (!(ttl > 0 && ttl <= MAX_PREVIEW_LINK_TTL_SECONDS)) {
    throw new Error("A preview link lasts between 1 second and 30 days");
  }
  const claims: PreviewLinkClaims = {
    purpose: PURPOSE,
    site: request.site,
    path: request.path,
    exp: Math.floor((options.now ?? new Date()).getTime() / 1000) + ttl,
    jti: randomBytes(12).toString("base64url"),
  };
  return { token: signClaims(secret, claims), claims };
}

function isClaims(value: unknown): value is PreviewLinkClaims {
  if (typeof value !== "object" || value === null) return false;
  const claims = value as Record<string, unknown>;
  return (
    claims.purpose === PURPOSE &&
    isSiteId(claims.site) &&
    typeof claims.path === "string" &&
    PAGE_PATH.test(claims.path) &&
    typeof claims.exp === "number" &&
    Number.isFinite(claims.exp) &&
    typeof claims.jti === "string" &&
    /^[A-Za-z0-9_-]{16}$/.test(claims.jti)
  );
}

export function revocationsFile(env: Env = serverEnv()): string {
  return (
    config.previewLinkRevocations(env) ??
    path.join(repoRoot(), "data", "revoked-preview-links.json")
  );
}

interface Revocation {
  id: string;
  revokedAt: string;
}

/** The revocation file: withdrawn link ids, and when draft mode was last revoked. */
interface RevocationStore {
  revoked: Revocation[];
  /** ISO time; draft-mode cookies issued before it open nothing. */
  draftsNotBefore?: string;
}

/** The file's contents; empty when there is no file yet. Throws when it cannot be read. */
function readStore(file: string): RevocationStore {
  let text: string;
  try {
    text = readFileSync(/*turbopackIgnore: true*/ file, "utf8");
  } catch {
    return { revoked: [] };
  }
  const parsed = JSON.parse(text) as Partial<RevocationStore>;
  return {
    revoked: Array.isArray(parsed.revoked) ? parsed.revoked : [],
    ...(typeof parsed.draftsNotBefore === "string"
      ? { draftsNotBefore: parsed.draftsNotBefore }
      : {}),
  };
}

/** Replaces the file at once (write, then rename), so a reader never sees half of it. */
function writeStore(file: string, store: RevocationStore): void {
  mkdirSync(/*turbopackIgnore: true*/ path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(/*turbopackIgnore: true*/ partial, `${JSON.stringify(store, null, 2)}\n`);
  renameSync(/*turbopackIgnore: true*/ partial, file);
}

export function readRevocations(file: string = revocationsFile()): Revocation[] {
  return readStore(file).revoked;
}

/** Adds a link id to the revocation list; false when it was already there. */
export function revokePreviewLink(
  id: string,
  file: string = revocationsFile(),
  now: Date = new Date(),
): boolean {
  if (!/^[A-Za-z0-9_-]{16}$/.test(id)) throw new Error(`Not a preview link id: ${id}`);
  const store = readStore(file);
  if (store.revoked.some((entry) => entry.id === id)) return false;
  writeStore(file, { ...store, revoked: [...store.revoked, { id, revokedAt: now.toISOString() }] });
  return true;
}

/**
 * Revokes every draft-mode cookie issued until `now` (issue 28.5): records it as the
 * file's `draftsNotBefore`. Editors enter draft mode again with the preview secret.
 */
export function revokeDraftMode(file: string = revocationsFile(), now: Date = new Date()): Date {
  writeStore(file, { ...readStore(file), draftsNotBefore: now.toISOString() });
  return now;
}

/**
 * When draft mode was last revoked, in milliseconds since the epoch; null when never.
 * Throws when the file cannot be read.
 */
export function draftModeNotBefore(file: string = revocationsFile()): number | null {
  const { draftsNotBefore } = readStore(file);
  if (draftsNotBefore === undefined) return null;
  const time = Date.parse(draftsNotBefore);
  if (!Number.isFinite(time)) throw new Error(`Not a time: draftsNotBefore ${draftsNotBefore}`);
  return time;
}

/** Checks a link's token: signature, then expiry, then the revocation list. */
export function verifyPreviewLink(
  token: string | null | undefined,
  options: { now?: Date; env?: Env } = {},
): PreviewLinkCheck {
  const env = options.env ?? serverEnv();
  const secret = signingSecret(env);
  if (!secret) return { ok: false, reason: "disabled" };
  const claims = verifiedClaims(secret, token);
  if (!isClaims(claims)) return { ok: false, reason: "invalid" };
  if (claims.exp * 1000 <= (options.now ?? new Date()).getTime()) {
    return { ok: false, reason: "expired" };
  }
  let revoked: Revocation[];
  try {
    revoked = readRevocations(revocationsFile(env));
  } catch {
    // An unreadable list cannot prove a link is still wanted: refuse it.
    return { ok: false, reason: "revoked" };
  }
  if (revoked.some((entry) => entry.id === claims.jti)) return { ok: false, reason: "revoked" };
  return { ok: true, claims };
}
