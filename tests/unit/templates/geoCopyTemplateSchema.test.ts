import { describe, expect, it, jest } from "@jest/globals";
import { renderGeoCopy } from "@templates/engine";
import { DEFAULT_GEO_COPY_TEMPLATES } from "@templates/defaults";

// Sanity ships as ES modules Jest cannot load; defineType and defineField are
// identity functions, so the schema object is the same without them.
jest.mock("sanity", () => ({
  defineType: <T>(definition: T) => definition,
  defineField: <T>(definition: T) => definition,
}));

import { geoCopyTemplate, geoCopyTemplateValidation } from "@schemas/documents/geoCopyTemplate";

type Validator = (value: unknown, context: unknown) => unknown;

/** A stand-in for Sanity's Rule that records the custom validator the field registers. */
function fieldValidator(fieldName: string): Validator {
  const field = geoCopyTemplate.fields.find((candidate) => candidate.name === fieldName) as
    { validation?: (rule: unknown) => unknown } | undefined;
  let custom: Validator | null = null;
  const rule = {
    required: () => rule,
    max: () => rule,
    custom: (validator: Validator) => {
      custom = validator;
      return rule;
    },
  };
  field?.validation?.(rule);
  if (!custom) throw new Error(`the ${fieldName} field registers no custom validation`);
  return custom;
}

const TEMPLATES = [
  "Assisted living in {{city}} costs {{currency averageCostCents}}.",
  "{{#if (gt city 3)}}x{{/if}} {{citty}}",
  "Line one\n{{#if stateAverageCostCents}} unclosed",
  "{{> partial}}{{{raw}}}{{constructor.constructor}}",
  "{{#if (gt providerCount 3}}x{{/if}}",
  "{{{{raw}}}} {{{{/wrong}}}}",
  "x".repeat(20_001),
];

describe("the geo-copy template field in the Studio", () => {
  it("validates with the engine's validator", () => {
    expect(fieldValidator("template")).toBe(geoCopyTemplateValidation);
  });

  it.each(TEMPLATES.map((source) => [source.slice(0, 50), source]))(
    "agrees with the engine's log for %p",
    (_label, source) => {
      const logged: string[] = [];
      renderGeoCopy(
        { id: "agreement", source },
        {},
        {
          logger: ({ line, column, reason }) =>
            logged.push(`Line ${line}, column ${column}: ${reason}`),
        },
      );
      const studio = geoCopyTemplateValidation(source, {} as never);
      const messages =
        studio === true ? [] : (studio as { message: string }[]).map((m) => m.message);
      expect(messages).toEqual(logged);
    },
  );

  it("accepts an empty field (required() reports that) and every default template", () => {
    expect(geoCopyTemplateValidation(undefined, {} as never)).toBe(true);
    for (const template of Object.values(DEFAULT_GEO_COPY_TEMPLATES)) {
      expect(geoCopyTemplateValidation(template.source, {} as never)).toBe(true);
    }
  });

  it("shows line and column in each message", () => {
    expect(geoCopyTemplateValidation("ok\n  {{citty}}", {} as never)).toEqual([
      { message: 'Line 2, column 5: unknown variable "citty" (did you mean "city"?)' },
    ]);
  });

  it("offers the geo care types", () => {
    const careType = geoCopyTemplate.fields.find((field) => field.name === "careType") as {
      options?: { list?: { value: string }[] };
    };
    expect(careType.options?.list?.map((option) => option.value)).toEqual([
      "assisted-living",
      "memory-care-facilities",
      "independent-living",
      "nursing-homes",
      "in-home-care",
      "home-health-agencies",
    ]);
  });
});
