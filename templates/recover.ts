import Handlebars from "handlebars";
import { lineStarts, offsetOf, positionOf, type TemplateDiagnostic } from "./diagnostics";

/**
 * Recovery for a template that does not parse as a whole (issue 4): find the
 * broken tags with Handlebars' own lexer, take them out, and let the rest parse.
 *
 * - A malformed tag (unbalanced parentheses, stray characters, no closing braces)
 *   is removed; if it opened a block whose closing tag is found, the whole block
 *   goes, as an invalid conditional would.
 * - A block that is never closed loses its opening tag; its content stays.
 * - A closing tag, {{else}} or {{else if}} with no open block is removed.
 */
export interface Recovery {
  /** The template with the broken tags taken out. */
  source: string;
  diagnostics: TemplateDiagnostic[];
  /** Maps an offset in `source` back to the offset in the original template. */
  originalOffset: (offset: number) => number;
}

interface JisonLocation {
  first_line: number;
  first_column: number;
  last_line: number;
  last_column: number;
}

interface JisonLexer {
  setInput(input: string): void;
  lex(): number | string | undefined;
  yytext: string;
  yylloc: JisonLocation;
  yy: object;
}

interface JisonParser {
  lexer: JisonLexer;
  terminals_: Record<number, string>;
}

function handlebarsParser(): JisonParser | null {
  const parser: unknown = (Handlebars as unknown as { Parser?: unknown }).Parser;
  if (typeof parser !== "object" || parser === null) return null;
  const candidate = parser as Partial<JisonParser>;
  return candidate.lexer && candidate.terminals_ ? (parser as JisonParser) : null;
}

interface Token {
  name: string;
  text: string;
  start: number;
  end: number;
}

const MAX_TOKENS = 100_000;

function tokenize(source: string): Token[] | null {
  const parser = handlebarsParser();
  if (!parser) return null;
  const starts = lineStarts(source);
  const lexer = parser.lexer;
  const tokens: Token[] = [];
  try {
    lexer.setInput(source);
    lexer.yy = {};
    for (let i = 0; i < MAX_TOKENS; i++) {
      const id = lexer.lex();
      const name = typeof id === "number" ? (parser.terminals_[id] ?? String(id)) : String(id);
      if (name === "EOF" || id === undefined) return tokens;
      const location = lexer.yylloc;
      tokens.push({
        name,
        text: lexer.yytext,
        start: offsetOf(starts, location.first_line, location.first_column),
        end: offsetOf(starts, location.last_line, location.last_column),
      });
    }
  } catch {
    // The lexer refused some text outright: there is nothing left to recover from.
  }
  return null;
}

type TagKind = "open-block" | "else" | "close" | "complete";

interface Tag {
  kind: TagKind;
  name: string | null;
  start: number;
  end: number;
  malformed: boolean;
  text: string;
}

const OPENERS: Record<string, TagKind> = {
  OPEN_BLOCK: "open-block",
  OPEN_INVERSE: "open-block",
  OPEN_PARTIAL_BLOCK: "open-block",
  OPEN_INVERSE_CHAIN: "else",
  OPEN_ENDBLOCK: "close",
  OPEN: "complete",
  OPEN_UNESCAPED: "complete",
  OPEN_PARTIAL: "complete",
  OPEN_RAW_BLOCK: "complete",
};
const CLOSERS = new Set(["CLOSE", "CLOSE_UNESCAPED", "CLOSE_RAW_BLOCK"]);

function groupTags(source: string, tokens: readonly Token[]): Tag[] {
  const tags: Tag[] = [];
  let current: (Tag & { depth: number }) | null = null;
  const finish = (malformed: boolean, end: number) => {
    if (!current) return;
    const tag: Tag = {
      kind: current.kind,
      name: current.name,
      start: current.start,
      end,
      malformed: current.malformed || malformed || current.depth !== 0,
      text: "",
    };
    tag.text = source.slice(tag.start, tag.end);
    tags.push(tag);
    current = null;
  };
  let lastEnd = 0;
  for (const token of tokens) {
    const opener = OPENERS[token.name];
    if (
      opener ||
      token.name === "CONTENT" ||
      token.name === "COMMENT" ||
      token.name === "INVERSE"
    ) {
      // A new tag or text before the current tag was closed: the current one is broken.
      finish(true, lastEnd);
    }
    if (opener) {
      current = {
        kind: opener,
        name: null,
        start: token.start,
        end: token.end,
        malformed: false,
        text: "",
        depth: 0,
      };
    } else if (token.name === "INVERSE") {
      tags.push({
        kind: "else",
        name: null,
        start: token.start,
        end: token.end,
        malformed: false,
        text: token.text,
      });
    } else if (current) {
      if (CLOSERS.has(token.name)) {
        lastEnd = token.end;
        finish(false, token.end);
        continue;
      }
      if (token.name === "OPEN_SEXPR") current.depth++;
      else if (token.name === "CLOSE_SEXPR") current.depth--;
      else if (token.name === "INVALID") current.malformed = true;
      else if (token.name === "ID" && current.name === null) current.name = token.text;
    }
    lastEnd = token.end;
  }
  finish(true, lastEnd);
  return tags;
}

interface Removal {
  start: number;
  end: number;
  reason: string;
}

function describe(tag: Tag): string {
  const text = tag.text.length > 40 ? `${tag.text.slice(0, 37)}...` : tag.text;
  return JSON.stringify(text.replace(/\s+/g, " "));
}

function findRemovals(tags: readonly Tag[]): Removal[] {
  const removals: Removal[] = [];
  const stack: { tag: Tag; broken: boolean }[] = [];
  const removeTag = (tag: Tag, reason: string) =>
    removals.push({ start: tag.start, end: tag.end, reason: `${describe(tag)} ${reason}` });

  for (const tag of tags) {
    if (tag.kind === "open-block") {
      if (tag.malformed && tag.name === null) removeTag(tag, "is not a valid tag; it was skipped");
      else stack.push({ tag, broken: tag.malformed });
      continue;
    }
    if (tag.malformed) {
      removeTag(tag, "is not a valid tag; it was skipped");
      continue;
    }
    if (tag.kind === "else") {
      if (stack.length === 0) removeTag(tag, "is outside any block; it was skipped");
      continue;
    }
    if (tag.kind !== "close") continue;
    let match = -1;
    for (let i = stack.length - 1; i >= 0; i--) {
      if (stack[i]?.tag.name === tag.name) {
        match = i;
        break;
      }
    }
    if (match < 0) {
      removeTag(tag, "has no matching opening block; it was skipped");
      continue;
    }
    while (stack.length > match + 1) {
      const unclosed = stack.pop();
      if (unclosed) removeTag(unclosed.tag, "is never closed; the tag was skipped");
    }
    const opened = stack.pop();
    if (opened?.broken) {
      // The block's extent is known: drop it whole, like an invalid conditional.
      const start = opened.tag.start;
      const kept = removals.filter((removal) => removal.start < start || removal.end > tag.end);
      removals.length = 0;
      removals.push(...kept, {
        start,
        end: tag.end,
        reason: `${describe(opened.tag)} is not a valid tag; its block was skipped`,
      });
    }
  }
  for (const unclosed of stack) {
    const reason = unclosed.broken
      ? "is not a valid tag and is never closed; the tag was skipped"
      : "is never closed; the tag was skipped";
    removeTag(unclosed.tag, reason);
  }
  return removals.sort((a, b) => a.start - b.start);
}

export function recoverTemplate(source: string): Recovery | null {
  const tokens = tokenize(source);
  if (!tokens) return null;
  const removals = findRemovals(groupTags(source, tokens));
  if (removals.length === 0) return null;

  const starts = lineStarts(source);
  let cleaned = "";
  let cursor = 0;
  for (const removal of removals) {
    cleaned += source.slice(cursor, removal.start);
    cursor = Math.max(cursor, removal.end);
  }
  cleaned += source.slice(cursor);

  return {
    source: cleaned,
    diagnostics: removals.map((removal) => ({
      ...positionOf(starts, removal.start),
      reason: removal.reason,
    })),
    originalOffset: (offset) => {
      let original = offset;
      for (const removal of removals) {
        if (removal.start <= original) original += removal.end - removal.start;
        else break;
      }
      return original;
    },
  };
}
