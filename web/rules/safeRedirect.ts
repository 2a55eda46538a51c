/**
 * The one rule for every redirect the site sends (issue 14.2, issue 28.2): a
 * Location is a path on this same site, never another origin (no open
 * redirects). The draft-mode routes, the proxy's provider, awards and canonical
 * search redirects and the pages' permanent redirects all go through
 * {@link safeRedirectPath}.
 *
 * A target is judged by what it becomes, not by how it is written. Browsers are
 * lenient with a Location header: they drop tabs and line breaks anywhere, read
 * a backslash as a slash, resolve dot segments (`/.//evil.example` becomes
 * `//evil.example`, another host), and a target may arrive encoded once or
 * twice more (`%252F%252F`). Other readers go further (Unicode normalisation
 * turns a fullwidth solidus into a slash, IDNA reads `。` as a dot). So a
 * candidate is first normalised as leniently as any of them would read it
 * ({@link normalisedRedirectView}) and accepted only if that view is a path
 * starting with exactly one slash, with no "@" in it. What is sent is the URL
 * parser's own serialisation of the candidate (ASCII only, dot segments
 * resolved, repeated slashes collapsed), and that is judged the same way
 * again before it leaves.
 */

/** The target when a candidate is missing or refused. */
export const SAFE_REDIRECT_FALLBACK = "/";

/** Layers of percent-encoding looked through; a candidate still changing after them is refused. */
const MAX_DECODING_ROUNDS = 8;

/**
 * Longer targets are no path anyone comes back to. (Canonical search URLs stay
 * well under it: web/site/pageRoute.ts caps the search state at 4,000 characters.)
 */
const MAX_REDIRECT_LENGTH = 8192;

/** C0 controls, DEL and C1 controls: refused outright (line breaks would split the header). */
const CONTROL_CHARACTER = /\p{Cc}/u;

/** Whitespace and invisible format characters (zero-width space, BOM, soft hyphen): dropped. */
const INVISIBLE = /[\s\p{Cf}]/gu;

/** Dots that IDNA and lenient parsers read as ".": ideographic, fullwidth, halfwidth. */
const DOT_LOOKALIKES = /[\u3002\uFF0E\uFF61]/g;

/** A run of percent-escapes, decoded together so multi-byte UTF-8 sequences stay whole. */
const PERCENT_RUN = /(?:%[0-9A-Fa-f]{2})+/g;

/** An origin no request can name: resolving against it shows whether a target leaves the site. */
const PROBE_ORIGIN = "http://redirect-probe.invalid";

const lenientUtf8 = new TextDecoder("utf-8", { fatal: false });

/** One round of percent-decoding, lenient: bytes that are not UTF-8 become U+FFFD, never an error. */
function decodeOnce(text: string): string {
  return text.replace(PERCENT_RUN, (run) => {
    const bytes = new Uint8Array(run.length / 3);
    for (let index = 0; index < bytes.length; index += 1) {
      bytes[index] = Number.parseInt(run.slice(index * 3 + 1, index * 3 + 3), 16);
    }
    return lenientUtf8.decode(bytes);
  });
}

/**
 * A path with its "." and ".." segments resolved the way the URL standard does
 * it: empty segments are kept, so `/.//x` and `/a/..//x` come out as `//x`.
 */
function withoutDotSegments(path: string): string {
  const segments = path.split("/").slice(1);
  const output: string[] = [];
  segments.forEach((segment, index) => {
    const last = index === segments.length - 1;
    if (segment === "..") {
      output.pop();
      if (last) output.push("");
    } else if (segment === ".") {
      if (last) output.push("");
    } else {
      output.push(segment);
    }
  });
  return `/${output.join("/")}`;
}

/**
 * How the most lenient reader could see `candidate`: percent-decoded until it
 * stops changing, Unicode-normalised (NFKC, dot look-alikes as "."), whitespace
 * and invisible characters dropped, backslashes read as slashes, and the path's
 * dot segments resolved. Null when it cannot be seen as anything safe: still
 * changing after {@link MAX_DECODING_ROUNDS} decodings, or holding a control
 * character at any layer.
 */
export function normalisedRedirectView(candidate: string): string | null {
  let decoded = candidate;
  for (let round = 0; ; round += 1) {
    const next = decodeOnce(decoded);
    if (next === decoded) break;
    if (round === MAX_DECODING_ROUNDS) return null;
    decoded = next;
  }
  // Decoding only ever adds characters: a control at any layer is still here.
  if (CONTROL_CHARACTER.test(decoded)) return null;
  const view = decoded
    .normalize("NFKC")
    .replace(DOT_LOOKALIKES, ".")
    .replace(INVISIBLE, "")
    .replaceAll("\\", "/");
  const end = view.search(/[?#]/);
  const path = end < 0 ? view : view.slice(0, end);
  const rest = end < 0 ? "" : view.slice(end);
  // Not a path-absolute reference (a scheme, a relative path, `//host`): left as it is.
  if (!path.startsWith("/") || path.startsWith("//")) return view;
  return `${withoutDotSegments(path)}${rest}`;
}

/** Whether a normalised view is a path on this site: one leading slash, no authority trick. */
function isSameSitePath(view: string | null): boolean {
  if (view === null) return false;
  const path = view.split(/[?#]/, 1)[0] ?? "";
  return path.startsWith("/") && !path.startsWith("//") && !path.includes("@");
}

/**
 * The same-site path to redirect to: `candidate` as the URL parser serialises it
 * (path, query and fragment; percent-encoded ASCII; repeated slashes collapsed),
 * or {@link SAFE_REDIRECT_FALLBACK} when the candidate is missing, too long, or
 * could be read as anywhere else.
 */
export function safeRedirectPath(candidate: string | null | undefined): string {
  if (!candidate || candidate.length > MAX_REDIRECT_LENGTH) return SAFE_REDIRECT_FALLBACK;
  if (!isSameSitePath(normalisedRedirectView(candidate))) return SAFE_REDIRECT_FALLBACK;
  let resolved: URL;
  try {
    resolved = new URL(candidate, PROBE_ORIGIN);
  } catch {
    return SAFE_REDIRECT_FALLBACK;
  }
  if (resolved.origin !== PROBE_ORIGIN) return SAFE_REDIRECT_FALLBACK;
  const target = `${resolved.pathname.replace(/\/{2,}/g, "/")}${resolved.search}${resolved.hash}`;
  // What the browser gets is judged again: the parser resolved dot segments on its own.
  return isSameSitePath(normalisedRedirectView(target)) ? target : SAFE_REDIRECT_FALLBACK;
}
