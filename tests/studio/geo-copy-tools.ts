/**
 * Issue 16: the built Studio carries the geo copy tools, wired where editors meet them:
 * the "Preview" view beside a geo copy template (studio/structure.ts) and the "Check
 * against all cities" document action (studio/sanity.config.ts), both calling the
 * site's routes. Offline the Studio cannot open a document (toolchain.md), so this
 * reads the build `sanity build` just wrote.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const dist = path.resolve(__dirname, "../../studio/dist");

function files(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    return statSync(file).isDirectory() ? files(file) : file.endsWith(".js") ? [file] : [];
  });
}

const bundle = files(dist)
  .map((file) => readFileSync(file, "utf8"))
  .join("\n");

const expected = [
  ["the document action's label", "Check against all cities"],
  ["the check's route", "/api/studio/geo-copy-check"],
  ["the preview's route", "/api/studio/geo-copy-preview"],
  ["the preview view's marker", "data-geo-copy-preview"],
];
const missing = expected.filter(([, text]) => !bundle.includes(text!));
if (missing.length > 0) {
  console.error(`✖ The built Studio lacks ${missing.map(([what]) => what).join(", ")}`);
  process.exit(1);
}
console.log(`✔ The built Studio holds ${expected.map(([what]) => what).join(", ")}`);
