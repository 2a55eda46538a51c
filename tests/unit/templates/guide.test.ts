import { describe, expect, it } from "@jest/globals";
import { readFileSync } from "node:fs";
import path from "node:path";
import { GEO_COPY_VARIABLES } from "@templates/context";
import { GEO_COPY_HELPERS } from "@templates/helpers";

function row(name: string): RegExp {
  return new RegExp(`^\\|\\s*\`${name}\`\\s*\\|`, "m");
}

const guide = readFileSync(path.resolve(__dirname, "../../../docs/geo-copy.md"), "utf8");

describe("the marketers' guide (docs/geo-copy.md)", () => {
  it.each(Object.keys(GEO_COPY_VARIABLES))("documents the variable %s", (name) => {
    expect(guide).toMatch(row(name));
  });

  it.each(Object.keys(GEO_COPY_HELPERS))("documents the helper %s", (name) => {
    expect(guide).toMatch(row(name));
  });
});
