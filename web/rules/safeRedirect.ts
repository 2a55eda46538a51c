/**
 * Where a redirect after entering or leaving draft mode may go: a path on this
 * same site, never another origin (no open redirects).
 *
 * Browsers are lenient with a Location header: they drop tabs and line breaks
 * anywhere (`/\t/evil.example` becomes `//evil.example`, another host), read a
 * backslash as a slash (`/\evil`), and a redirect target may arrive encoded once
 * more (`%2F%2Fevil.example`). So a candidate is refused when any decoding of it
 * holds a control character or does not start with a single slash, and what is
 * accepted is the URL parser's own serialisation of the path: ASCII only, so a
 * non-Latin-1 character becomes percent-escapes rather than an invalid header.
 */

/** The target when a candidate is missing or refused. */
export const SAFE_REDIRECT_FALLBACK = "/";

/** How many layers of percent-encoding are looked through. */
const MAX_DECODING_DEPTH = 3;

/** Longer targets are no path an editor comes back to. */
const MAX_REDIRECT_LENGTH = 2048;

/** C0 controls, DEL and C1 controls. */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

/** An origin no request can name: resolving against it shows whether a target leaves the site. */
const PROBE_ORIGIN = "http://redirect-probe.invalid";

/** The candidate and each percent-decoding of it (until it stops changing or stops decoding). */
function decodings(candidate: string): string[] {
  const forms = [candidate];
  let current = candidate;
  for (let depth = 0; depth < MAX_DECODING_DEPTH; depth += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      // A stray "%" (`/100%`) is not an encoding; what was decoded so far is checked.
      break;
    }
    if (decoded === current) break;
    forms.push(decoded);
    current = decoded;
  }
  return forms;
}

/** A single leading slash: `/x`, not `//x`, `/\x` or `x`. */
function isSameSitePath(form: string): boolean {
  return form.startsWith("/") && form[1] !== "/" && form[1] !== "\\";
}

/**
 * The same-site path to redirect to: `candidate` normalised (path, query and
 * fragment, percent-encoded ASCII), or {@link SAFE_REDIRECT_FALLBACK} when the
 * candidate is missing, too long, or could lead anywhere else.
 */
export function safeRedirectPath(candidate: string | null | undefined): string {
  if (!candidate || candidate.length > MAX_REDIRECT_LENGTH) return SAFE_REDIRECT_FALLBACK;
  for (const form of decodings(candidate)) {
    if (CONTROL_CHARACTERS.test(form) || form.includes("\\") || !isSameSitePath(form)) {
      return SAFE_REDIRECT_FALLBACK;
    }
  }
  let resolved: URL;
  try {
    resolved = new URL(candidate, PROBE_ORIGIN);
  } catch {
    return SAFE_REDIRECT_FALLBACK;
  }
  if (resolved.origin !== PROBE_ORIGIN) return SAFE_REDIRECT_FALLBACK;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}
