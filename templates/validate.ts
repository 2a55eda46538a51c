import { distance as levenshtein } from "fastest-levenshtein";
import Handlebars from "handlebars";
import { GEO_COPY_VARIABLES, isGeoCopyVariable, type TemplateValueType } from "./context";
import {
  lineStarts,
  offsetOf,
  positionOf,
  type SourcePosition,
  type TemplateDiagnostic,
} from "./diagnostics";
import {
  GEO_COPY_HELPERS,
  helperSpec,
  type HelperSpec,
  type ParamType,
  type ValueHelperSpec,
} from "./helpers";
import { MAX_NESTING_DEPTH, MAX_PARSE_NESTING, MAX_TEMPLATE_LENGTH } from "./limits";
import { recoverTemplate } from "./recover";

type Program = hbs.AST.Program;
type Statement = hbs.AST.Statement;
type Expression = hbs.AST.Expression;
type PathExpression = hbs.AST.PathExpression;
type Hash = hbs.AST.Hash;
type Location = hbs.AST.SourceLocation;

/**
 * The result of validating a template: the diagnostics, and the program with
 * every invalid node taken out (null when nothing can be rendered).
 */
export interface ValidatedTemplate {
  program: Program | null;
  diagnostics: TemplateDiagnostic[];
  /** Maps a position in `program` (Handlebars' 0-based columns) to the template as written. */
  position: (at: hbs.AST.Position) => SourcePosition;
}

const DIRECT_POSITION = (at: hbs.AST.Position): SourcePosition => ({
  line: at.line,
  column: at.column + 1,
});

/**
 * Names that reach into JavaScript objects or Handlebars internals. Refused
 * wherever they appear in a path, even though none is a variable or helper,
 * so the reason names the attempt for what it is.
 */
const FORBIDDEN_NAMES = new Set([
  "constructor",
  "__proto__",
  "prototype",
  "__defineGetter__",
  "__defineSetter__",
  "__lookupGetter__",
  "__lookupSetter__",
  "hasOwnProperty",
  "isPrototypeOf",
  "propertyIsEnumerable",
  "toString",
  "toLocaleString",
  "valueOf",
  "lookup",
  "with",
  "log",
  "helperMissing",
  "blockHelperMissing",
  "inline",
]);

const EACH_DATA: Record<string, TemplateValueType> = {
  index: "number",
  first: "boolean",
  last: "boolean",
};

const TYPE_WORDS: Record<TemplateValueType, string> = {
  string: "text",
  number: "a number",
  boolean: "true/false",
  list: "a list",
};

/** A problem with one node: the node is dropped and the reason reported. */
class Invalid extends Error {
  constructor(
    readonly reason: string,
    readonly loc: Location | undefined,
  ) {
    super(reason);
  }
}

interface Scope {
  /** How many {{#each}} blocks enclose this point. */
  eachDepth: number;
}

interface Typed {
  type: TemplateValueType;
  /** How the value reads in a reason: a variable name or a literal. */
  label: string;
}

/** The closest known name, within 2 edits ignoring case, as a "did you mean" hint. */
function suggestion(name: string, candidates: readonly string[]): string {
  const lower = name.toLowerCase();
  let best: string | null = null;
  let bestDistance = 3;
  for (const candidate of candidates) {
    const distance = levenshtein(lower, candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best ? ` (did you mean "${best}"?)` : "";
}

const VARIABLE_NAMES = Object.keys(GEO_COPY_VARIABLES);
const HELPER_NAMES = Object.keys(GEO_COPY_HELPERS);
const VALUE_HELPER_NAMES = HELPER_NAMES.filter((name) => helperSpec(name)?.kind === "value");

class TemplateWalker {
  readonly diagnostics: TemplateDiagnostic[] = [];

  constructor(private readonly position: (at: hbs.AST.Position) => SourcePosition) {}

  program(program: Program, scope: Scope, depth: number): Program {
    const body: Statement[] = [];
    for (const statement of program.body) {
      const kept = this.statement(statement, scope, depth);
      if (kept) body.push(kept);
    }
    return { ...program, body };
  }

  private report(problem: Invalid, fallback: Location | undefined): void {
    const loc = problem.loc ?? fallback;
    const at = loc ? this.position(loc.start) : { line: 1, column: 1 };
    this.diagnostics.push({ ...at, reason: problem.reason });
  }

  private statement(node: Statement, scope: Scope, depth: number): Statement | null {
    try {
      switch (node.type) {
        case "ContentStatement":
        case "CommentStatement":
          return node;
        case "MustacheStatement":
          this.mustache(node as hbs.AST.MustacheStatement, scope, depth);
          return node;
        case "BlockStatement":
          return this.block(node as hbs.AST.BlockStatement, scope, depth);
        case "PartialStatement":
        case "PartialBlockStatement":
          throw new Invalid("partials ({{> ...}}) are not allowed", node.loc);
        case "Decorator":
        case "DecoratorBlock":
          throw new Invalid("decorators ({{* ...}}) are not allowed", node.loc);
        default:
          throw new Invalid(`unsupported template syntax (${node.type})`, node.loc);
      }
    } catch (error) {
      if (!(error instanceof Invalid)) throw error;
      this.report(error, node.loc);
      return null;
    }
  }

  private mustache(node: hbs.AST.MustacheStatement, scope: Scope, depth: number): void {
    if (!node.escaped) {
      throw new Invalid(
        "triple braces would output raw HTML and are not allowed: use double braces",
        node.loc,
      );
    }
    if (node.path.type !== "PathExpression") {
      throw new Invalid("a value cannot be called: write plain text outside {{ }}", node.loc);
    }
    const path = node.path as PathExpression;
    this.checkForbidden(path);
    const name = this.helperName(path);
    const spec = name ? helperSpec(name) : null;
    let printed: Typed;
    if (spec && name) {
      if (spec.kind === "block") {
        throw new Invalid(`"${name}" is a block: write {{#${name} ...}}...{{/${name}}}`, path.loc);
      }
      printed = {
        type: this.call(name, spec, node.params, node.hash, scope, depth + 1, node.loc),
        label: name,
      };
    } else {
      if (node.params.length > 0 || (node.hash?.pairs.length ?? 0) > 0) {
        throw new Invalid(this.unknownHelper(path), path.loc);
      }
      printed = this.path(path, scope);
    }
    if (printed.type === "boolean") {
      throw new Invalid(
        `{{${path.original}}} would print true or false: use it in {{#if ...}}`,
        node.loc,
      );
    }
    if (printed.type === "list") {
      throw new Invalid(
        `"${printed.label}" is a list: use {{#each ${printed.label}}}...{{/each}}`,
        node.loc,
      );
    }
  }

  private block(node: hbs.AST.BlockStatement, scope: Scope, depth: number): Statement | null {
    if (depth >= MAX_NESTING_DEPTH) {
      throw new Invalid(`blocks are nested deeper than ${MAX_NESTING_DEPTH} levels`, node.loc);
    }
    this.checkForbidden(node.path);
    const name = this.helperName(node.path);
    const spec = name ? helperSpec(name) : null;
    if (!spec || !name) {
      throw new Invalid(
        `unknown block "${node.path.original}": use #if, #unless or #each`,
        node.loc,
      );
    }
    if (spec.kind !== "block") {
      throw new Invalid(
        `"${name}" is not a block: use it in a condition, {{#if (${name} ...)}}`,
        node.loc,
      );
    }
    if (!node.program) {
      throw new Invalid(
        "inverted sections ({{^...}}) are not supported: use {{#unless}}",
        node.loc,
      );
    }
    if (node.program.blockParams?.length) {
      throw new Invalid("block parameters (as |...|) are not supported", node.loc);
    }
    this.noHash(name, node.hash);
    if (node.params.length !== 1) {
      throw new Invalid(`{{#${name}}} needs exactly 1 value, got ${node.params.length}`, node.loc);
    }
    const param = node.params[0] as Expression;
    const value = this.expression(param, scope, depth + 1);
    if (spec.param !== "any" && value.type !== spec.param) {
      throw new Invalid(
        `{{#${name}}} needs ${TYPE_WORDS[spec.param]}, but ${value.label} is ${TYPE_WORDS[value.type]}`,
        param.loc,
      );
    }
    const inner: Scope = name === "each" ? { eachDepth: scope.eachDepth + 1 } : scope;
    const inverse = node.inverse ? this.program(node.inverse, scope, depth + 1) : undefined;
    return {
      ...node,
      program: this.program(node.program, inner, depth + 1),
      // An {{else if}} chain whose block was dropped leaves an empty "chained"
      // program, which Handlebars' compiler cannot handle: drop the else too.
      inverse: inverse && inverse.body.length > 0 ? inverse : undefined,
    } as hbs.AST.BlockStatement;
  }

  private call(
    name: string,
    spec: ValueHelperSpec,
    params: readonly Expression[],
    hash: Hash | undefined,
    scope: Scope,
    depth: number,
    loc: Location,
  ): TemplateValueType {
    if (depth > MAX_NESTING_DEPTH) {
      throw new Invalid(`expressions are nested deeper than ${MAX_NESTING_DEPTH} levels`, loc);
    }
    this.noHash(name, hash);
    const required = spec.params.length - (spec.optional ?? 0);
    const maximum = spec.variadic ? Number.POSITIVE_INFINITY : spec.params.length;
    if (params.length < required || params.length > maximum) {
      throw new Invalid(`"${name}" ${this.arity(spec)}, got ${params.length}`, loc);
    }
    const values = params.map((param) => this.expression(param, scope, depth + 1));
    values.forEach((value, index) => {
      const expected: ParamType = spec.params[index] ?? spec.variadic ?? "any";
      if (expected !== "any" && value.type !== expected) {
        throw new Invalid(
          `"${name}" needs ${TYPE_WORDS[expected]} as value ${index + 1}, but ${value.label} is ${TYPE_WORDS[value.type]}`,
          params[index]?.loc ?? loc,
        );
      }
    });
    const [first, second] = values;
    if (spec.sameType && first && second && first.type !== second.type) {
      throw new Invalid(
        `"${name}" cannot compare ${first.label} (${TYPE_WORDS[first.type]}) with ${second.label} (${TYPE_WORDS[second.type]})`,
        loc,
      );
    }
    return spec.returns;
  }

  private arity(spec: ValueHelperSpec): string {
    const count = spec.params.length;
    if (spec.variadic) return `needs ${count} or more values`;
    if (spec.optional) return `needs ${count - spec.optional} to ${count} values`;
    return `needs ${count} ${count === 1 ? "value" : "values"}`;
  }

  private expression(node: Expression, scope: Scope, depth: number): Typed {
    switch (node.type) {
      case "StringLiteral":
        return { type: "string", label: JSON.stringify((node as hbs.AST.StringLiteral).value) };
      case "NumberLiteral":
        return { type: "number", label: String((node as hbs.AST.NumberLiteral).value) };
      case "BooleanLiteral":
        return { type: "boolean", label: String((node as hbs.AST.BooleanLiteral).value) };
      case "PathExpression": {
        const path = node as PathExpression;
        this.checkForbidden(path);
        const name = this.helperName(path);
        if (name && helperSpec(name)) {
          throw new Invalid(
            `"${name}" is a helper: call it in parentheses, (${name} ...)`,
            node.loc,
          );
        }
        return this.path(path, scope);
      }
      case "SubExpression": {
        const sub = node as hbs.AST.SubExpression;
        this.checkForbidden(sub.path);
        const name = this.helperName(sub.path);
        const spec: HelperSpec | null = name ? helperSpec(name) : null;
        if (!spec || !name) throw new Invalid(this.unknownHelper(sub.path), sub.path.loc);
        if (spec.kind === "block") {
          throw new Invalid(`"${name}" is a block and cannot be used in parentheses`, node.loc);
        }
        return {
          type: this.call(name, spec, sub.params, sub.hash, scope, depth, node.loc),
          label: `(${name} ...)`,
        };
      }
      default:
        throw new Invalid(
          `${node.type.replace("Literal", "").toLowerCase()} is not a value templates can use`,
          node.loc,
        );
    }
  }

  private path(path: PathExpression, scope: Scope): Typed {
    const label = path.original;
    if (path.data) {
      const name = path.parts.length === 1 ? path.parts[0] : undefined;
      const type = name !== undefined && path.depth === 0 ? EACH_DATA[name] : undefined;
      if (!type) {
        throw new Invalid(`"@${label}" is not supported: only @index, @first and @last`, path.loc);
      }
      if (scope.eachDepth === 0)
        throw new Invalid(`"@${label}" only works inside {{#each}}`, path.loc);
      return { type, label: `@${label}` };
    }
    if (path.parts.length === 0) {
      if (scope.eachDepth === 0 || path.depth > 0) {
        throw new Invalid(`"${label}" only works inside {{#each}}: name a variable`, path.loc);
      }
      return { type: "string", label: "this" };
    }
    if (path.parts.length > 1) {
      throw new Invalid(`"${label}": property paths are not supported, use a variable`, path.loc);
    }
    const name = path.parts[0] ?? "";
    if (label.startsWith("this.") || label.startsWith("./")) {
      throw new Invalid(`"${label}": write the variable name alone`, path.loc);
    }
    if (!isGeoCopyVariable(name)) {
      const hint = helperSpec(name)
        ? ` ("${name}" is a helper: call it with its values)`
        : suggestion(name, VARIABLE_NAMES);
      throw new Invalid(`unknown variable "${name}"${hint}`, path.loc);
    }
    if (path.depth !== scope.eachDepth) {
      throw new Invalid(
        scope.eachDepth > 0 && path.depth === 0
          ? `inside {{#each}}, write ../${name} to use ${name}`
          : `"${label}" reaches outside the template`,
        path.loc,
      );
    }
    return { type: GEO_COPY_VARIABLES[name].type, label: name };
  }

  /** The helper a path names, if it is written as a plain name. */
  private helperName(path: PathExpression): string | null {
    return !path.data &&
      path.depth === 0 &&
      path.parts.length === 1 &&
      path.original === path.parts[0]
      ? path.parts[0]
      : null;
  }

  private unknownHelper(path: PathExpression): string {
    const name = path.original;
    if (isGeoCopyVariable(name)) return `"${name}" is a variable, not a helper: write {{${name}}}`;
    return `unknown helper "${name}"${suggestion(name, VALUE_HELPER_NAMES)}`;
  }

  private checkForbidden(path: PathExpression): void {
    const forbidden = path.parts.find((part) => FORBIDDEN_NAMES.has(part));
    if (forbidden !== undefined) {
      throw new Invalid(`"${forbidden}" is not allowed in templates`, path.loc);
    }
  }

  private noHash(name: string, hash: Hash | undefined): void {
    const pair = hash?.pairs[0];
    if (pair) {
      throw new Invalid(`"${name}" does not take named values (${pair.key}=...)`, pair.loc);
    }
  }
}

function firstLine(message: string): string {
  return message.split("\n")[0]?.trim() ?? message;
}

/** Where a Handlebars parse error points, from its fields or its message. */
function parseErrorPosition(error: unknown): SourcePosition {
  const fields = error as { lineNumber?: unknown; column?: unknown; message?: unknown };
  if (typeof fields.lineNumber === "number") {
    const column = typeof fields.column === "number" ? fields.column + 1 : 1;
    return { line: fields.lineNumber, column };
  }
  const match = /line (\d+)/.exec(String(fields.message ?? ""));
  return { line: match ? Number(match[1]) : 1, column: 1 };
}

const TAG = /\{\{([^}]*)\}\}/g;

/**
 * A quick upper estimate of how deep blocks and parentheses nest, read from the
 * tags alone, so a hostile template is refused before the (quadratic) parser runs.
 */
function nestingEstimate(source: string): number {
  let blocks = 0;
  let deepest = 0;
  for (const [, inner = ""] of source.matchAll(TAG)) {
    const body = inner.replace(/^[{~\s]+/, "");
    let parens = 0;
    for (const character of body) {
      if (character === "(") parens++;
      else if (character === ")") parens--;
      deepest = Math.max(deepest, blocks + parens);
    }
    if (body.startsWith("#") || (body.startsWith("^") && body.length > 1)) blocks++;
    else if (body.startsWith("/")) blocks = Math.max(0, blocks - 1);
    deepest = Math.max(deepest, blocks);
  }
  return deepest;
}

function tryParse(source: string): { program: Program } | { error: unknown } {
  try {
    return { program: Handlebars.parse(source) };
  } catch (error) {
    return { error };
  }
}

/**
 * Parse, recover from broken tags if needed, then walk the tree and drop every
 * invalid node (issue 4, spec 5: "Template conditionals that are invalid are
 * logged and skipped"). Never throws.
 */
export function validateTemplate(source: unknown): ValidatedTemplate {
  if (typeof source !== "string") {
    return {
      program: null,
      diagnostics: [{ line: 1, column: 1, reason: "the template is not text" }],
      position: DIRECT_POSITION,
    };
  }
  if (source.length > MAX_TEMPLATE_LENGTH) {
    return {
      program: null,
      diagnostics: [
        {
          line: 1,
          column: 1,
          reason: `the template is longer than ${MAX_TEMPLATE_LENGTH.toLocaleString("en-US")} characters`,
        },
      ],
      position: DIRECT_POSITION,
    };
  }
  if (nestingEstimate(source) > MAX_PARSE_NESTING) {
    return {
      program: null,
      diagnostics: [
        {
          line: 1,
          column: 1,
          reason: `blocks and parentheses are nested deeper than ${MAX_PARSE_NESTING} levels; nothing was rendered`,
        },
      ],
      position: DIRECT_POSITION,
    };
  }
  try {
    return validateParsed(source);
  } catch (error) {
    // A bug or an exotic input the walker did not foresee: render nothing, say why.
    const reason = error instanceof Error ? firstLine(error.message) : String(error);
    return {
      program: null,
      diagnostics: [{ line: 1, column: 1, reason: `the template could not be checked: ${reason}` }],
      position: DIRECT_POSITION,
    };
  }
}

function validateParsed(source: string): ValidatedTemplate {
  const originalStarts = lineStarts(source);
  let parsed = tryParse(source);
  let diagnostics: TemplateDiagnostic[] = [];
  let position = DIRECT_POSITION;

  if ("error" in parsed) {
    const recovery = recoverTemplate(source);
    const retried = recovery ? tryParse(recovery.source) : parsed;
    if (!recovery || "error" in retried) {
      // Report the first error of the template as written: its position is exact.
      const error = parsed.error;
      const reason = error instanceof Error ? firstLine(error.message) : String(error);
      return {
        program: null,
        diagnostics: [
          {
            ...parseErrorPosition(error),
            reason: `the template does not parse (${reason}); nothing was rendered`,
          },
        ],
        position,
      };
    }
    parsed = retried;
    diagnostics = recovery.diagnostics;
    const cleanedStarts = lineStarts(recovery.source);
    position = (at) =>
      positionOf(
        originalStarts,
        recovery.originalOffset(offsetOf(cleanedStarts, at.line, at.column)),
      );
  }

  const walker = new TemplateWalker(position);
  const program = walker.program(parsed.program, { eachDepth: 0 }, 0);
  diagnostics = [...diagnostics, ...walker.diagnostics].sort(
    (a, b) => a.line - b.line || a.column - b.column,
  );
  return { program, diagnostics, position };
}

/** The diagnostics alone: what the Studio field and the CLI show. */
export function validateGeoCopyTemplate(source: unknown): TemplateDiagnostic[] {
  return validateTemplate(source).diagnostics;
}
