import { describe, expect, it } from "@jest/globals";
import { commitMessageProblems as problems } from "../../../.githooks/commitConvention.mjs";

describe("the commit convention (CONTRIBUTING.md)", () => {
  it("takes a typed, scoped, short subject with a body that says why", () => {
    expect(
      problems("fix(search): parse the page number once\n\nIt was parsed ten times.\n"),
    ).toEqual([]);
    expect(problems("docs: name the layers\n\nThe map was out of date.")).toEqual([]);
  });

  it("refuses an unknown type, a long subject, a full stop and a missing body", () => {
    expect(problems("Search page: fewer parses\n\nwhy")).toEqual([
      expect.stringContaining("must start with one of"),
    ]);
    expect(problems(`feat: ${"x".repeat(80)}\n\nwhy`)).toEqual([
      expect.stringContaining("72 at most"),
    ]);
    expect(problems("fix: the header.\n\nwhy")).toEqual([expect.stringContaining("full stop")]);
    expect(problems("fix: the header")).toEqual([expect.stringContaining("a body")]);
    expect(problems("fix: the header\nno blank line")).toEqual([expect.stringContaining("a body")]);
  });

  it("ignores git's comment lines and leaves merges and reverts alone", () => {
    expect(problems("# Please enter the commit message\nfix: x\n\nwhy\n# comment")).toEqual([]);
    expect(problems("Merge branch 'mem'")).toEqual([]);
    expect(problems('Revert "fix: x"')).toEqual([]);
  });
});
