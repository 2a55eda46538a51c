import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import {
  BLOCK_GROUPS,
  BLOCK_PICKER,
  BLOCK_REQUIREMENTS,
  blocksRenderSomething,
  blockTypes,
  type BlockName,
} from "@schemas/blocks";
import { geoPageTemplate } from "@schemas/documents/geoPageTemplate";
import { page } from "@schemas/documents/page";
import { providerPageTemplate } from "@schemas/documents/providerPageTemplate";
import { blockRegistry } from "@registry/registry";

/**
 * Issue 16, the block picker and "validation that says why", derived from the registry:
 * a block type added to the registry without an icon, a group, a preview or its
 * required-field messages fails here.
 */

interface Field {
  name: string;
  title?: string;
  type?: string;
  validation?: (rule: RecordingRule) => unknown;
}
interface SchemaBlock {
  name: string;
  title?: string;
  icon?: unknown;
  fields: Field[];
  preview: { select: Record<string, string>; prepare: (value: object) => Record<string, unknown> };
}

/** A stand-in for Sanity's Rule that records what a validation asks for. */
class RecordingRule {
  constructor(
    readonly calls: string[] = [],
    readonly message?: string,
  ) {}
  private with(call: string, message = this.message) {
    return new RecordingRule([...this.calls, call], message);
  }
  required() {
    return this.with("required");
  }
  min(n: number) {
    return this.with(`min(${n})`);
  }
  max(n: number) {
    return this.with(`max(${n})`);
  }
  integer() {
    return this.with("integer");
  }
  unique() {
    return this.with("unique");
  }
  custom() {
    return this.with("custom");
  }
  error(message: string) {
    return this.with("error", message);
  }
}

const everyBlock = blockTypes as unknown as SchemaBlock[];
const schemaOf = (name: string) => everyBlock.find((block) => block.name === name);
const registered = Object.keys(blockRegistry) as BlockName[];

const containers = [page, providerPageTemplate, geoPageTemplate].map((document) => {
  const blocks = (
    document.fields as unknown as {
      name: string;
      of?: { type: string }[];
      options?: { insertMenu?: { filter?: boolean; groups: { name: string; of: string[] }[] } };
    }[]
  ).find((field) => field.name === "blocks");
  return { document, blocks };
});

describe("the Studio's block picker", () => {
  it.each(registered)(
    "%s has an icon, a title, a group and a preview with title, subtitle and media",
    (name) => {
      const block = schemaOf(name);
      expect(block).toBeDefined();
      // The icon is a component that draws an SVG.
      expect(renderToStaticMarkup(createElement(block!.icon as ComponentType))).toMatch(/^<svg/);
      expect(block?.icon).toBe(BLOCK_PICKER[name].icon);
      expect(block?.title).toEqual(expect.stringMatching(/\w/));
      expect(Object.keys(BLOCK_GROUPS)).toContain(BLOCK_PICKER[name].group);
      // With nothing filled in, the preview still names the block and shows its icon.
      const empty = block!.preview.prepare({});
      expect(empty).toEqual({
        title: expect.stringMatching(/\w/),
        subtitle: expect.stringMatching(/\w/),
        media: block!.icon,
      });
    },
  );

  it("previews a block by its own text, with the block type as subtitle", () => {
    const hero = schemaOf("hero")!;
    expect(hero.preview.prepare({ title: "Find senior living" })).toMatchObject({
      title: "Find senior living",
      subtitle: "Hero",
    });
  });

  it.each(containers.map(({ document, blocks }) => [document.name, blocks] as const))(
    "the %s blocks array has an insert menu with search, holding every allowed block in one group",
    (_, blocks) => {
      const insertMenu = blocks?.options?.insertMenu;
      expect(insertMenu?.filter).toBe(true);
      const allowed = (blocks?.of ?? []).map((member) => member.type).sort();
      const grouped = (insertMenu?.groups ?? []).flatMap((group) => group.of).sort();
      expect(grouped).toEqual(allowed);
      for (const group of insertMenu?.groups ?? []) expect(group.of.length).toBeGreaterThan(0);
    },
  );
});

describe("block validation that says why", () => {
  it.each(registered)(
    "%s has its requirements listed, each naming a field of the block",
    (name) => {
      const requirements = BLOCK_REQUIREMENTS[name];
      expect(Array.isArray(requirements)).toBe(true);
      const fields = schemaOf(name)!.fields.map((field) => field.name);
      for (const requirement of requirements) expect(fields).toContain(requirement.field);
    },
  );

  const requiredFields = registered.flatMap((name) =>
    BLOCK_REQUIREMENTS[name].map(
      (requirement) => [name, requirement.field, requirement.fix] as const,
    ),
  );

  it.each(requiredFields)(
    "%s.%s is required with a message naming the field and the fix",
    (name, fieldName, fix) => {
      const field = schemaOf(name)!.fields.find((candidate) => candidate.name === fieldName)!;
      const rules = [field.validation?.(new RecordingRule())].flat() as RecordingRule[];
      // A string, list or number field says `required()`; an object field checks in `custom`.
      const required = rules.find(
        (rule) => rule.calls.includes("required") || rule.calls[0] === "custom",
      );
      expect(required?.message).toBe(`${field.title} is required: ${fix}.`);
      if (field.type === "array") expect(required?.calls).toContain("min(1)");
    },
  );

  it("keeps a field's other rules beside the required one", () => {
    const heading = schemaOf("hero")!.fields.find((field) => field.name === "heading")!;
    const rules = [heading.validation?.(new RecordingRule())].flat() as RecordingRule[];
    expect(rules.map((rule) => rule.calls)).toEqual([["required", "error"], ["max(120)"]]);
  });

  it.each(registered.filter((name) => BLOCK_REQUIREMENTS[name].length > 0))(
    "a page holding an empty %s block cannot be published: the block is named with the fields to fill in",
    (name) => {
      const block = schemaOf(name)!;
      const result = blocksRenderSomething({
        blocks: [
          { _type: "hero", _key: "a", heading: "Fine" },
          { _type: name, _key: "empty" },
        ],
      });
      const titles = BLOCK_REQUIREMENTS[name].map(
        (requirement) => block.fields.find((field) => field.name === requirement.field)!.title,
      );
      expect(result).toEqual([
        {
          message: `Block 2 (${block.title}) would render nothing: fill in ${titles.join(", ")}, or remove the block.`,
          path: ["blocks", { _key: "empty" }],
        },
      ]);
    },
  );

  it("counts empty text, empty lists and blank strings as missing", () => {
    const result = blocksRenderSomething({
      blocks: [
        { _type: "richText", _key: "r", body: [] },
        { _type: "hero", _key: "h", heading: "   " },
      ],
    });
    expect(Array.isArray(result) && result.map((problem) => problem.path)).toEqual([
      ["blocks", { _key: "r" }],
      ["blocks", { _key: "h" }],
    ]);
  });

  it("passes a page whose blocks all have their content, and one with no blocks", () => {
    expect(
      blocksRenderSomething({
        blocks: [
          { _type: "hero", _key: "h", heading: "Welcome" },
          { _type: "searchGrid", _key: "s" },
          { _type: "legacyPromoBanner", _key: "old" },
        ],
      }),
    ).toBe(true);
    expect(blocksRenderSomething({})).toBe(true);
    expect(blocksRenderSomething(undefined)).toBe(true);
  });
});
