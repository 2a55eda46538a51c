import type { TemplateDiagnostic } from "./diagnostics";
import { wordingProblems } from "./rules/wording";
import { renderGeoCopy, type GeoCopyTemplate } from "./engine";
import { unescapeGeoCopy } from "./text";
import type { RenderTrace } from "./trace";

/**
 * A geo-copy template checked against many places at once (issue 16:
 * `npm run template:check`, the Studio's "Check against all cities"): every place
 * is rendered exactly as its page would be, with a trace of the conditionals and
 * the missing values, and the outputs are read for empty and repeated sentences and for
 * care-type wording slips (templates/rules/wording.ts).
 */

/** One page the template renders on: a label for the report ("Austin, TX") and its variables. */
export interface CheckPlace {
  label: string;
  context: unknown;
}

export type CheckProblemKind =
  | "diagnostic"
  | "missing-value"
  | "empty-sentence"
  | "repeated-sentence"
  | "wording"
  | "empty-output"
  | "no-places";

/** One kind of problem at one place of the template, with the places it happens in. */
export interface CheckProblem {
  kind: CheckProblemKind;
  /** Where in the template, when the problem belongs to a tag. */
  line?: number;
  column?: number;
  message: string;
  /** Places the problem happens in (all of them, not only the listed ones). */
  count: number;
  /** The first places, in the order they were checked. */
  places: string[];
  /** One example of the text concerned. */
  example?: string;
}

/** A conditional block of the template and the places where its content was left out. */
export interface ConditionalSummary {
  line: number;
  column: number;
  helper: "if" | "unless" | "each";
  shown: number;
  skipped: number;
  /** The first places where the block's content was left out. */
  skippedIn: string[];
}

export interface LengthExtreme {
  length: number;
  place: string;
}

export interface TemplateCheckReport {
  templateId: string;
  places: number;
  /** True when nothing is wrong: no problem of any kind (skipped conditionals are not problems). */
  ok: boolean;
  problems: CheckProblem[];
  conditionals: ConditionalSummary[];
  /** Output length in characters of plain text; null when nothing was rendered. */
  length: { min: LengthExtreme; max: LengthExtreme; average: number } | null;
  milliseconds: number;
}

/** Places listed per problem and per conditional; the counts are always complete. */
export const LISTED_PLACES = 50;

const SENTENCE_END = /(?<=[.!?])\s+/;

/** The sentences of a plain-text output, paragraph by paragraph, whitespace collapsed. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .flatMap((paragraph) => paragraph.replace(/\s+/g, " ").trim().split(SENTENCE_END))
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
}

/** A sentence with no word in it: what is left when every value of it was missing ("."). */
function isEmptySentence(sentence: string): boolean {
  return !/[\p{L}\p{N}]/u.test(sentence);
}

class ProblemTally {
  private readonly byKey = new Map<string, CheckProblem>();

  /** `place` null: a problem of the check itself, in no city. */
  add(key: string, problem: Omit<CheckProblem, "count" | "places">, place: string | null): void {
    let entry = this.byKey.get(key);
    if (!entry) {
      entry = { ...problem, count: 0, places: [] };
      this.byKey.set(key, entry);
    }
    if (place === null) return;
    // One place counts once per problem, however often it happens there.
    if (entry.places[entry.places.length - 1] === place) return;
    entry.count += 1;
    if (entry.places.length < LISTED_PLACES) entry.places.push(place);
  }

  list(): CheckProblem[] {
    return [...this.byKey.values()].sort(
      (a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0),
    );
  }
}

const at = (item: { line: number; column: number }) => `${item.line}:${item.column}`;

/** The care type slug of a place's context, when it has one. */
function careTypeOf(context: unknown): string | undefined {
  const careType = (context as { careType?: unknown } | null)?.careType;
  return typeof careType === "string" ? careType : undefined;
}

function diagnosticProblem(diagnostic: TemplateDiagnostic) {
  return {
    kind: "diagnostic" as const,
    line: diagnostic.line,
    column: diagnostic.column,
    message: diagnostic.reason,
  };
}

/**
 * Renders `template` for every place and reports what went wrong where. Never throws.
 * `places` may be a generator that stops early (the Studio's check stops at its time
 * limit): the report counts the places rendered.
 */
export function checkTemplate(
  template: GeoCopyTemplate,
  places: Iterable<CheckPlace>,
  options: { now?: Date } = {},
): TemplateCheckReport {
  const started = performance.now();
  let checked = 0;
  const problems = new ProblemTally();
  const conditionals = new Map<string, ConditionalSummary>();
  let min: LengthExtreme | null = null;
  let max: LengthExtreme | null = null;
  let total = 0;

  for (const place of places) {
    checked += 1;
    const trace: RenderTrace = { conditionals: [], missing: [] };
    const { output, diagnostics } = renderGeoCopy(template, place.context, {
      trace,
      now: options.now,
      logger: () => undefined,
    });
    for (const diagnostic of diagnostics) {
      problems.add(
        `d${at(diagnostic)}${diagnostic.reason}`,
        diagnosticProblem(diagnostic),
        place.label,
      );
    }
    for (const missing of trace.missing) {
      problems.add(
        `m${at(missing)}${missing.name}`,
        {
          kind: "missing-value",
          line: missing.line,
          column: missing.column,
          message: `${missing.name} is missing, so this tag prints nothing or a fallback; guard it with {{#if ${missing.name}}}`,
        },
        place.label,
      );
    }
    // A block inside {{#each}} runs once per item: it was skipped where it never showed.
    const shownHere = new Map<string, { summary: ConditionalSummary; shown: boolean }>();
    for (const outcome of trace.conditionals) {
      const key = at(outcome);
      let summary = conditionals.get(key);
      if (!summary) {
        summary = {
          line: outcome.line,
          column: outcome.column,
          helper: outcome.helper,
          shown: 0,
          skipped: 0,
          skippedIn: [],
        };
        conditionals.set(key, summary);
      }
      const seen = shownHere.get(key);
      shownHere.set(key, { summary, shown: (seen?.shown ?? false) || outcome.shown });
    }
    for (const { summary, shown } of shownHere.values()) {
      if (shown) {
        summary.shown += 1;
      } else {
        summary.skipped += 1;
        if (summary.skippedIn.length < LISTED_PLACES) summary.skippedIn.push(place.label);
      }
    }

    const text = unescapeGeoCopy(output).trim();
    if (text.length === 0) {
      problems.add(
        "empty-output",
        { kind: "empty-output", message: "the copy is empty" },
        place.label,
      );
    }
    const seenSentences = new Set<string>();
    for (const sentence of sentencesOf(text)) {
      if (isEmptySentence(sentence)) {
        problems.add(
          "empty-sentence",
          {
            kind: "empty-sentence",
            message: `an empty sentence ("${sentence}" in the first city): every value in it was missing or left out`,
            example: sentence,
          },
          place.label,
        );
        continue;
      }
      for (const message of wordingProblems(sentence, careTypeOf(place.context))) {
        problems.add(
          `w${message}`,
          {
            kind: "wording",
            message: `${message} ("${sentence}" in the first city)`,
            example: sentence,
          },
          place.label,
        );
      }
      const normal = sentence.toLowerCase();
      if (seenSentences.has(normal)) {
        problems.add(
          "repeated-sentence",
          {
            kind: "repeated-sentence",
            message: `a sentence shows twice ("${sentence}" in the first city)`,
            example: sentence,
          },
          place.label,
        );
      }
      seenSentences.add(normal);
    }

    total += text.length;
    if (!min || text.length < min.length) min = { length: text.length, place: place.label };
    if (!max || text.length > max.length) max = { length: text.length, place: place.label };
  }

  if (checked === 0) {
    problems.add(
      "no-places",
      { kind: "no-places", message: "there is no city to check the template against" },
      null,
    );
  }
  const listed = problems.list();
  return {
    templateId: template.id,
    places: checked,
    ok: listed.length === 0,
    problems: listed,
    conditionals: [...conditionals.values()].sort((a, b) => a.line - b.line || a.column - b.column),
    length: min && max ? { min, max, average: Math.round(total / Math.max(checked, 1)) } : null,
    milliseconds: Math.round(performance.now() - started),
  };
}
