/**
 * The credential the Studio's geo copy tools show the site (issue 28.1): the site
 * renders templates for editors only (web/api/studioAccess.ts), as
 * `Authorization: Bearer <credential>`. The first of:
 *
 * 1. the site's preview secret, pasted by the editor when the site asked for it, kept
 *    for this browser tab's session only (sessionStorage: gone when the tab closes);
 * 2. SANITY_STUDIO_PREVIEW_SECRET, built into a development Studio for a local site.
 *    Never set it for a deployed Studio: its build is public, and the secret with it;
 * 3. the editor's own Sanity token (the Studio logs in with tokens, sanity.config.ts),
 *    which a site in hosted mode checks with the project.
 */
import { studioConfig } from "@web/lib/config";

const STORAGE_KEY = "senior-care-directory:site-preview-secret";

function session(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    // Storage blocked by the browser's settings.
    return null;
  }
}

/** The preview secret pasted in this tab, if any. */
export function pastedPreviewSecret(): string | null {
  return session()?.getItem(STORAGE_KEY) || null;
}

export function rememberPreviewSecret(secret: string): void {
  try {
    session()?.setItem(STORAGE_KEY, secret.trim());
  } catch {
    // Full or blocked: the secret is used for this request only.
  }
}

export function forgetPreviewSecret(): void {
  session()?.removeItem(STORAGE_KEY);
}

/** What to send the site: a pasted secret, the built-in one, else the Studio's token. */
export function editorCredential(studioToken?: string | null): string | null {
  return pastedPreviewSecret() || studioConfig.previewSecret()?.trim() || studioToken || null;
}
