import { careTypeName } from "@web/rules/careTypes";
import { topProviderCount } from "./rules/topProviderCount";
import { stateCodeFromName, stateNameFromCode } from "@web/rules/geo/usStates";
import { MAX_EACH_ITEMS } from "./limits";

/** The value types the validator reasons about. */
export type TemplateValueType = "string" | "number" | "boolean" | "list";

interface VariableSpec {
  type: TemplateValueType;
  description: string;
  example: string | number | readonly string[];
}

/**
 * Every variable a geo-copy template may use. This catalogue is the single source
 * for the TypeScript context type, the validator (unknown names, type checks) and
 * the marketers' guide in docs/geo-copy.md.
 */
export const GEO_COPY_VARIABLES = {
  city: { type: "string", description: "City name", example: "Austin" },
  county: { type: "string", description: "County name", example: "Travis County" },
  state: { type: "string", description: "State name", example: "Texas" },
  stateName: {
    type: "string",
    description: "State name (same as state; reads better in 'the {{stateName}} average')",
    example: "Texas",
  },
  stateCode: { type: "string", description: "Two-letter state code", example: "TX" },
  careType: { type: "string", description: "Care-type URL slug", example: "assisted-living" },
  careTypeName: { type: "string", description: "Care-type name", example: "Assisted Living" },
  providerCount: {
    type: "number",
    description: "Number of providers of this care type in the city",
    example: 42,
  },
  averageCostCents: {
    type: "number",
    description: "Average monthly cost in the city, in cents",
    example: 452367,
  },
  stateAverageCostCents: {
    type: "number",
    description: "Average monthly cost in the state, in cents",
    example: 431000,
  },
  nationalAverageCostCents: {
    type: "number",
    description: "National average monthly cost, in cents",
    example: 450000,
  },
  topProviderCount: {
    type: "number",
    description:
      "How many top providers to feature: 3, 5 or 10 (missing when 2 or fewer providers)",
    example: 10,
  },
  reviewCount: {
    type: "number",
    description:
      "Number of reviews of the place's providers of this care type (missing when none is reviewed)",
    example: 318,
  },
  averageRating: {
    type: "number",
    description:
      "Their average rating, 0 to 5, weighted by review count (missing when none is reviewed)",
    example: 4.46,
  },
  year: { type: "number", description: "The current year", example: 2026 },
  nearbyCities: {
    type: "list",
    description: "Names of nearby cities, for {{#each}}",
    example: ["Round Rock", "Cedar Park", "Pflugerville"],
  },
} as const satisfies Record<string, VariableSpec>;

export type GeoCopyVariable = keyof typeof GEO_COPY_VARIABLES;

type ValueOf<T extends TemplateValueType> = T extends "string"
  ? string
  : T extends "number"
    ? number
    : T extends "boolean"
      ? boolean
      : readonly string[];

/** The data a geo-copy template renders with. Every field may be missing. */
export type GeoCopyContext = {
  [K in GeoCopyVariable]?: ValueOf<(typeof GEO_COPY_VARIABLES)[K]["type"]>;
};

export function isGeoCopyVariable(name: string): name is GeoCopyVariable {
  return Object.prototype.hasOwnProperty.call(GEO_COPY_VARIABLES, name);
}

const VARIABLE_NAMES = Object.keys(GEO_COPY_VARIABLES) as GeoCopyVariable[];

/**
 * A clean context from untrusted input (a page's data, a JSON file): only the
 * catalogue's fields, each of its declared type, as own data properties of a
 * fresh plain object (Handlebars compares contexts with `!=`, so a
 * prototype-less object would throw there); derived fields (names from codes and slugs, the top-provider band,
 * the year) are filled in when missing. Lists keep at most one item more than
 * {{#each}} renders, so the loop can report that it was cut.
 */
export function geoCopyContext(input: unknown, now: Date = new Date()): GeoCopyContext {
  const source: Record<string, unknown> =
    typeof input === "object" && input !== null ? (input as Record<string, unknown>) : {};
  const context: Record<string, unknown> = {};
  for (const name of VARIABLE_NAMES) {
    const value = readOwn(source, name);
    const clean = cleanValue(GEO_COPY_VARIABLES[name].type, value);
    if (clean !== undefined) context[name] = clean;
  }
  const result = context as GeoCopyContext;
  fillDerived(result, now);
  return result;
}

function readOwn(source: Record<string, unknown>, name: string): unknown {
  // Own data properties only: a getter or an inherited value is not data.
  const descriptor = Object.getOwnPropertyDescriptor(source, name);
  return descriptor && "value" in descriptor ? descriptor.value : undefined;
}

function cleanValue(type: TemplateValueType, value: unknown): unknown {
  switch (type) {
    case "string":
      return typeof value === "string" ? value : undefined;
    case "number":
      return typeof value === "number" && Number.isFinite(value) ? value : undefined;
    case "boolean":
      return typeof value === "boolean" ? value : undefined;
    case "list":
      return Array.isArray(value)
        ? value.slice(0, MAX_EACH_ITEMS + 1).filter((item) => typeof item === "string")
        : undefined;
  }
}

function fillDerived(context: GeoCopyContext, now: Date): void {
  if (context.stateCode === undefined && context.state !== undefined) {
    context.stateCode = stateCodeFromName(context.state) ?? undefined;
  }
  if (context.stateCode === undefined && context.stateName !== undefined) {
    context.stateCode = stateCodeFromName(context.stateName) ?? undefined;
  }
  const nameFromCode =
    context.stateCode === undefined
      ? undefined
      : (stateNameFromCode(context.stateCode) ?? undefined);
  context.state ??= context.stateName ?? nameFromCode;
  context.stateName ??= context.state;
  if (context.careTypeName === undefined && context.careType !== undefined) {
    context.careTypeName = careTypeName(context.careType) ?? undefined;
  }
  if (context.topProviderCount === undefined && context.providerCount !== undefined) {
    context.topProviderCount = topProviderCount(context.providerCount) ?? undefined;
  }
  context.year ??= now.getUTCFullYear();
  for (const name of VARIABLE_NAMES) {
    if (context[name] === undefined) delete context[name];
  }
}
