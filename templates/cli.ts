/**
 * `npm run template:render -- --template FILE --context FILE [--json] [--id ID]`
 *
 * For marketers and QA: renders a geo-copy template with a JSON context exactly
 * as the site does, then lists the diagnostics. Exit code 0 when the template is
 * clean, 1 when it has diagnostics, 2 when the command itself is misused.
 */
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { renderGeoCopy } from "./engine";

const USAGE =
  "usage: npm run template:render -- --template FILE --context FILE [--json] [--id TEMPLATE_ID]";

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(2);
}

function main(argv: string[]): number {
  let values: { template?: string; context?: string; json?: boolean; id?: string };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        template: { type: "string" },
        context: { type: "string" },
        json: { type: "boolean", default: false },
        id: { type: "string" },
      },
    }));
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  if (!values.template) fail("--template is required");

  let source: string;
  try {
    source = readFileSync(values.template, "utf8");
  } catch {
    fail(`cannot read the template file ${values.template}`);
  }
  let context: unknown = {};
  if (values.context) {
    try {
      context = JSON.parse(readFileSync(values.context, "utf8"));
    } catch (error) {
      fail(`cannot read the context file ${values.context} as JSON (${String(error)})`);
    }
  }

  // The CLI prints the diagnostics itself; the structured log would repeat them.
  const { output, diagnostics } = renderGeoCopy(
    { id: values.id ?? values.template, source },
    context,
    { logger: () => undefined },
  );
  const listed = diagnostics.map(({ line, column, reason }) => ({ line, column, reason }));
  if (values.json) {
    process.stdout.write(`${JSON.stringify({ output, diagnostics: listed }, null, 2)}\n`);
  } else {
    process.stdout.write(output.endsWith("\n") ? output : `${output}\n`);
    process.stdout.write(`\nDiagnostics:\n${JSON.stringify(listed, null, 2)}\n`);
  }
  return listed.length === 0 ? 0 : 1;
}

process.exitCode = main(process.argv.slice(2));
