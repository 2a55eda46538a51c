/**
 * Sanitising provider-written HTML (spec 5 "Display": review-response and
 * description HTML is sanitised; headings become paragraphs; video embeds are
 * forced to https). The seed carries hostile markup on purpose (scripts, event
 * handlers, javascript: links, iframes, inline SVG with handlers).
 *
 * DOMPurify needs a DOM. In the browser (and in jsdom) it uses `window`; on the
 * server, where there is no window, `sanitizeHtml` does NOT return the input (which
 * DOMPurify itself would do when unsupported): it falls back to the text of the
 * fragment, escaped and wrapped in paragraphs, which is safe by construction.
 * The provider card renders its collapsed description as plain text and loads this
 * module only when READ MORE is pressed, so DOMPurify stays out of the first-load JS.
 */
import DOMPurify from "dompurify";
import type { Config, DOMPurify as Purifier, WindowLike } from "dompurify";
import { htmlToParagraphs, paragraphsToHtml } from "./htmlText";
import { videoEmbedUrl } from "./videoEmbeds";

export interface SanitizeOptions {
  /**
   * Keep YouTube and Vimeo iframes (forced to https, spec 5); every other iframe is
   * removed. Off by default: cards and review responses show no embeds.
   */
  videoEmbeds?: boolean;
  /** The window to sanitise with; defaults to the global one (absent on the server). */
  window?: WindowLike;
}

const ALLOWED_TAGS = [
  "p",
  "br",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "sub",
  "sup",
  "small",
  "span",
  "div",
  "ul",
  "ol",
  "li",
  "a",
  "blockquote",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
];
const ALLOWED_ATTR = ["href", "title", "target", "rel"];
const VIDEO_ATTR = ["src", "width", "height", "allowfullscreen", "allow", "frameborder"];
const HEADINGS = "h1, h2, h3, h4, h5, h6";

let videoEmbedsAllowed = false;
const purifiers = new WeakMap<object, Purifier>();

function purifierFor(win: WindowLike): Purifier | null {
  const cached = purifiers.get(win);
  if (cached) return cached;
  const purifier = DOMPurify(win);
  if (!purifier.isSupported) return null;
  purifier.addHook("uponSanitizeElement", (node, data) => {
    if (data.tagName !== "iframe") return;
    const element = node as Element;
    const src = videoEmbedsAllowed ? videoEmbedUrl(element.getAttribute("src")) : null;
    if (src) element.setAttribute("src", src);
    else element.parentNode?.removeChild(element);
  });
  purifier.addHook("afterSanitizeAttributes", (node) => {
    const element = node as Element;
    if (element.nodeName !== "A") return;
    // New windows never get a handle on this page; provider links are not endorsements.
    if (element.getAttribute("target") === "_blank") {
      element.setAttribute("rel", "noopener noreferrer nofollow");
    } else {
      element.removeAttribute("target");
      element.setAttribute("rel", "nofollow");
    }
  });
  purifiers.set(win, purifier);
  return purifier;
}

function globalWindow(): WindowLike | undefined {
  return typeof window === "undefined" ? undefined : (window as unknown as WindowLike);
}

/** The safe fallback without a DOM: the fragment's text, escaped, in paragraphs. */
function sanitizeToTextHtml(html: string | null | undefined): string {
  return paragraphsToHtml(htmlToParagraphs(html));
}

/** True when a DOM is available here, so `sanitizeHtml` keeps the allowed markup. */
export function canSanitizeWithDom(win: WindowLike | undefined = globalWindow()): boolean {
  return win !== undefined && purifierFor(win) !== null;
}

/**
 * spec 5: sanitised HTML, safe to set as innerHTML. Scripts, styles, event handlers,
 * javascript: and data: links, forms, images, SVG and (unless `videoEmbeds`) iframes
 * are removed; headings become paragraphs; their text is kept.
 */
export function sanitizeHtml(
  html: string | null | undefined,
  options: SanitizeOptions = {},
): string {
  if (!html) return "";
  const win = options.window ?? globalWindow();
  const purifier = win ? purifierFor(win) : null;
  if (!purifier) return sanitizeToTextHtml(html);

  const config: Config & { RETURN_DOM_FRAGMENT: true } = {
    ALLOWED_TAGS: options.videoEmbeds ? [...ALLOWED_TAGS, "iframe"] : ALLOWED_TAGS,
    ALLOWED_ATTR: options.videoEmbeds ? [...ALLOWED_ATTR, ...VIDEO_ATTR] : ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    RETURN_DOM_FRAGMENT: true,
  };
  videoEmbedsAllowed = options.videoEmbeds === true;
  let fragment: DocumentFragment;
  try {
    fragment = purifier.sanitize(html, config);
  } finally {
    videoEmbedsAllowed = false;
  }

  const document = fragment.ownerDocument;
  for (const heading of Array.from(fragment.querySelectorAll(HEADINGS))) {
    const paragraph = document.createElement("p");
    while (heading.firstChild) paragraph.appendChild(heading.firstChild);
    heading.replaceWith(paragraph);
  }
  const container = document.createElement("div");
  container.appendChild(fragment);
  return container.innerHTML.trim();
}
