import { PREVIEW_LINK_PREFIX } from "@web/content/previewLinks";
import { QA_PATH_PREFIX } from "@web/pageKinds/qa/access";
import { THANK_YOU_PATH } from "@web/rules/inquiry/inquiryConstants";
import { config } from "@web/lib/config";
import { VIDEO_FRAME_ORIGINS } from "@web/rules/videoEmbeds";
import type { PolicySources } from "./chatWidget";

/**
 * The Content-Security-Policy of pages (issue 14.5): web/proxy.ts builds it with
 * a fresh nonce per request and web/site/pageCacheHandler.cjs sends it with a
 * cached page; web/proxy.ts sends it itself with a page rendered for one request
 * only ({@link isRenderedPerRequest}); next.config.ts sends the other security
 * headers on every path (docs/security.md explains how they fit).
 *
 * Scripts: a per-request nonce and 'strict-dynamic' (Next's own scripts carry the
 * nonce; the chunks they load inherit the trust), never 'unsafe-inline'. Styles
 * keep 'unsafe-inline': Emotion inserts <style> elements at run time when a
 * Chakra dialog or toast first opens, and React writes style attributes.
 * Frames: only the Sanity Studio (Presentation tool) may embed a page.
 */

/** Where the Studio runs, when SANITY_STUDIO_ORIGIN does not say. */
export const DEFAULT_STUDIO_ORIGIN = "http://localhost:3333";

/** The origins of SANITY_STUDIO_ORIGIN (one or more, space- or comma-separated); invalid ones are dropped. */
export function studioOrigins(value: string | undefined = config.studioOrigin()): string[] {
  const origins = new Set<string>();
  for (const entry of (value ?? DEFAULT_STUDIO_ORIGIN).split(/[\s,]+/)) {
    if (!entry) continue;
    try {
      const url = new URL(entry);
      if (url.protocol === "https:" || url.protocol === "http:") origins.add(url.origin);
    } catch {
      // Not an origin: never a frame ancestor.
    }
  }
  return [...origins];
}

export interface PagePolicyOptions {
  nonce: string;
  /** `next dev`: React's debugging needs eval, and HMR a websocket. */
  development?: boolean;
  studio?: readonly string[];
  /**
   * Origins a third-party script on the page needs, by directive (the HubSpot chat's,
   * web/site/chatWidget.ts); none by default.
   */
  extra?: PolicySources;
}

function frameAncestors(studio: readonly string[]): string {
  return `frame-ancestors ${studio.length > 0 ? studio.join(" ") : "'none'"}`;
}

function serialise(directives: readonly string[]): string {
  return directives.join("; ");
}

/** A page's whole policy: scripts only by nonce. */
export function pageContentSecurityPolicy({
  nonce,
  development = false,
  studio = studioOrigins(),
  extra = {},
}: PagePolicyOptions): string {
  const more = (directive: keyof PolicySources) =>
    (extra[directive] ?? []).map((source) => ` ${source}`).join("");
  return serialise([
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ""}${more("script-src")}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${more("img-src")}`,
    `font-src 'self' data:${more("font-src")}`,
    // spec 5: the providers' YouTube and Vimeo embeds, checked on import; a chat's frames.
    `frame-src 'self' ${VIDEO_FRAME_ORIGINS.join(" ")}${more("frame-src")}`,
    `connect-src 'self'${development ? " ws: wss:" : ""}${more("connect-src")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    frameAncestors(studio),
  ]);
}

/**
 * The policy of answers that are not documents (the proxy's own plain-text refusals;
 * next.config.ts sends the same to the API, images and Next's static files): nothing
 * to run, nothing to embed.
 */
export const NON_DOCUMENT_POLICY =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The pages rendered for each request and never served from the page cache
 * (`dynamic = "force-dynamic"` under web/app/[site]/[q]/): the thank-you page, the QA
 * views and shared previews. No cached copy brings their policy along, so the proxy
 * sends it with them (issue 28.6); it must not send it with a cacheable page, which
 * Next may answer from another request's lookup with that request's nonce.
 */
export function isRenderedPerRequest(pathname: string): boolean {
  return (
    pathname === THANK_YOU_PATH ||
    pathname.startsWith(QA_PATH_PREFIX) ||
    pathname.startsWith(PREVIEW_LINK_PREFIX)
  );
}

/** 128 random bits, base64: a nonce no one can guess. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** The nonce a policy allows scripts by (as Next.js reads it from the request's policy). */
export function nonceOfPolicy(policy: string | null | undefined): string | null {
  return /'nonce-([A-Za-z0-9+/=_-]+)'/.exec(policy ?? "")?.[1] ?? null;
}
