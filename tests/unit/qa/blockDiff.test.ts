import { describe, expect, it } from "@jest/globals";
import { blockText, canonicalJson, diffBlocks, diffWords } from "@web/pageKinds/qa/blockDiff";

const hero = {
  _key: "hero",
  _type: "hero",
  heading: "About ElderPath",
  subheading: "We help families.",
};
const mission = {
  _key: "mission",
  _type: "richText",
  body: [
    {
      _key: "b1",
      _type: "block",
      style: "normal",
      markDefs: [],
      children: [
        { _key: "s1", _type: "span", marks: [], text: "Every family deserves an honest guide." },
      ],
    },
  ],
};
const stats = { _key: "stats", _type: "badgeShowcase", heading: "Our awards" };
const faq = { _key: "faq", _type: "faqList", heading: "Questions" };
const cta = { _key: "cta", _type: "callToAction", heading: "Talk to an advisor", url: "/search" };
const PUBLISHED = [hero, mission, stats, faq, cta];

const changes = (diff: ReturnType<typeof diffBlocks>) =>
  diff.rows.map((row) => [row.key, row.change]);

describe("diffBlocks", () => {
  it("finds nothing between equal versions, whatever the order of fields", () => {
    const reordered = PUBLISHED.map((block) => Object.fromEntries(Object.entries(block).reverse()));
    const diff = diffBlocks(PUBLISHED, reordered as typeof PUBLISHED);
    expect(diff.same).toBe(true);
    expect(diff.counts).toEqual({ unchanged: 5, changed: 0, added: 0, removed: 0, moved: 0 });
  });

  it("marks an inserted block as added, at its place in the draft", () => {
    const extra = {
      _key: "new",
      _type: "richText",
      body: [{ _type: "block", children: [{ _type: "span", text: "Meet our advisors" }] }],
    };
    const diff = diffBlocks(PUBLISHED, [hero, mission, extra, stats, faq, cta]);
    expect(changes(diff)).toEqual([
      ["hero", "unchanged"],
      ["mission", "unchanged"],
      ["new", "added"],
      ["stats", "unchanged"],
      ["faq", "unchanged"],
      ["cta", "unchanged"],
    ]);
    expect(diff.rows[2]?.words).toEqual([{ kind: "added", text: "Meet our advisors" }]);
    expect(diff.same).toBe(false);
  });

  it("marks a deleted block as removed, after the block that preceded it", () => {
    const diff = diffBlocks(PUBLISHED, [hero, mission, faq, cta]);
    expect(changes(diff)).toEqual([
      ["hero", "unchanged"],
      ["mission", "unchanged"],
      ["stats", "removed"],
      ["faq", "unchanged"],
      ["cta", "unchanged"],
    ]);
    expect(diff.rows[2]).toMatchObject({ publishedPosition: 3, draftPosition: null, draft: null });
  });

  it("marks a removed first block at the top", () => {
    expect(changes(diffBlocks(PUBLISHED, [mission, stats, faq, cta]))[0]).toEqual([
      "hero",
      "removed",
    ]);
  });

  it("marks only the block that left its place as moved, with both positions", () => {
    const diff = diffBlocks(PUBLISHED, [hero, mission, faq, cta, stats]);
    expect(changes(diff)).toEqual([
      ["hero", "unchanged"],
      ["mission", "unchanged"],
      ["faq", "unchanged"],
      ["cta", "unchanged"],
      ["stats", "moved"],
    ]);
    expect(diff.rows[4]).toMatchObject({
      publishedPosition: 3,
      draftPosition: 5,
      edited: false,
      words: [],
    });
  });

  it("marks an edited block as changed, naming its fields and the words that differ", () => {
    const edited = { ...hero, heading: "About ElderPath — Our Advisors" };
    const diff = diffBlocks(PUBLISHED, [edited, mission, stats, faq, cta]);
    expect(diff.rows[0]).toMatchObject({ change: "changed", fields: ["heading"], edited: true });
    expect(diff.rows[0]?.words).toEqual([
      { kind: "same", text: "About ElderPath" },
      { kind: "added", text: "— Our Advisors" },
      { kind: "same", text: "We help families." },
    ]);
  });

  it("tells a moved and edited block apart from a moved one", () => {
    const diff = diffBlocks(PUBLISHED, [hero, mission, faq, cta, { ...stats, heading: "Awards" }]);
    expect(diff.rows[4]).toMatchObject({ change: "moved", edited: true, fields: ["heading"] });
    expect(diff.rows[4]?.words).toEqual([
      { kind: "removed", text: "Our awards" },
      { kind: "added", text: "Awards" },
    ]);
  });

  it("handles insert, move, delete and edit together, counting each once", () => {
    const extra = { _key: "new", _type: "richText", body: [] };
    const diff = diffBlocks(
      PUBLISHED,
      [{ ...hero, heading: "Hello" }, mission, extra, faq, cta, stats].filter(
        (b) => b._key !== "faq",
      ),
    );
    expect(diff.counts).toEqual({ unchanged: 2, changed: 1, added: 1, removed: 1, moved: 1 });
  });

  it("matches blocks without keys by type and position", () => {
    const a = [{ _type: "hero", heading: "A" }];
    const b = [{ _type: "hero", heading: "B" }];
    expect(changes(diffBlocks(a, b))).toEqual([["hero#0", "changed"]]);
  });
});

describe("diffWords", () => {
  it("keeps common words and groups runs of added and removed words", () => {
    expect(diffWords("the quick brown fox", "the slow brown dog jumps")).toEqual([
      { kind: "same", text: "the" },
      { kind: "removed", text: "quick" },
      { kind: "added", text: "slow" },
      { kind: "same", text: "brown" },
      { kind: "removed", text: "fox" },
      { kind: "added", text: "dog jumps" },
    ]);
    expect(diffWords("", "")).toEqual([]);
  });
});

describe("blockText and canonicalJson", () => {
  it("reads the text an editor wrote, not Portable Text's structure", () => {
    expect(blockText(mission)).toBe("Every family deserves an honest guide.");
    expect(blockText(cta)).toBe("Talk to an advisor /search");
  });

  it("sorts keys and drops undefined values", () => {
    expect(canonicalJson({ b: 1, a: [{ d: undefined, c: "x" }] })).toBe('{"a":[{"c":"x"}],"b":1}');
  });
});
