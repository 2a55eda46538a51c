import { afterEach, describe, expect, it } from "@jest/globals";
import fc from "fast-check";
import { renderGeoCopy } from "@templates/engine";
import type { TemplateLogEntry } from "@templates/log";
import {
  MAX_EACH_ITEMS,
  MAX_NESTING_DEPTH,
  MAX_OUTPUT_LENGTH,
  MAX_PARSE_NESTING,
  MAX_TEMPLATE_LENGTH,
} from "@templates/limits";
import { validateGeoCopyTemplate } from "@templates/validate";

/**
 * The CPU time this process spent since `started`, in ms. These limits catch a
 * pathological parse or render (minutes of work), not speed: CPU time, unlike the wall
 * clock, does not grow when other processes share the machine's cores.
 */
function cpuMsSince(started: NodeJS.CpuUsage): number {
  const { user, system } = process.cpuUsage(started);
  return (user + system) / 1000;
}

const CONTEXT = {
  city: "Austin",
  stateCode: "TX",
  providerCount: 12,
  nearbyCities: ["Round Rock"],
};

function render(source: string, context: unknown = CONTEXT) {
  const logged: TemplateLogEntry[] = [];
  const result = renderGeoCopy({ id: "attack", source }, context, {
    logger: (entry) => logged.push(entry),
  });
  return { ...result, logged };
}

type Probe = Record<string, unknown>;

function polluted(): unknown[] {
  const probes: unknown[] = [
    (Object.prototype as Probe).polluted,
    ({} as Probe).polluted,
    (globalThis as Probe).pwned,
    (Function.prototype as unknown as Probe).polluted,
  ];
  return probes.filter((value) => value !== undefined);
}

afterEach(() => {
  delete (Object.prototype as Probe).polluted;
  delete (globalThis as Probe).pwned;
});

/** Known Handlebars prototype-pollution and code-execution payloads. */
const PAYLOADS: [string, string][] = [
  [
    "the classic constructor chain through with/lookup",
    `{{#with "s" as |string|}}{{#with "e"}}{{#with split as |conslist|}}{{this.pop}}{{this.push (lookup string.sub "constructor")}}{{this.pop}}{{#with string.split as |codelist|}}{{this.pop}}{{this.push "return globalThis.pwned = 1;"}}{{this.pop}}{{#each conslist}}{{#with (string.sub.apply 0 codelist)}}{{this}}{{/with}}{{/each}}{{/with}}{{/with}}{{/with}}{{/with}}`,
  ],
  ["constructor.constructor", `{{constructor.constructor "return globalThis.pwned = 1"}}`],
  ["this.constructor", "{{this.constructor.name}}{{#if this.constructor}}x{{/if}}"],
  ["bracketed constructor", "{{[constructor]}}{{[__proto__]}}"],
  ["__proto__ read", "{{__proto__}}{{__proto__.polluted}}{{#each __proto__}}x{{/each}}"],
  [
    "lookup of __proto__",
    `{{lookup (lookup this "__proto__") "polluted"}}{{lookup this "constructor"}}`,
  ],
  ["__defineGetter__", `{{__defineGetter__ "polluted" this}}{{#with __defineGetter__}}x{{/with}}`],
  ["__lookupGetter__", `{{__lookupGetter__ "__proto__"}}{{__defineSetter__ "a" "b"}}`],
  ["@root walks", "{{@root.constructor}}{{@root.__proto__.polluted}}{{../constructor}}"],
  [
    "helper internals",
    `{{helperMissing "x"}}{{#blockHelperMissing "constructor"}}x{{/blockHelperMissing}}{{log "x"}}`,
  ],
  ["with", "{{#with city}}{{this.constructor}}{{/with}}"],
  ["dynamic partial", `{{> (lookup . "constructor")}}{{#> layout}}x{{/layout}}`],
  ["inline decorator", `{{#*inline "p"}}{{constructor}}{{/inline}}{{> p}}`],
  ["raw block", "{{{{raw}}}}{{constructor.constructor}}{{{{/raw}}}}"],
  [
    "valueOf and toString",
    "{{valueOf}}{{toString}}{{city.toString}}{{#if (eq valueOf toString)}}x{{/if}}",
  ],
  ["prototype", "{{prototype}}{{city.prototype.polluted}}"],
  ["sub-expression call chain", `{{#if (constructor "return globalThis.pwned = 1")}}x{{/if}}`],
];

describe("known Handlebars attack payloads", () => {
  it.each(PAYLOADS)("renders %s safely, logs it and executes nothing", (_name, payload) => {
    const { output, diagnostics, logged } = render(`Before ${payload} after {{city}}.`);
    expect(polluted()).toEqual([]);
    expect(output).not.toMatch(/function|return|\[object/);
    expect(diagnostics.length).toBeGreaterThan(0);
    expect(logged).toHaveLength(diagnostics.length);
    expect(validateGeoCopyTemplate(`Before ${payload} after {{city}}.`)).toEqual(diagnostics);
  });

  it("ignores a polluting context: __proto__ keys, getters and inherited values", () => {
    const fromJson: unknown = JSON.parse('{"__proto__": {"polluted": 1}, "city": "Austin"}');
    let getterCalled = false;
    const withGetter = Object.defineProperty({}, "city", {
      enumerable: true,
      get: () => {
        getterCalled = true;
        throw new Error("getter ran");
      },
    });
    const inherited = Object.create({ city: "Inherited" }) as object;
    expect(render("{{city}}", fromJson).output).toBe("Austin");
    expect(render("[{{city}}]", withGetter).output).toBe("[]");
    expect(render("[{{city}}]", inherited).output).toBe("[]");
    expect(getterCalled).toBe(false);
    expect(polluted()).toEqual([]);
  });

  it("reads nothing but the catalogue's fields from a context Proxy", () => {
    const read: string[] = [];
    const proxy = new Proxy(
      { city: "Austin" },
      {
        get(target, key, receiver) {
          read.push(String(key));
          return Reflect.get(target, key, receiver);
        },
        getOwnPropertyDescriptor(target, key) {
          read.push(String(key));
          return Reflect.getOwnPropertyDescriptor(target, key);
        },
      },
    );
    expect(render("{{city}}{{constructor}}{{__proto__}}", proxy).output).toBe("Austin");
    expect(read).not.toContain("constructor");
    expect(read).not.toContain("__proto__");
    expect(read).toContain("city");
  });
});

describe("resource limits", () => {
  it("refuses absurdly deep nesting before parsing it, quickly", () => {
    const blocks = `${"{{#if city}}<".repeat(900)}x${"{{/if}}".repeat(900)}`;
    const parens = `{{#if ${"(not ".repeat(3_000)}city${")".repeat(3_000)}}}x{{/if}}ok`;
    for (const source of [blocks, parens]) {
      const started = process.cpuUsage();
      const { output, diagnostics } = render(source);
      expect(cpuMsSince(started)).toBeLessThan(200);
      expect(output).toBe("");
      expect(diagnostics.map((d) => d.reason)).toEqual([
        `blocks and parentheses are nested deeper than ${MAX_PARSE_NESTING} levels; nothing was rendered`,
      ]);
    }
  });

  it("drops blocks nested deeper than the limit and keeps the outer ones", () => {
    const source = `${"{{#if city}}<".repeat(20)}x${"{{/if}}".repeat(20)} end`;
    const { output, diagnostics } = render(source);
    expect(output).toBe(`${"&lt;".repeat(MAX_NESTING_DEPTH)} end`);
    expect(diagnostics).toEqual([
      {
        line: 1,
        column: 13 * MAX_NESTING_DEPTH + 1,
        reason: `blocks are nested deeper than ${MAX_NESTING_DEPTH} levels`,
      },
    ]);
  });

  it("drops sub-expressions nested deeper than the limit", () => {
    const source = `{{#if ${"(not ".repeat(12)}city${")".repeat(12)}}}x{{/if}}ok`;
    const { output, diagnostics } = render(source);
    expect(output).toBe("ok");
    expect(diagnostics.map((d) => d.reason)).toEqual([
      `expressions are nested deeper than ${MAX_NESTING_DEPTH} levels`,
    ]);
  });

  it(`renders at most ${MAX_EACH_ITEMS} items of a huge list and says so`, () => {
    const nearbyCities = Array.from({ length: 1_000_000 }, (_, i) => `City ${i}`);
    const started = process.cpuUsage();
    const { output, diagnostics } = render("{{#each nearbyCities}}[{{this}}]{{/each}}", {
      nearbyCities,
    });
    expect(cpuMsSince(started)).toBeLessThan(2_000);
    expect(output.split("[").length - 1).toBe(MAX_EACH_ITEMS);
    expect(diagnostics).toEqual([
      { line: 1, column: 1, reason: `{{#each}} shows the first ${MAX_EACH_ITEMS} items only` },
    ]);
  });

  it("cuts a huge output at a word boundary, without splitting an escaped character", () => {
    const chunk = "<&> word ".repeat(2_200);
    const source = `{{#each nearbyCities}}${chunk}{{/each}}`;
    expect(source.length).toBeLessThan(MAX_TEMPLATE_LENGTH);
    const { output, diagnostics } = render(source, {
      nearbyCities: Array(MAX_EACH_ITEMS).fill("x"),
    });
    expect(output.length).toBeLessThanOrEqual(MAX_OUTPUT_LENGTH);
    expect(output.length).toBeGreaterThan(MAX_OUTPUT_LENGTH - 20);
    expect(output).toMatch(/(&lt;&amp;&gt;|word)$/);
    expect(diagnostics.map((d) => d.reason)).toEqual([
      "the output is longer than 50,000 characters and was cut",
    ]);
  });

  it("refuses a very long template before parsing it", () => {
    const started = process.cpuUsage();
    const { output, diagnostics } = render("{{city}}".repeat(1_000_000));
    expect(cpuMsSince(started)).toBeLessThan(500);
    expect(output).toBe("");
    expect(diagnostics).toHaveLength(1);
  });

  it("renders the longest accepted template of tags in reasonable time", () => {
    const source = "{{#if (gt providerCount 3)}}{{city}}{{/if}}".repeat(
      Math.floor(MAX_TEMPLATE_LENGTH / 44),
    );
    const started = process.cpuUsage();
    const { output, diagnostics } = render(source);
    expect(cpuMsSince(started)).toBeLessThan(3_000);
    expect(diagnostics).toEqual([]);
    expect(output).toBe("Austin".repeat(Math.floor(MAX_TEMPLATE_LENGTH / 44)));
  });
});

/** Pieces that random templates are made of: real syntax, near-misses and attacks. */
const FRAGMENTS = [
  "{{",
  "}}",
  "{{{",
  "}}}",
  "{{#",
  "{{/",
  "{{^",
  "{{else}}",
  "{{else ",
  "{{>",
  "{{!",
  "{{!--",
  "--}}",
  "{{~",
  "~}}",
  "(",
  ")",
  " ",
  "\n",
  '"',
  "'",
  "=",
  "|",
  "as |x|",
  "@index",
  "@last",
  "@root",
  "../",
  "this",
  ".",
  "[",
  "]",
  "if",
  "unless",
  "each",
  "with",
  "lookup",
  "log",
  "constructor",
  "__proto__",
  "city",
  "stateCode",
  "providerCount",
  "nearbyCities",
  "averageCostCents",
  "gt",
  "eq",
  "and",
  "not",
  "currency",
  "costComparison",
  "number",
  "pluralize",
  "3",
  "-1.5",
  "true",
  "null",
  "undefined",
  "text ",
  "<b>",
  "&",
  "\\{{",
  "{{{{raw}}}}",
  "{{{{/raw}}}}",
  "*inline",
];

const template = fc
  .array(fc.oneof(fc.constantFrom(...FRAGMENTS), fc.string({ maxLength: 6 })), { maxLength: 40 })
  .map((parts) => parts.join(""));

const context = fc.oneof(
  fc.anything(),
  fc.record(
    {
      city: fc.oneof(fc.string(), fc.integer()),
      stateCode: fc.constantFrom("TX", "pr", "zz", ""),
      providerCount: fc.oneof(fc.double(), fc.integer(), fc.constant(Number.NaN)),
      averageCostCents: fc.oneof(fc.integer({ min: -10, max: 10_000_000 }), fc.double()),
      stateAverageCostCents: fc.oneof(fc.integer({ min: -10, max: 10_000_000 }), fc.double()),
      nearbyCities: fc.oneof(fc.array(fc.string(), { maxLength: 80 }), fc.anything()),
    },
    { requiredKeys: [] },
  ),
);

describe("property: random templates and contexts", () => {
  it("never throw out of the engine, never pollute, and agree with the Studio validator", () => {
    fc.assert(
      fc.property(template, context, (source, data) => {
        const { output, diagnostics } = render(source, data);
        expect(typeof output).toBe("string");
        expect(output.length).toBeLessThanOrEqual(MAX_OUTPUT_LENGTH);
        for (const diagnostic of diagnostics) {
          expect(diagnostic.line).toBeGreaterThanOrEqual(1);
          expect(diagnostic.column).toBeGreaterThanOrEqual(1);
          expect(diagnostic.reason.length).toBeGreaterThan(0);
        }
        const studio = validateGeoCopyTemplate(source);
        // Rendering can only add runtime notes (a cut list or output) to the Studio's list.
        expect(diagnostics.slice(0, studio.length)).toEqual(studio);
        expect(polluted()).toEqual([]);
      }),
      { numRuns: 400 },
    );
  });

  it("never emit markup: every < in the output comes from an escape", () => {
    fc.assert(
      fc.property(template, fc.string(), (source, city) => {
        const { output } = render(source, { ...CONTEXT, city });
        expect(output).not.toMatch(/[<>]/);
      }),
      { numRuns: 200 },
    );
  });
});
