import { describe, expect, it } from "@jest/globals";
import { compiledTemplateCount, renderGeoCopy, type GeoCopyTemplate } from "@templates/engine";
import type { TemplateLogEntry } from "@templates/log";
import { MAX_TEMPLATE_LENGTH } from "@templates/limits";

const AUSTIN = {
  city: "Austin",
  county: "Travis County",
  stateCode: "TX",
  careType: "assisted-living",
  providerCount: 42,
  averageCostCents: 452_367,
  stateAverageCostCents: 431_000,
  nationalAverageCostCents: 450_000,
  reviewCount: 318,
  averageRating: 4.46,
  year: 2026,
  nearbyCities: ["Round Rock", "Cedar Park", "Pflugerville"],
};

let sequence = 0;
function render(source: string, context: unknown = AUSTIN) {
  const logged: TemplateLogEntry[] = [];
  const template: GeoCopyTemplate = { id: `test-${++sequence}`, source };
  const result = renderGeoCopy(template, context, { logger: (entry) => logged.push(entry) });
  return { ...result, logged };
}

describe("rendering geo copy", () => {
  it("renders the issue's example with the state comparison", () => {
    const { output, diagnostics } = render(
      "Assisted living in {{city}}, {{stateCode}} costs {{currency averageCostCents}} a month{{#if stateAverageCostCents}}, {{costComparison averageCostCents stateAverageCostCents}} the {{stateName}} average{{/if}}.",
    );
    expect(diagnostics).toEqual([]);
    expect(output).toBe(
      "Assisted living in Austin, TX costs $4,524 a month, slightly higher than the Texas average.",
    );
  });

  it("leaves the comparison out when the state average is missing", () => {
    const withoutState = { ...AUSTIN, stateAverageCostCents: undefined };
    const { output } = render(
      "{{city}} costs {{currency averageCostCents}}{{#if stateAverageCostCents}}, {{costComparison averageCostCents stateAverageCostCents}} the {{stateName}} average{{/if}}.",
      withoutState,
    );
    expect(output).toBe("Austin costs $4,524.");
  });

  it("evaluates comparisons, logic and else-if chains", () => {
    const source =
      "{{#if (and (gt providerCount 10) (gte averageRating 4.5))}}A{{else if (or (lt providerCount 50) (not reviewCount))}}B{{else}}C{{/if}}" +
      '{{#if (eq stateCode "TX")}}T{{/if}}{{#if (ne careType "assisted-living")}}X{{/if}}{{#unless (lte providerCount 2)}}U{{/unless}}';
    expect(render(source).output).toBe("BTU");
    expect(render(source, { ...AUSTIN, averageRating: 4.8 }).output).toBe("ATU");
    expect(render(source, { ...AUSTIN, providerCount: 80, reviewCount: 3 }).output).toBe("CTU");
  });

  it("formats numbers, ratings, plurals, names and inflation", () => {
    const { output, diagnostics } = render(
      '{{number averageCostCents}}|{{number averageRating 1}}|{{rating averageRating}}|{{pluralize providerCount "community" "communities"}}|{{pluralize 1 "review"}}|{{pluralize 0 "review"}}|{{nameOfCareType "memory-care-facilities"}}|{{nameOfState "pr"}}|{{codeOfState "District of Columbia"}}|{{lowercase careTypeName}}|{{inflationCost averageCostCents 3 2}}|{{topProviderBand providerCount}}|{{topProviderCount}}|{{currency 0}}',
    );
    expect(diagnostics).toEqual([]);
    expect(output).toBe(
      "452,367|4.5|4.5|communities|review|reviews|Memory Care|Puerto Rico|DC|assisted living|4799|10|10|Pricing not available",
    );
  });

  it("fills derived variables: state names from the code, care-type name, top-provider band, year", () => {
    const { output } = render(
      "{{state}}/{{stateName}}/{{careTypeName}}/{{topProviderCount}}/{{year}}",
      { stateCode: "ny", careType: "nursing-homes", providerCount: 4, year: 2030 },
    );
    expect(output).toBe("New York/New York/Nursing Homes/3/2030");
    expect(render("{{stateCode}}", { state: "Puerto Rico" }).output).toBe("PR");
  });

  it("lists nearby cities with {{#each}}, @index, @first, @last and ../", () => {
    const { output, diagnostics } = render(
      "{{#each nearbyCities}}{{#if @first}}Near {{../city}}: {{/if}}{{@index}}.{{this}}{{#unless @last}}, {{/unless}}{{else}}none{{/each}}",
    );
    expect(diagnostics).toEqual([]);
    expect(output).toBe("Near Austin: 0.Round Rock, 1.Cedar Park, 2.Pflugerville");
    expect(
      render("{{#each nearbyCities}}x{{else}}none{{/each}}", { nearbyCities: [] }).output,
    ).toBe("none");
  });

  it("escapes values and literal text, so the output is safe HTML", () => {
    const { output } = render("<b>{{city}}</b> & {{county}}", {
      city: '<img src=x onerror="alert(1)">',
      county: "O'Brien",
    });
    expect(output).toBe(
      "&lt;b&gt;&lt;img src&#x3D;x onerror&#x3D;&quot;alert(1)&quot;&gt;&lt;/b&gt; &amp; O&#x27;Brien",
    );
  });

  it("ignores context fields outside the catalogue and values of the wrong type", () => {
    const { output } = render("[{{city}}][{{providerCount}}]", {
      city: 42,
      providerCount: "many",
      secret: "x",
    });
    expect(output).toBe("[][]");
  });

  it("renders with a missing or non-object context without failing", () => {
    expect(render("Hi {{city}}.", null).output).toBe("Hi .");
    expect(render("Hi {{city}}.", "Austin").output).toBe("Hi .");
  });
});

describe("invalid nodes are logged and skipped, the rest renders (spec 5)", () => {
  it.each([
    ["{{#if (gt city 3)}}X{{/if}}", 1, 11, '"gt" needs a number as value 1, but city is text'],
    [
      "{{#if (eq stateCode 5)}}X{{/if}}",
      1,
      7,
      '"eq" cannot compare stateCode (text) with 5 (a number)',
    ],
    ["{{#if (gt providerCount)}}X{{/if}}", 1, 7, '"gt" needs 2 values, got 1'],
    ["{{#if}}X{{/if}}", 1, 1, "{{#if}} needs exactly 1 value, got 0"],
    ["{{#if a b}}X{{/if}}", 1, 1, "{{#if}} needs exactly 1 value, got 2"],
    ["{{#if (shout city)}}X{{/if}}", 1, 8, 'unknown helper "shout"'],
    ["{{curency averageCostCents}}", 1, 3, 'unknown helper "curency" (did you mean "currency"?)'],
    ["{{citty}}", 1, 3, 'unknown variable "citty" (did you mean "city"?)'],
    ["{{#if citty}}X{{/if}}", 1, 7, 'unknown variable "citty" (did you mean "city"?)'],
    ["{{#gt providerCount 3}}X{{/gt}}", 1, 1, '"gt" is not a block: use it in a condition'],
    ["{{#shout}}X{{/shout}}", 1, 1, 'unknown block "shout"'],
    ["{{if city}}", 1, 3, '"if" is a block'],
    ["{{gt providerCount 3}}", 1, 1, "would print true or false"],
    ["{{nearbyCities}}", 1, 1, '"nearbyCities" is a list'],
    ["{{#each city}}X{{/each}}", 1, 9, "{{#each}} needs a list, but city is text"],
    ["{{city.length}}", 1, 3, "property paths are not supported"],
    ["{{this}}", 1, 3, "only works inside {{#each}}"],
    ["{{@index}}", 1, 3, "only works inside {{#each}}"],
    ["{{#each nearbyCities}}{{city}}{{/each}}", 1, 25, "inside {{#each}}, write ../city"],
    ["{{../city}}", 1, 3, "reaches outside the template"],
    ["{{currency}}", 1, 1, '"currency" needs 1 value, got 0'],
    ["{{currency averageCostCents 2}}", 1, 1, '"currency" needs 1 value, got 2'],
    ["{{currency averageCostCents digits=2}}", 1, 29, "does not take named values (digits=...)"],
    ["{{#if (and providerCount)}}X{{/if}}", 1, 7, '"and" needs 2 or more values, got 1'],
    ["{{#if (gt providerCount currency)}}X{{/if}}", 1, 25, '"currency" is a helper'],
    ["{{city 3}}", 1, 3, '"city" is a variable, not a helper'],
    ["{{{city}}}", 1, 1, "triple braces would output raw HTML"],
    ["{{& city}}", 1, 1, "triple braces would output raw HTML"],
    ["{{> footer}}", 1, 1, "partials ({{> ...}}) are not allowed"],
    ["{{#> layout}}X{{/layout}}", 1, 1, "partials ({{> ...}}) are not allowed"],
    ['{{#*inline "x"}}X{{/inline}}', 1, 1, "decorators ({{* ...}}) are not allowed"],
    ["{{^if city}}X{{/if}}", 1, 1, "inverted sections ({{^...}}) are not supported"],
    [
      "{{#each nearbyCities as |c|}}{{c}}{{/each}}",
      1,
      1,
      "block parameters (as |...|) are not supported",
    ],
    ["{{#if null}}X{{/if}}", 1, 7, "null is not a value templates can use"],
    ['{{"text"}}', 1, 1, "a value cannot be called"],
    ["{{@root.city}}", 1, 3, "only @index, @first and @last"],
  ])("drops %s with a diagnostic at its line and column", (bad, line, column, reason) => {
    const { output, diagnostics, logged } = render(`Before {{city}}. ${bad} After {{stateCode}}.`);
    expect(output).toBe("Before Austin.  After TX.");
    expect(diagnostics).toHaveLength(1);
    const [diagnostic] = diagnostics;
    expect(diagnostic?.reason).toContain(reason);
    expect(diagnostic?.line).toBe(line);
    // The bad part starts after "Before {{city}}. " (17 characters).
    expect(diagnostic?.column).toBe(column + 17);
    expect(logged).toEqual([{ templateId: expect.stringMatching(/^test-/), ...diagnostic }]);
  });

  it("drops only the invalid node inside a valid block", () => {
    const { output, diagnostics } = render(
      "{{#if providerCount}}A {{shout city}} B {{city}}{{else}}none{{/if}}",
    );
    expect(output).toBe("A  B Austin");
    expect(diagnostics.map((d) => d.reason)).toEqual(['unknown helper "shout"']);
  });

  it("drops an invalid else-if branch but keeps the block", () => {
    const { output, diagnostics } = render(
      "{{#if (lt providerCount 3)}}few{{else if (gt city 3)}}bad{{else}}many{{/if}} end",
    );
    expect(output).toBe(" end");
    expect(diagnostics).toHaveLength(1);
    expect(render("{{#if (gt providerCount 3)}}many{{else if (gt city 3)}}x{{/if}}").output).toBe(
      "many",
    );
  });

  it("reports positions on later lines", () => {
    const { diagnostics } = render("Line one.\n\n  {{#if (gt city 3)}}x{{/if}}\nLast {{citty}}");
    expect(diagnostics.map(({ line, column }) => [line, column])).toEqual([
      [3, 13],
      [4, 8],
    ]);
  });
});

describe("templates that do not parse as a whole", () => {
  it("skips an unclosed {{#if}} tag and renders the rest", () => {
    const { output, diagnostics } = render("Hello {{city}}.{{#if stateAverageCostCents}} Bye.");
    expect(output).toBe("Hello Austin. Bye.");
    expect(diagnostics).toEqual([
      {
        line: 1,
        column: 16,
        reason: '"{{#if stateAverageCostCents}}" is never closed; the tag was skipped',
      },
    ]);
  });

  it("skips a closing tag without an opening block", () => {
    const { output, diagnostics } = render("A {{city}}{{/if}} B");
    expect(output).toBe("A Austin B");
    expect(diagnostics[0]).toMatchObject({ line: 1, column: 11 });
    expect(diagnostics[0]?.reason).toContain("has no matching opening block");
  });

  it("skips a mismatched closing tag and the block it left open", () => {
    const { output, diagnostics } = render("{{#if city}}In {{city}}{{/each}}!");
    expect(output).toBe("In Austin!");
    expect(diagnostics.map((d) => d.column)).toEqual([1, 24]);
  });

  it("drops the whole block when its opening tag is malformed", () => {
    const { output, diagnostics } = render(
      "Hi.\n{{#if (gt providerCount 3}}Many{{/if}} End {{city}}.",
    );
    expect(output).toBe("Hi.\n End Austin.");
    expect(diagnostics).toEqual([
      {
        line: 2,
        column: 1,
        reason: '"{{#if (gt providerCount 3}}" is not a valid tag; its block was skipped',
      },
    ]);
  });

  it("skips a tag that is never closed, up to the next tag, and an else outside any block", () => {
    // Inside an unclosed tag, text reads as more of the tag: it ends where the next tag starts.
    const { output, diagnostics } = render("A {{else}} B {{city} C {{stateCode}}");
    expect(output).toBe("A  B  TX");
    expect(diagnostics.map((d) => d.reason)).toEqual([
      '"{{else}}" is outside any block; it was skipped',
      '"{{city} C" is not a valid tag; it was skipped',
    ]);
  });

  it("keeps positions of later diagnostics exact after skipping a broken tag", () => {
    const { diagnostics } = render("{{/if}} x\n{{#if providerCount}}{{citty}}");
    expect(diagnostics).toEqual([
      { line: 1, column: 1, reason: expect.stringContaining("no matching opening") },
      { line: 2, column: 1, reason: expect.stringContaining("never closed") },
      { line: 2, column: 24, reason: expect.stringContaining('unknown variable "citty"') },
    ]);
  });

  it("renders empty with the error logged when nothing can be recovered", () => {
    const { output, diagnostics, logged } = render("{{{{raw}}}} {{city}} {{{{/wrong}}}} {{#if a}}");
    expect(output).toBe("");
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]?.reason).toMatch(/^the template does not parse .*nothing was rendered$/);
    expect(logged).toHaveLength(1);
  });
});

describe("limits and the compiled-template cache", () => {
  it("refuses a template longer than the limit", () => {
    const { output, diagnostics } = render("x".repeat(MAX_TEMPLATE_LENGTH + 1));
    expect(output).toBe("");
    expect(diagnostics[0]?.reason).toContain("longer than 20,000 characters");
  });

  it("compiles a template once, by content, and logs its problems once per logger", () => {
    const source = `Cached {{citty}} ${Date.now()}`;
    const logged: TemplateLogEntry[] = [];
    const logger = (entry: TemplateLogEntry) => logged.push(entry);
    const before = compiledTemplateCount();
    renderGeoCopy({ id: "a", source }, AUSTIN, { logger });
    const afterFirst = compiledTemplateCount();
    const second = renderGeoCopy({ id: "a", source }, AUSTIN, { logger });
    renderGeoCopy({ id: "b", source }, AUSTIN, { logger });
    expect(afterFirst).toBe(Math.min(before + 1, 500));
    expect(compiledTemplateCount()).toBe(afterFirst);
    expect(second.diagnostics).toHaveLength(1);
    expect(logged.map((entry) => entry.templateId)).toEqual(["a", "b"]);
  });

  it("survives a logger that throws", () => {
    const result = renderGeoCopy({ id: "x", source: "{{citty}}ok" }, AUSTIN, {
      logger: () => {
        throw new Error("log sink down");
      },
    });
    expect(result.output).toBe("ok");
  });

  it("writes one JSON line with an ISO timestamp by default (spec 8)", () => {
    const lines: string[] = [];
    const original = console.warn;
    console.warn = (line: string) => lines.push(line);
    try {
      renderGeoCopy({ id: "default-logger", source: `{{citty}} ${Date.now()}` }, AUSTIN);
    } finally {
      console.warn = original;
    }
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0] ?? "{}") as Record<string, unknown>;
    expect(entry).toMatchObject({
      level: "warn",
      templateId: "default-logger",
      line: 1,
      column: 3,
      reason: 'unknown variable "citty" (did you mean "city"?)',
    });
    expect(new Date(String(entry.timestamp)).toISOString()).toBe(entry.timestamp);
  });

  it("never throws on a template that is not a template", () => {
    const odd = [null, undefined, 42, { id: 1 }, { id: "x", source: 7 }];
    for (const template of odd) {
      const result = renderGeoCopy(template as unknown as GeoCopyTemplate, AUSTIN, {
        logger: () => undefined,
      });
      expect(result.output).toBe("");
    }
  });
});
