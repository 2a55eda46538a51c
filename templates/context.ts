import {
  careTypeName,
  GEO_CARE_TYPES,
  providerWords,
  type GeoCareType,
} from "@web/rules/careTypes";
import { topProviderCount } from "./rules/topProviderCount";
import { stateCodeFromName, stateNameFromCode } from "@web/rules/geo/usStates";
import { MAX_EACH_ITEMS } from "./limits";

export {
  GEO_COPY_VARIABLES,
  type GeoCopyContext,
  type GeoCopyVariable,
  type TemplateValueType,
} from "@web/rules/geo/geoCopyVariables";
import {
  GEO_COPY_VARIABLES,
  type GeoCopyContext,
  type GeoCopyVariable,
  type TemplateValueType,
} from "@web/rules/geo/geoCopyVariables";

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
  const words = context.careType === undefined ? null : geoProviderWords(context.careType);
  if (words) {
    context.careName ??= words.care;
    context.providerName ??= `${words.kind} ${words.singular}`;
    context.providersName ??= `${words.kind} ${words.plural}`;
  }
  if (context.topProviderCount === undefined && context.providerCount !== undefined) {
    context.topProviderCount = topProviderCount(context.providerCount) ?? undefined;
  }
  context.year ??= now.getUTCFullYear();
  for (const name of VARIABLE_NAMES) {
    if (context[name] === undefined) delete context[name];
  }
}

/** The copy words of a geo care type's slug; null for any other (category care types). */
function geoProviderWords(slug: string) {
  return (GEO_CARE_TYPES as readonly string[]).includes(slug)
    ? providerWords(slug as GeoCareType)
    : null;
}
