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

/** The schemas, then the documents written against them. */
async function schemaAndContent() {
  await step("sanity schema validate", "tsx", [
    "studio/cli.ts",
    "schema",
    "validate",
    "--level",
    "error",
  ]);
  await step("seed dataset validates against the schemas", "tsx", [
    "tests/studio/validate-seed.ts",
  ]);
}

/** The generated types, the blocks' picker entries and messages, then the Studio's build and what it must hold. */
async function typesAndBuild() {
  const before = generated.map((file) => readFileSync(file, "utf8"));
  await step("sanity schema extract", "tsx", [
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
  // Here rather than in the other lane, which is longer (each lane has one core).
  await step("block picker and validation messages (every registered block)", "tsx", [
    "tests/studio/block-editing.ts",
  ]);
  await step("sanity build", "tsx", ["studio/cli.ts", "build", "--yes"]);
  await step("the Studio holds the geo copy preview and check", "tsx", [
    "tests/studio/geo-copy-tools.ts",
  ]);
}

void Promise.all([schemaAndContent(), typesAndBuild()]);
