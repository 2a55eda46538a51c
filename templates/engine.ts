import Handlebars from "handlebars";
import { mapStatements } from "./ast";
import { geoCopyContext } from "./context";
import type { SourcePosition, TemplateDiagnostic } from "./diagnostics";
import { GEO_COPY_HELPERS, isTemplateTruthy, type ValueHelperSpec } from "./helpers";
import { logTemplateProblem, type TemplateLogger } from "./log";
import { COMPILED_CACHE_SIZE, MAX_EACH_ITEMS, MAX_OUTPUT_LENGTH } from "./limits";
import { instrumentOutputs, TRACE_OUTPUT_HELPER, type OutputRefs, type RenderTrace } from "./trace";
import { validateTemplate } from "./validate";

/** A geo-copy template as stored in Sanity: its document id (for logs) and its text. */
export interface GeoCopyTemplate {
  id: string;
  source: string;
}

export interface GeoCopyRender {
  /** HTML-escaped text: every value and every literal character is escaped. */
  output: string;
  diagnostics: TemplateDiagnostic[];
}

export interface RenderOptions {
  logger?: TemplateLogger;
  /** The clock for the `year` variable when the context has none. */
  now?: Date;
  /**
   * Filled with the conditionals met and the values found missing (issue 16,
   * `template:check`); the output is the same as without it.
   */
  trace?: RenderTrace;
}

type Position = (at: hbs.AST.Position) => SourcePosition;

/** Problems found while rendering, reported by the helpers through the render in progress. */
interface RenderState {
  position: Position;
  problems: TemplateDiagnostic[];
  trace?: RenderTrace;
  refs?: OutputRefs;
}

// Renders are synchronous: at most one is in progress at any time.
let activeRender: RenderState | null = null;

function locationOf(options: Handlebars.HelperOptions): hbs.AST.Position | undefined {
  return (options as { loc?: { start?: hbs.AST.Position } }).loc?.start;
}

function traceConditional(
  options: Handlebars.HelperOptions,
  helper: "if" | "unless" | "each",
  shown: boolean,
): void {
  if (!activeRender?.trace) return;
  const loc = locationOf(options);
  const at = loc ? activeRender.position(loc) : { line: 1, column: 1 };
  activeRender.trace.conditionals.push({ ...at, helper, shown });
}

function reportAtRuntime(options: Handlebars.HelperOptions, reason: string): void {
  if (!activeRender) return;
  const loc = (options as { loc?: { start?: hbs.AST.Position } }).loc?.start;
  const at = loc ? activeRender.position(loc) : { line: 1, column: 1 };
  activeRender.problems.push({ ...at, reason });
}

/**
 * A private Handlebars environment: none of the built-in helpers (lookup, with,
 * log, helperMissing...), no partials, no decorators; only the whitelist.
 */
function createEnvironment(): typeof Handlebars {
  const environment = Handlebars.create();
  for (const name of Object.keys(environment.helpers)) environment.unregisterHelper(name);
  for (const name of Object.keys(environment.decorators)) environment.unregisterDecorator(name);
  for (const name of Object.keys(environment.partials)) environment.unregisterPartial(name);

  for (const [name, spec] of Object.entries(GEO_COPY_HELPERS)) {
    if (spec.kind !== "value") continue;
    const run = (spec as ValueHelperSpec).run;
    environment.registerHelper(name, (...args: unknown[]) => {
      // The last argument is Handlebars' options object, not a template value.
      return run(args.slice(0, -1));
    });
  }
  environment.registerHelper("if", function (this: unknown, value: unknown, options) {
    traceConditional(options, "if", isTemplateTruthy(value));
    return isTemplateTruthy(value) ? options.fn(this) : options.inverse(this);
  });
  environment.registerHelper("unless", function (this: unknown, value: unknown, options) {
    traceConditional(options, "unless", !isTemplateTruthy(value));
    return isTemplateTruthy(value) ? options.inverse(this) : options.fn(this);
  });
  // Only the traced compile (template:check) calls this: the value, after noting which
  // of the tag's variables were missing.
  environment.registerHelper(TRACE_OUTPUT_HELPER, (...args: unknown[]) => {
    const [index, value, ...variables] = args.slice(0, -1);
    const refs = activeRender?.refs?.[index as number];
    if (activeRender?.trace && refs) {
      variables.forEach((variable, at) => {
        const ref = refs[at];
        if (ref && (variable === undefined || variable === null)) {
          activeRender!.trace!.missing.push({ ...activeRender!.position(ref.loc), name: ref.name });
        }
      });
    }
    return value;
  });
  environment.registerHelper("each", function (this: unknown, list: unknown, options) {
    traceConditional(options, "each", Array.isArray(list) && list.length > 0);
    if (!Array.isArray(list) || list.length === 0) return options.inverse(this);
    const count = Math.min(list.length, MAX_EACH_ITEMS);
    if (list.length > MAX_EACH_ITEMS) {
      reportAtRuntime(options, `{{#each}} shows the first ${MAX_EACH_ITEMS} items only`);
    }
    let output = "";
    for (let index = 0; index < count; index++) {
      const data = Handlebars.createFrame(options.data ?? {}) as Record<string, unknown>;
      data.index = index;
      data.first = index === 0;
      data.last = index === count - 1;
      output += options.fn(list[index], { data });
    }
    return output;
  });
  return environment;
}

const environment = createEnvironment();
const KNOWN_HELPERS = Object.fromEntries(Object.keys(GEO_COPY_HELPERS).map((name) => [name, true]));
const COMPILE_OPTIONS = {
  knownHelpersOnly: true,
  data: true,
  noEscape: false,
  strict: false,
  compat: false,
  preventIndent: true,
} as const;

interface CompiledTemplate {
  render: Handlebars.TemplateDelegate | null;
  /** The validated program, kept for the traced compile. */
  program: hbs.AST.Program | null;
  /** Compiled on first traced render: output tags wrapped to report missing values. */
  traced?: { render: Handlebars.TemplateDelegate; refs: OutputRefs };
  diagnostics: TemplateDiagnostic[];
  position: Position;
  /** What was already logged, per logger, so a broken template is logged once, not per page. */
  logged: WeakMap<TemplateLogger, Set<string>>;
}

const cache = new Map<string, CompiledTemplate>();

/** Literal text is escaped once, at compile time, so the whole output is safe HTML. */
function escapeContent(program: hbs.AST.Program): hbs.AST.Program {
  return mapStatements(program, (statement) => {
    if (statement.type !== "ContentStatement") return statement;
    const content = statement as hbs.AST.ContentStatement;
    return { ...content, value: Handlebars.escapeExpression(content.value) };
  });
}

function compile(source: string): CompiledTemplate {
  const validated = validateTemplate(source);
  const compiled: CompiledTemplate = {
    render: null,
    program: null,
    diagnostics: validated.diagnostics,
    position: validated.position,
    logged: new WeakMap(),
  };
  if (!validated.program) return compiled;
  try {
    const program = escapeContent(validated.program);
    const render = environment.compile(program, {
      knownHelpers: KNOWN_HELPERS,
      ...COMPILE_OPTIONS,
    });
    // Handlebars compiles lazily: render once now so a compile error is caught here, once.
    render({});
    compiled.render = render;
    compiled.program = program;
  } catch (error) {
    const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
    compiled.diagnostics = [
      ...compiled.diagnostics,
      { line: 1, column: 1, reason: `the template could not be compiled (${reason})` },
    ];
  }
  return compiled;
}

/**
 * Compiled templates by content: the Map hashes the template text itself, so
 * equal text shares one compiled template whatever its id, and an edit is a new
 * entry. (A SHA-256 of the text cost half of a render.) When full, the least
 * recently used entry is dropped.
 */
function compiled(source: string): CompiledTemplate {
  const hit = cache.get(source);
  if (hit) {
    cache.delete(source);
    cache.set(source, hit);
    return hit;
  }
  const entry = compile(source);
  cache.set(source, entry);
  if (cache.size > COMPILED_CACHE_SIZE) {
    const oldest = cache.keys().next();
    if (!oldest.done) cache.delete(oldest.value);
  }
  return entry;
}

function tracedRender(program: hbs.AST.Program) {
  const { program: instrumented, refs } = instrumentOutputs(program);
  const render = environment.compile(instrumented, {
    knownHelpers: { ...KNOWN_HELPERS, [TRACE_OUTPUT_HELPER]: true },
    ...COMPILE_OPTIONS,
  });
  return { render, refs };
}

function cutAtWord(output: string, limit: number): string {
  const space = output.lastIndexOf(" ", limit);
  // Entities such as &amp; never contain a space, so cutting at one never splits them.
  return output.slice(0, space > 0 ? space : 0);
}

function log(
  entry: CompiledTemplate,
  templateId: string,
  logger: TemplateLogger,
  diagnostics: readonly TemplateDiagnostic[],
): void {
  let seen = entry.logged.get(logger);
  if (!seen) {
    seen = new Set();
    entry.logged.set(logger, seen);
  }
  for (const diagnostic of diagnostics) {
    const key = `${templateId}\n${diagnostic.line}:${diagnostic.column}\n${diagnostic.reason}`;
    if (seen.has(key)) continue;
    seen.add(key);
    try {
      logger({ templateId, ...diagnostic });
    } catch {
      // A failing logger must not fail the page either.
    }
  }
}

/**
 * Render a geo-copy template (issue 4). Invalid parts are logged and skipped and
 * the rest renders; this function never throws, whatever the template or context.
 */
export function renderGeoCopy(
  template: GeoCopyTemplate,
  context: unknown,
  options: RenderOptions = {},
): GeoCopyRender {
  const logger = options.logger ?? logTemplateProblem;
  const templateId = typeof template?.id === "string" ? template.id : "unknown";
  let entry: CompiledTemplate;
  try {
    entry = compiled(typeof template?.source === "string" ? template.source : "");
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const diagnostics = [
      { line: 1, column: 1, reason: `the template could not be prepared: ${reason}` },
    ];
    try {
      logger({ templateId, ...diagnostics[0]! });
    } catch {
      // see log()
    }
    return { output: "", diagnostics };
  }

  let output = "";
  const state: RenderState = { position: entry.position, problems: [] };
  let render = entry.render;
  if (options.trace && entry.program) {
    entry.traced ??= tracedRender(entry.program);
    render = entry.traced.render;
    state.trace = options.trace;
    state.refs = entry.traced.refs;
  }
  if (render) {
    const previous = activeRender;
    activeRender = state;
    try {
      output = render(geoCopyContext(context, options.now), {
        allowProtoMethodsByDefault: false,
        allowProtoPropertiesByDefault: false,
        allowCallsToHelperMissing: false,
      });
    } catch (error) {
      output = "";
      const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
      state.problems.push({
        line: 1,
        column: 1,
        reason: `the template failed to render (${reason})`,
      });
    } finally {
      activeRender = previous;
    }
  }
  if (output.length > MAX_OUTPUT_LENGTH) {
    output = cutAtWord(output, MAX_OUTPUT_LENGTH);
    state.problems.push({
      line: 1,
      column: 1,
      reason: `the output is longer than ${MAX_OUTPUT_LENGTH.toLocaleString("en-US")} characters and was cut`,
    });
  }
  const diagnostics =
    state.problems.length > 0 ? [...entry.diagnostics, ...state.problems] : entry.diagnostics;
  log(entry, templateId, logger, diagnostics);
  return { output, diagnostics };
}

/** How many compiled templates are cached (for tests and the benchmark report). */
export function compiledTemplateCount(): number {
  return cache.size;
}
