/**
 * The Studio checks of `npm test`, all offline: the schemas validate, the
 * committed TypeGen output matches the schemas and queries, the Studio builds,
 * the seed dataset validates against the schemas, and every registered block has
 * its picker entry (icon, title, group, preview) and its required-field messages.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(__dirname, "../..");
const generated = ["schemas/schema.json", "schemas/sanity.types.ts"].map((file) =>
  path.join(root, file),
);

function step(title: string, command: string, args: string[]) {
  const started = Date.now();
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`✖ ${title} failed (exit ${result.status})`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

step("sanity schema validate", "tsx", ["studio/cli.ts", "schema", "validate", "--level", "error"]);

const before = generated.map((file) => readFileSync(file, "utf8"));
step("sanity schema extract", "tsx", [
  "studio/cli.ts",
  "schema",
  "extract",
  "--force",
  "--path",
  "../schemas/schema.json",
]);
step("sanity typegen generate", "tsx", ["studio/cli.ts", "typegen", "generate"]);
const stale = generated.filter((file, index) => readFileSync(file, "utf8") !== before[index]);
if (stale.length > 0) {
  console.error(
    `✖ TypeGen output was out of date and has been regenerated: ${stale
      .map((file) => path.relative(root, file))
      .join(", ")}. Review and commit it.`,
  );
  process.exit(1);
}

step("sanity build", "tsx", ["studio/cli.ts", "build", "--yes"]);
step("the Studio holds the geo copy preview and check", "tsx", ["tests/studio/geo-copy-tools.ts"]);
step("seed dataset validates against the schemas", "tsx", ["tests/studio/validate-seed.ts"]);
step("block picker and validation messages (every registered block)", "tsx", [
  "tests/studio/block-editing.ts",
]);
