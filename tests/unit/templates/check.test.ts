import { describe, expect, it } from "@jest/globals";
import { checkTemplate, sentencesOf, type CheckPlace } from "@templates/check";
import { renderGeoCopy } from "@templates/engine";
import type { RenderTrace } from "@templates/trace";

const NOW = new Date("2026-11-23T12:00:00Z");

/** Five cities; two of them (Marfa, Terlingua) have no average cost. */
const CITIES: CheckPlace[] = [
  {
    label: "Austin, TX",
    context: {
      city: "Austin",
      stateCode: "TX",
      providerCount: 42,
      averageCostCents: 452_367,
      stateAverageCostCents: 431_000,
    },
  },
  {
    label: "Marfa, TX",
    context: { city: "Marfa", stateCode: "TX", providerCount: 1, stateAverageCostCents: 431_000 },
  },
  {
    label: "Dallas, TX",
    context: {
      city: "Dallas",
      stateCode: "TX",
      providerCount: 60,
      averageCostCents: 470_000,
      stateAverageCostCents: 431_000,
    },
  },
  { label: "Terlingua, TX", context: { city: "Terlingua", stateCode: "TX", providerCount: 2 } },
  {
    label: "Reno, NV",
    context: {
      city: "Reno",
      stateCode: "NV",
      providerCount: 12,
      averageCostCents: 390_000,
      stateAverageCostCents: 400_000,
    },
  },
];

const check = (source: string, places = CITIES) =>
  checkTemplate({ id: "test", source }, places, { now: NOW });

describe("template:check over many cities", () => {
  it("reports a bad branch for exactly the cities that take it", () => {
    // The {{else}} branch prints the cost the condition just found missing.
    const report = check(
      "Senior living in {{city}}.{{#if averageCostCents}} It costs {{currency averageCostCents}} a month.{{else}} It costs {{currency averageCostCents}}.{{/if}}",
    );
    expect(report.ok).toBe(false);
    expect(report.problems).toEqual([
      expect.objectContaining({
        kind: "missing-value",
        line: 1,
        column: 128,
        count: 2,
        places: ["Marfa, TX", "Terlingua, TX"],
      }),
    ]);
    expect(report.conditionals).toEqual([
      {
        line: 1,
        column: 27,
        helper: "if",
        shown: 3,
        skipped: 2,
        skippedIn: ["Marfa, TX", "Terlingua, TX"],
      },
    ]);
  });

  it("passes a guarded template, listing where its conditionals were skipped", () => {
    const report = check(
      "Senior living in {{city}}, {{stateName}}.{{#if averageCostCents}} It costs {{currency averageCostCents}} a month.{{/if}}",
    );
    expect(report).toMatchObject({ ok: true, problems: [], places: 5 });
    expect(report.conditionals[0]).toMatchObject({
      skipped: 2,
      skippedIn: ["Marfa, TX", "Terlingua, TX"],
    });
    expect(report.length).toEqual({
      // Marfa, Texas and Reno, Nevada are as long: the first checked is named.
      min: { length: "Senior living in Marfa, Texas.".length, place: "Marfa, TX" },
      max: {
        length: "Senior living in Austin, Texas. It costs $4,524 a month.".length,
        place: "Austin, TX",
      },
      average: expect.any(Number),
    });
  });

  it("finds empty sentences, where every value of a sentence was left out", () => {
    const report = check(
      "{{city}} is here. {{#if averageCostCents}}It costs {{currency averageCostCents}}{{/if}}. Call us.",
    );
    expect(report.problems).toEqual([
      expect.objectContaining({
        kind: "empty-sentence",
        count: 2,
        places: ["Marfa, TX", "Terlingua, TX"],
        example: ".",
      }),
    ]);
  });

  it("finds a sentence shown twice, only where both branches show it", () => {
    const report = check(
      "Compare costs in {{city}}.{{#if (gt providerCount 40)}} Compare costs in {{city}}.{{/if}}",
    );
    expect(report.problems).toEqual([
      expect.objectContaining({
        kind: "repeated-sentence",
        count: 2,
        places: ["Austin, TX", "Dallas, TX"],
      }),
    ]);
  });

  it("reports the template's own diagnostics and empty copy, with line and column", () => {
    const report = check("{{#if (gt city 3)}}\n{{citty}}{{/if}}");
    expect(report.problems.map((p) => [p.kind, p.line, p.column, p.count])).toEqual([
      ["empty-output", undefined, undefined, 5],
      ["diagnostic", 1, 11, 5],
    ]);
  });

  it("counts a block inside {{#each}} as skipped only where it never showed", () => {
    const report = check(
      "Near {{city}}: {{#each nearbyCities}}{{this}}{{#unless @last}}, {{/unless}}{{/each}}.",
      [
        { label: "A", context: { city: "A", nearbyCities: ["B", "C"] } },
        { label: "B", context: { city: "B", nearbyCities: ["A"] } },
      ],
    );
    const unless = report.conditionals.find((item) => item.helper === "unless");
    expect(unless).toMatchObject({ shown: 1, skipped: 1, skippedIn: ["B"] });
  });

  it("lists at most 50 places per problem but counts them all", () => {
    const many = Array.from({ length: 120 }, (_, i) => ({ label: `City ${i}`, context: {} }));
    const report = check("{{city}} costs {{currency averageCostCents}}.", many);
    expect(report.problems[0]).toMatchObject({ count: 120 });
    expect(report.problems[0]?.places).toHaveLength(50);
  });
});

describe("a traced render", () => {
  it.each([
    "In {{city}}, {{currency averageCostCents}}.{{#if stateAverageCostCents}} {{costComparison averageCostCents stateAverageCostCents}} the {{stateName}} average.{{/if}}",
    "{{#each nearbyCities}}{{this}}{{#unless @last}}, {{/unless}}{{else}}none{{/each}} & <b>",
    "{{#if (and averageCostCents (gt providerCount 3))}}{{number (inflationCost averageCostCents 3 5)}}{{else if reviewCount}}{{rating averageRating}}{{/if}}",
    "{{#if city}}unclosed",
  ])("prints exactly what the page prints: %s", (source) => {
    for (const place of CITIES) {
      const trace: RenderTrace = { conditionals: [], missing: [] };
      const plain = renderGeoCopy({ id: "t", source }, place.context, {
        now: NOW,
        logger: () => undefined,
      });
      const traced = renderGeoCopy({ id: "t", source }, place.context, {
        now: NOW,
        trace,
        logger: () => undefined,
      });
      expect(traced).toEqual(plain);
    }
  });

  it("names the missing variable of a nested helper where it is written", () => {
    const trace: RenderTrace = { conditionals: [], missing: [] };
    renderGeoCopy(
      { id: "t", source: "Cost:\n  {{number (inflationCost averageCostCents 3 5)}}" },
      {},
      { trace, logger: () => undefined },
    );
    expect(trace.missing).toEqual([{ line: 2, column: 27, name: "averageCostCents" }]);
  });
});

describe("sentencesOf", () => {
  it("splits paragraphs and sentences, collapsing whitespace", () => {
    expect(sentencesOf("One.  Two!\n\nThree?   Four\nstill four.")).toEqual([
      "One.",
      "Two!",
      "Three?",
      "Four still four.",
    ]);
  });
});

describe("a check with no city", () => {
  it("fails: a template checked against nothing is not known to be good", () => {
    const report = checkTemplate({ id: "t", source: "{{city}}" }, []);
    expect(report.ok).toBe(false);
    expect(report.problems).toEqual([
      expect.objectContaining({ kind: "no-places", count: 0, places: [] }),
    ]);
  });
});
