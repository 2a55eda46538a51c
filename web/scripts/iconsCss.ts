/**
 * Writes component-registry/parts/card/iconMasks.module.css and the two icon sheets it
 * masks with (iconSheet.svg, starRows.svg) from the icons' drawings (`npm run
 * icons:css`). tests/unit/search/iconMasks.test.tsx fails while a committed file differs
 * from what this writes.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { iconMasksCss, SHEET_FILES, sheetSvg } from "@registry/parts/card/iconSymbols";

const folder = path.resolve(__dirname, "../../component-registry/parts/card");
const files: Record<string, string> = {
  "iconMasks.module.css": iconMasksCss(),
  [SHEET_FILES.icons]: `${sheetSvg("icons")}\n`,
  [SHEET_FILES.stars]: `${sheetSvg("stars")}\n`,
};
for (const [name, text] of Object.entries(files)) {
  const target = path.join(folder, name);
  writeFileSync(target, text);
  console.log(`wrote ${path.relative(process.cwd(), target)}`);
}
