/**
 * spec 5: "Video embeds (youtube, vimeo) are forced to https and removed if unreachable."
 * Provider-written HTML is checked when it is imported into the directory, not per page
 * view (issue 24): each iframe is kept only as a YouTube or Vimeo embed over https that
 * the import's probe found reachable (web/services/videoProbe.ts), rewritten to a bare
 * `<iframe src="https://…"></iframe>`; anything else is dropped. Pages then read the
 * embeds back with {@link videoEmbedsOf}. Pure string work: it runs in the importer,
 * without a DOM.
 */

const VIDEO_HOSTS =
  /^(?:www\.)?(?:youtube\.com|youtube-nocookie\.com|player\.vimeo\.com|vimeo\.com)$/i;

/** The origins a page may frame for these embeds (its CSP's frame-src). */
export const VIDEO_FRAME_ORIGINS: readonly string[] = [
  "https://www.youtube.com",
  "https://youtube.com",
  "https://www.youtube-nocookie.com",
  "https://youtube-nocookie.com",
  "https://player.vimeo.com",
  "https://vimeo.com",
  "https://www.vimeo.com",
];

/** An iframe element, with or without its closing tag. */
const IFRAME = /<iframe\b((?:[^>"']|"[^"]*"|'[^']*')*)>(?:[\s\S]*?<\/iframe\s*>)?/gi;
const SRC = /(?:^|\s)src\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;

const decodeAttribute = (value: string) =>
  value
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/** The embed URL forced to https, or null when it is not a YouTube or Vimeo embed. */
export function videoEmbedUrl(src: string | null | undefined): string | null {
  if (!src) return null;
  let url: URL;
  try {
    url = new URL(src.trim().replace(/^\/\//, "https://"));
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (!VIDEO_HOSTS.test(url.hostname)) return null;
  url.protocol = "https:";
  return url.toString();
}

function iframeSrc(attributes: string): string | null {
  const match = SRC.exec(attributes);
  const raw = match ? (match[1] ?? match[2] ?? match[3] ?? "") : "";
  return videoEmbedUrl(decodeAttribute(raw));
}

/** Every iframe's embed URL (https), in order, once each; null for one that is not an embed. */
export function iframeEmbedsOf(html: string | null | undefined): (string | null)[] {
  return [...(html ?? "").matchAll(IFRAME)].map((match) => iframeSrc(match[1] ?? ""));
}

/**
 * The HTML with every iframe checked: a YouTube or Vimeo embed `reachable` accepts stays,
 * over https and without its other attributes; every other iframe is removed.
 */
export function checkedVideoEmbeds(html: string, reachable: (embedUrl: string) => boolean): string {
  return html.replace(IFRAME, (_whole, attributes: string) => {
    const src = iframeSrc(attributes);
    return src && reachable(src) ? `<iframe src="${escapeAttribute(src)}"></iframe>` : "";
  });
}

/** The embeds a page may show: the https YouTube and Vimeo iframes of checked HTML. */
export function videoEmbedsOf(html: string | null | undefined): string[] {
  return [...new Set(iframeEmbedsOf(html).filter((src): src is string => src !== null))];
}
