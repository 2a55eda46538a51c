/**
 * HTML to plain text without a DOM (works the same on the server and the client).
 * Used for the card's description preview (spec 5 / 9: collapsed over 140
 * characters) and as the sanitiser's fallback where no DOM is available. The output
 * is plain text meant to be rendered as text (React escapes it), never as HTML.
 */

/** Elements whose content is never text a visitor should read. */
const DROPPED_WITH_CONTENT =
  /<(script|style|iframe|noscript|template|object|embed|svg|math|textarea|select|head|title)\b(?:[^>"']|"[^"]*"|'[^']*')*>[\s\S]*?<\/\1\s*>/gi;
/** An opening dropped element that is never closed hides everything after it. */
const UNCLOSED_DROPPED =
  /<(script|style|iframe|noscript|template|object|svg|math|textarea|select|head|title)\b[\s\S]*$/i;
const COMMENT = /<!--[\s\S]*?(?:-->|$)/g;
/** Tags that end a paragraph. */
const BLOCK_BREAK =
  /<\/?(p|div|h[1-6]|ul|ol|blockquote|section|article|header|footer|table|tr|pre|hr|figure)\b(?:[^>"']|"[^"]*"|'[^']*')*>/gi;
/** Tags that end a line. */
const LINE_BREAK = /<(br|li|dt|dd)\b(?:[^>"']|"[^"]*"|'[^']*')*\/?>/gi;
/** Any other tag (a "<" not followed by a tag name, as in "a < b", is text). */
const TAG = /<\/?[a-zA-Z][^\s/>]*(?:[^>"']|"[^"]*"|'[^']*')*>/g;
const ENTITY = /&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});/gi;

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  ndash: "\u2013",
  mdash: "\u2014",
  hellip: "\u2026",
  lsquo: "\u2018",
  rsquo: "\u2019",
  ldquo: "\u201c",
  rdquo: "\u201d",
  bull: "\u2022",
  middot: "\u00b7",
  copy: "\u00a9",
  reg: "\u00ae",
  trade: "\u2122",
  deg: "\u00b0",
  frac12: "\u00bd",
  eacute: "\u00e9",
  ntilde: "\u00f1",
};

function decodeEntity(whole: string, body: string): string {
  if (body.startsWith("#")) {
    const code =
      body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : Number(body.slice(1));
    if (
      !Number.isFinite(code) ||
      code <= 0 ||
      code > 0x10ffff ||
      (code >= 0xd800 && code <= 0xdfff)
    ) {
      return "\ufffd";
    }
    return String.fromCodePoint(code);
  }
  return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
}

/** Decodes character references once ("&amp;lt;" becomes "&lt;", not "<"). */
export function decodeEntities(text: string): string {
  return text.replace(ENTITY, decodeEntity);
}

/** The readable paragraphs of an HTML fragment (or of plain text), whitespace tidied. */
export function htmlToParagraphs(html: string | null | undefined): string[] {
  if (!html) return [];
  const text = html
    .replace(COMMENT, " ")
    .replace(DROPPED_WITH_CONTENT, " ")
    .replace(UNCLOSED_DROPPED, " ")
    .replace(BLOCK_BREAK, "\n\n")
    .replace(LINE_BREAK, "\n")
    .replace(TAG, "");
  return decodeEntities(text)
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .split("\n")
        .map((line) => line.replace(/[\s\u00a0]+/g, " ").trim())
        .filter(Boolean)
        .join("\n"),
    )
    .filter(Boolean);
}

/** The readable text of an HTML fragment: paragraphs joined by a blank line. */
export function htmlToText(html: string | null | undefined): string {
  return htmlToParagraphs(html).join("\n\n");
}

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** Plain-text paragraphs as safe HTML: escaped, one <p> each, line breaks as <br>. */
export function paragraphsToHtml(paragraphs: readonly string[]): string {
  return paragraphs.map((p) => `<p>${p.split("\n").map(escapeHtml).join("<br>")}</p>`).join("");
}
