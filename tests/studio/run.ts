/**
 * The Studio checks of `npm test`, all offline: the schemas validate, the
 * committed TypeGen output matches the schemas and queries, the Studio builds,
 * the seed dataset validates against the schemas, and every registered block has
 * its picker entry (icon, title, group, preview) and its required-field messages.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { runBuffered } from "@web/scripts/runBuffered.mjs";

const root = path.resolve(__dirname, "../..");
const generated = ["schemas/schema.json", "schemas/sanity.types.ts"].map((file) =>
  path.join(root, file),
);

/**
 * Runs one check and prints its output whole when it ends (two lanes run side by
 * side, one core each); a failed check stops the run with its exit code.
 */
async function step(title: string, command: string, args: string[]): Promise<void> {
  const started = Date.now();
  const { status, output } = await runBuffered(command, args, root);
  process.stdout.write(`\n▶ ${title}\n${output.toString()}`);
  if (status !== 0) {
    console.error(`✖ ${title} failed (exit ${status})`);
    process.exit(status ?? 1);
  }
  console.log(`✔ ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

/**
 * The documents written against the schemas: the seed dataset, and a document of each
 * kind holding every block empty, through one run of Sanity's validator.
 */
async function documents() {
  await step(
    "seed dataset and every registered block's picker entry and messages validate",
    "tsx",
    ["tests/studio/validate-documents.ts"],
  );
}

/**
 * The schemas, the generated types, then the Studio's build and what it must hold.
 * `sanity schema extract` validates the schemas first and fails, printing each error,
 * where `sanity schema validate --level error` would (an unknown field type stops both
 * alike), so the Studio's configuration is booted once for both.
 */
async function schemasTypesAndBuild() {
  const before = generated.map((file) => readFileSync(file, "utf8"));
  await step("sanity schema validate and extract", "tsx", [
    "studio/cli.ts",
    "schema",
    "extract",
    "--force",
    "--path",
    "../schemas/schema.json",
  ]);
  await step("sanity typegen generate", "tsx", ["studio/cli.ts", "typegen", "generate"]);
  const stale = generated.filter((file, index) => readFileSync(file, "utf8") !== before[index]);
  if (stale.length > 0) {
    console.error(
      `✖ TypeGen output was out of date and has been regenerated: ${stale
        .map((file) => path.relative(root, file))
        .join(", ")}. Review and commit it.`,
    );
    process.exit(1);
  }
  await step("sanity build", "tsx", ["studio/cli.ts", "build", "--yes"]);
  await step("the Studio holds the geo copy preview and check", "tsx", [
    "tests/studio/geo-copy-tools.ts",
  ]);
}

void Promise.all([documents(), schemasTypesAndBuild()]);
