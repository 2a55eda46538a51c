/**
 * A problem found in a template. The same shape is logged by the engine, shown
 * by the Studio field and printed by the CLI, so a marketer can match them up.
 */
export interface TemplateDiagnostic {
  /** 1-based line in the template as the marketer wrote it. */
  line: number;
  /** 1-based column (characters from the start of the line, plus one). */
  column: number;
  reason: string;
}

export interface SourcePosition {
  line: number;
  column: number;
}

// Handlebars' lexer (jison) breaks lines on \r\n, \r and \n: positions must agree with it.
const LINE_BREAK = /\r\n?|\n/g;

/** Offsets of the first character of every line. */
export function lineStarts(text: string): number[] {
  const starts = [0];
  for (const match of text.matchAll(LINE_BREAK)) {
    starts.push(match.index + match[0].length);
  }
  return starts;
}

export function offsetOf(starts: readonly number[], line: number, column0: number): number {
  const start = starts[Math.min(Math.max(line, 1), starts.length) - 1] ?? 0;
  return start + Math.max(column0, 0);
}

export function positionOf(starts: readonly number[], offset: number): SourcePosition {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((starts[middle] ?? 0) <= offset) low = middle;
    else high = middle - 1;
  }
  return { line: low + 1, column: offset - (starts[low] ?? 0) + 1 };
}
