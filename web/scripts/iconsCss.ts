/**
 * Writes component-registry/parts/card/iconMasks.module.css from the icons' drawings
 * (`npm run icons:css`). tests/unit/search/iconMasks.test.tsx fails while the
 * committed file differs from what this writes.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { iconMasksCss } from "@registry/parts/card/iconSymbols";

const target = path.resolve(__dirname, "../../component-registry/parts/card/iconMasks.module.css");
writeFileSync(target, iconMasksCss());
console.log(`wrote ${path.relative(process.cwd(), target)}`);
