/**
 * Portable Text written as short readable calls, so copy in the seed reads like
 * prose. Inline markup: **strong**, *emphasis* and [link text](/path or URL).
 * Keys are added later, when the document is finalised (see finalize.ts).
 */

export interface SeedSpan {
  _type: "span";
  text: string;
  marks: string[];
}

export interface SeedLinkDef {
  _type: "link";
  /** Provisional key, unique within its block; finalize.ts rewrites it. */
  _key: string;
  href: string;
}

export interface SeedTextBlock {
  _type: "block";
  style: "normal" | "h2" | "h3" | "blockquote";
  listItem?: "bullet" | "number";
  level?: number;
  markDefs: SeedLinkDef[];
  children: SeedSpan[];
}

const INLINE = /(\*\*[^*]+\*\*|\*[^*]+\*|\[[^\]]+\]\([^)\s]+\))/;

function inline(text: string): Pick<SeedTextBlock, "markDefs" | "children"> {
  const markDefs: SeedLinkDef[] = [];
  const children: SeedSpan[] = [];
  for (const part of text.split(INLINE)) {
    if (!part) continue;
    const link = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(part);
    if (link) {
      const key = `link${markDefs.length}`;
      markDefs.push({ _type: "link", _key: key, href: link[2] ?? "" });
      children.push({ _type: "span", text: link[1] ?? "", marks: [key] });
    } else if (part.startsWith("**") && part.endsWith("**") && part.length > 4) {
      children.push({ _type: "span", text: part.slice(2, -2), marks: ["strong"] });
    } else if (part.startsWith("*") && part.endsWith("*") && part.length > 2) {
      children.push({ _type: "span", text: part.slice(1, -1), marks: ["em"] });
    } else {
      children.push({ _type: "span", text: part, marks: [] });
    }
  }
  return { markDefs, children };
}

const block = (style: SeedTextBlock["style"], text: string): SeedTextBlock => ({
  _type: "block",
  style,
  ...inline(text),
});

/** A level-2 heading: it becomes an entry of the page's table of contents (spec 2.3). */
export const h2 = (text: string) => block("h2", text);
export const h3 = (text: string) => block("h3", text);
export const p = (text: string) => block("normal", text);
export const quote = (text: string) => block("blockquote", text);

const list = (listItem: "bullet" | "number", items: string[]): SeedTextBlock[] =>
  items.map((text) => ({ ...block("normal", text), listItem, level: 1 }));

export const bullets = (...items: string[]) => list("bullet", items);
export const numbered = (...items: string[]) => list("number", items);

/** Flattens headings, paragraphs and lists (which are arrays of blocks) into one body. */
export function body(...parts: (SeedTextBlock | SeedTextBlock[])[]): SeedTextBlock[] {
  return parts.flat();
}
