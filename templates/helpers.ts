import { costComparisonPhrase } from "./rules/costComparison";
import { inflationCost } from "./rules/inflationCost";
import { topProviderCount } from "./rules/topProviderCount";
import { careTypeName } from "@web/rules/careTypes";
import { stateCodeFromName, stateNameFromCode } from "@web/rules/geo/usStates";
import { formatCurrencyFromCents, formatNumber, formatRating, pluralize } from "./format";
import type { TemplateValueType } from "./context";

/** A parameter accepts one value type, or "any" for conditions (truthiness). */
export type ParamType = TemplateValueType | "any";

interface HelperSpecBase {
  description: string;
  example: string;
}

/** A helper that computes a value: usable as {{helper ...}} and as (helper ...). */
export interface ValueHelperSpec extends HelperSpecBase {
  kind: "value";
  params: readonly ParamType[];
  /** How many of the trailing params may be left out. */
  optional?: number;
  /** Accepts any number (at least params.length) of params of this type. */
  variadic?: ParamType;
  /** Both params must have the same type (eq, ne). */
  sameType?: boolean;
  returns: Exclude<TemplateValueType, "list">;
  /** Runtime values may be missing or of any type: every run must cope and never throw. */
  run: (args: readonly unknown[]) => unknown;
}

/** A block helper: {{#if}}, {{#unless}}, {{#each}}. Their runtime lives in the engine. */
export interface BlockHelperSpec extends HelperSpecBase {
  kind: "block";
  param: ParamType;
}

export type HelperSpec = ValueHelperSpec | BlockHelperSpec;

function num(value: unknown): number {
  return typeof value === "number" ? value : Number.NaN;
}

function str(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/**
 * Handlebars' own truthiness for {{#if}} over a template's values (empty lists and 0 are
 * false too); not spec 5's reading of yes/no strings, which is web/lib/truthy.ts.
 */
export function isTemplateTruthy(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  return Boolean(value);
}

function compareNumbers(test: (a: number, b: number) => boolean) {
  return (args: readonly unknown[]): boolean => {
    const a = num(args[0]);
    const b = num(args[1]);
    return Number.isFinite(a) && Number.isFinite(b) && test(a, b);
  };
}

/**
 * The fixed whitelist of helpers (issue 4). Nothing else can be called from a
 * template: the validator drops any other name, and the engine registers only
 * these on a private Handlebars environment.
 */
export const GEO_COPY_HELPERS = {
  if: {
    kind: "block",
    param: "any",
    description: "Shows its content when the value is present and not 0, false or empty",
    example: "{{#if stateAverageCostCents}}...{{else}}...{{/if}}",
  },
  unless: {
    kind: "block",
    param: "any",
    description: "Shows its content when the value is missing, 0, false or empty",
    example: "{{#unless reviewCount}}Be the first to write a review.{{/unless}}",
  },
  each: {
    kind: "block",
    param: "list",
    description:
      "Repeats its content for every item of a list; inside, {{this}} is the item, @index, @first and @last tell where it is, and ../city reaches a variable outside",
    example: "{{#each nearbyCities}}{{this}}{{#unless @last}}, {{/unless}}{{/each}}",
  },
  eq: {
    kind: "value",
    params: ["any", "any"],
    sameType: true,
    returns: "boolean",
    description: "True when both values are equal (same type only)",
    example: '{{#if (eq stateCode "TX")}}...{{/if}}',
    run: (args) => args[0] === args[1],
  },
  ne: {
    kind: "value",
    params: ["any", "any"],
    sameType: true,
    returns: "boolean",
    description: "True when the values differ (same type only)",
    example: '{{#if (ne careType "nursing-homes")}}...{{/if}}',
    run: (args) => args[0] !== args[1],
  },
  gt: {
    kind: "value",
    params: ["number", "number"],
    returns: "boolean",
    description: "True when the first number is greater than the second",
    example: "{{#if (gt providerCount 10)}}...{{/if}}",
    run: compareNumbers((a, b) => a > b),
  },
  gte: {
    kind: "value",
    params: ["number", "number"],
    returns: "boolean",
    description: "Greater than or equal",
    example: "{{#if (gte averageRating 4.5)}}...{{/if}}",
    run: compareNumbers((a, b) => a >= b),
  },
  lt: {
    kind: "value",
    params: ["number", "number"],
    returns: "boolean",
    description: "Less than",
    example: "{{#if (lt averageCostCents nationalAverageCostCents)}}...{{/if}}",
    run: compareNumbers((a, b) => a < b),
  },
  lte: {
    kind: "value",
    params: ["number", "number"],
    returns: "boolean",
    description: "Less than or equal",
    example: "{{#if (lte providerCount 2)}}...{{/if}}",
    run: compareNumbers((a, b) => a <= b),
  },
  and: {
    kind: "value",
    params: ["any", "any"],
    variadic: "any",
    returns: "boolean",
    description: "True when every value is present (two or more values)",
    example: "{{#if (and averageCostCents stateAverageCostCents)}}...{{/if}}",
    run: (args) => args.every(isTemplateTruthy),
  },
  or: {
    kind: "value",
    params: ["any", "any"],
    variadic: "any",
    returns: "boolean",
    description: "True when any value is present (two or more values)",
    example: "{{#if (or reviewCount averageRating)}}...{{/if}}",
    run: (args) => args.some(isTemplateTruthy),
  },
  not: {
    kind: "value",
    params: ["any"],
    returns: "boolean",
    description: "True when the value is missing, 0, false or empty",
    example: "{{#if (not providerCount)}}...{{/if}}",
    run: (args) => !isTemplateTruthy(args[0]),
  },
  costComparison: {
    kind: "value",
    params: ["number", "number"],
    returns: "string",
    description:
      "'higher than', 'slightly higher than', 'about the same as', 'slightly lower than' or 'lower than', from the percent difference of a cost against a reference cost; empty when the reference is missing",
    example: "{{costComparison averageCostCents stateAverageCostCents}}",
    run: (args) => costComparisonPhrase(num(args[0]), num(args[1])) ?? "",
  },
  inflationCost: {
    kind: "value",
    params: ["number", "number", "number"],
    returns: "number",
    description:
      "Monthly cost in whole dollars (truncated) after some years of annual inflation: cost in cents, rate in percent, years",
    example: "${{number (inflationCost averageCostCents 3 5)}}",
    run: (args) => inflationCost(num(args[0]), num(args[1]), num(args[2])) ?? "",
  },
  topProviderBand: {
    kind: "value",
    params: ["number"],
    returns: "number",
    description:
      "How many top providers to feature for a provider count: 3 below 5, 5 below 10, otherwise 10; empty for 2 or fewer",
    example: "{{topProviderBand providerCount}}",
    run: (args) => topProviderCount(num(args[0])) ?? "",
  },
  currency: {
    kind: "value",
    params: ["number"],
    returns: "string",
    description:
      "A cost in cents as whole dollars ('$4,524'); 'Pricing not available' when 0 or missing",
    example: "{{currency averageCostCents}}",
    run: (args) => formatCurrencyFromCents(num(args[0])),
  },
  number: {
    kind: "value",
    params: ["number", "number"],
    optional: 1,
    returns: "string",
    description: "A number with thousands separators, optionally with 1 or 2 decimals",
    example: "{{number reviewCount}} or {{number averageRating 1}}",
    run: (args) => formatNumber(num(args[0]), args.length > 1 ? num(args[1]) : 0),
  },
  rating: {
    kind: "value",
    params: ["number"],
    returns: "string",
    description: "A rating rounded to one decimal ('4.5')",
    example: "{{rating averageRating}}",
    run: (args) => formatRating(num(args[0])),
  },
  pluralize: {
    kind: "value",
    params: ["number", "string", "string"],
    optional: 1,
    returns: "string",
    description:
      "The singular word for a count of 1, the plural otherwise (default: singular + 's')",
    example: '{{providerCount}} {{pluralize providerCount "community" "communities"}}',
    run: (args) =>
      args.length > 2
        ? pluralize(num(args[0]), str(args[1]), str(args[2]))
        : pluralize(num(args[0]), str(args[1])),
  },
  lowercase: {
    kind: "value",
    params: ["string"],
    returns: "string",
    description: "The text in lower case",
    example: "Compare {{lowercase careTypeName}} costs",
    run: (args) => str(args[0]).toLowerCase(),
  },
  nameOfCareType: {
    kind: "value",
    params: ["string"],
    returns: "string",
    description: "Care-type name from its URL slug; empty for an unknown slug",
    example: '{{nameOfCareType "memory-care-facilities"}}',
    run: (args) => careTypeName(str(args[0])) ?? "",
  },
  nameOfState: {
    kind: "value",
    params: ["string"],
    returns: "string",
    description: "State name from its two-letter code (all states, DC and PR); empty if unknown",
    example: '{{nameOfState "TX"}}',
    run: (args) => stateNameFromCode(str(args[0])) ?? "",
  },
  codeOfState: {
    kind: "value",
    params: ["string"],
    returns: "string",
    description: "Two-letter code from a state name (all states, DC and PR); empty if unknown",
    example: '{{codeOfState "New York"}}',
    run: (args) => stateCodeFromName(str(args[0])) ?? "",
  },
} as const satisfies Record<string, HelperSpec>;

export type GeoCopyHelperName = keyof typeof GEO_COPY_HELPERS;

export function isGeoCopyHelper(name: string): name is GeoCopyHelperName {
  return Object.prototype.hasOwnProperty.call(GEO_COPY_HELPERS, name);
}

export function helperSpec(name: string): HelperSpec | null {
  return isGeoCopyHelper(name) ? GEO_COPY_HELPERS[name] : null;
}
