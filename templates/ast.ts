/**
 * `program` with each statement other than a block replaced by `visit(statement)`,
 * descending into every block's content and its {{else}}: the one walk of the
 * compile-time rewrites (escaping literal text, wrapping output tags for a trace).
 */
export function mapStatements(
  program: hbs.AST.Program,
  visit: (statement: hbs.AST.Statement) => hbs.AST.Statement,
): hbs.AST.Program {
  return {
    ...program,
    body: program.body.map((statement) => {
      if (statement.type !== "BlockStatement") return visit(statement);
      const block = statement as hbs.AST.BlockStatement;
      return {
        ...block,
        program: mapStatements(block.program, visit),
        inverse: block.inverse ? mapStatements(block.inverse, visit) : block.inverse,
      } as hbs.AST.BlockStatement;
    }),
  };
}
