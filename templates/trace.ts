import { mapStatements } from "./ast";
import type { SourcePosition } from "./diagnostics";
import { isGeoCopyHelper } from "./helpers";

/**
 * What a traced render saw (issue 16: `template:check`): every conditional block
 * and whether its content showed, and every value an output tag needed that the
 * context did not have. Positions are in the template as written.
 */
export interface RenderTrace {
  conditionals: ConditionalOutcome[];
  missing: MissingValue[];
}

export interface ConditionalOutcome extends SourcePosition {
  helper: "if" | "unless" | "each";
  /** False when the block's content was left out (its {{else}}, if any, showed instead). */
  shown: boolean;
}

export interface MissingValue extends SourcePosition {
  /** The variable as written in the tag (`averageCostCents`, `../city`). */
  name: string;
}

/** The internal helper every output tag is wrapped in when tracing; templates cannot name it. */
export const TRACE_OUTPUT_HELPER = "__out";

type Program = hbs.AST.Program;
type Statement = hbs.AST.Statement;
type Expression = hbs.AST.Expression;

/** An output tag's variables, by the tag's number in the instrumented program. */
export type OutputRefs = { name: string; loc: hbs.AST.Position }[][];

function pathsOf(expression: Expression | undefined, into: hbs.AST.PathExpression[]) {
  if (!expression) return;
  if (expression.type === "PathExpression") {
    const path = expression as hbs.AST.PathExpression;
    // A helper's own name is not a value; `this` inside {{#each}} is.
    if (!isGeoCopyHelper(path.original)) into.push(path);
    return;
  }
  if (expression.type === "SubExpression") {
    const sub = expression as hbs.AST.SubExpression;
    for (const param of sub.params) pathsOf(param, into);
    for (const pair of sub.hash?.pairs ?? []) pathsOf(pair.value, into);
  }
}

const literal = (value: number, loc: hbs.AST.SourceLocation): hbs.AST.NumberLiteral => ({
  type: "NumberLiteral",
  value,
  original: value,
  loc,
});

/**
 * A copy of a validated program in which every output tag `{{x ...}}` becomes
 * `{{__out N (x ...) var1 var2 ...}}`: the same value, plus the tag's variables, so
 * the render can tell which of them were missing for a city.
 */
export function instrumentOutputs(
  program: Program,
  refs: OutputRefs = [],
): { program: Program; refs: OutputRefs } {
  const wrapOutput = (statement: Statement): Statement => {
    if (statement.type !== "MustacheStatement") return statement;
    const tag = statement as hbs.AST.MustacheStatement;
    const paths: hbs.AST.PathExpression[] = [];
    const path = tag.path as Expression;
    const isCall =
      tag.params.length > 0 ||
      (tag.hash?.pairs.length ?? 0) > 0 ||
      (path.type === "PathExpression" &&
        isGeoCopyHelper((path as hbs.AST.PathExpression).original));
    let value: Expression;
    if (isCall) {
      for (const param of tag.params) pathsOf(param, paths);
      for (const pair of tag.hash?.pairs ?? []) pathsOf(pair.value, paths);
      value = {
        type: "SubExpression",
        path: tag.path,
        params: tag.params,
        hash: tag.hash,
        loc: tag.loc,
      } as hbs.AST.SubExpression;
    } else {
      pathsOf(path, paths);
      value = path;
    }
    const index = refs.length;
    refs.push(paths.map((ref) => ({ name: ref.original, loc: ref.loc.start })));
    const wrapped: hbs.AST.MustacheStatement = {
      ...tag,
      path: {
        type: "PathExpression",
        data: false,
        depth: 0,
        parts: [TRACE_OUTPUT_HELPER],
        original: TRACE_OUTPUT_HELPER,
        loc: tag.loc,
      } as hbs.AST.PathExpression,
      params: [literal(index, tag.loc), value, ...paths],
      hash: undefined as unknown as hbs.AST.Hash,
    };
    return wrapped;
  };
  return { program: mapStatements(program, wrapOutput), refs };
}
