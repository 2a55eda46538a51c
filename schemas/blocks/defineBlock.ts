import type { ComponentType } from "react";

/**
 * One block type, defined once (issue 26): its Sanity object type with the Studio's icon,
 * the group of the insert menu it shows in, the fields an editor must fill in (issue 16,
 * "validation that says why") and the page-builder documents that may hold it. The
 * tables of schemas/blocks/index.ts (picker, requirements, each document's blocks) are
 * derived from the list of these.
 */

/** The insert menu's groups, in the menu's order. */
export const BLOCK_GROUPS = {
  text: "Headings and text",
  search: "Search and listings",
  leads: "Calls to action and forms",
  provider: "Provider page",
  place: "Geo pages",
} as const;

export type BlockGroup = keyof typeof BLOCK_GROUPS;

/**
 * The page-builder documents a block may be placed on. The awards pages' template
 * (pageType "awards") is a geo page template too.
 */
export type BlockPlacement = "page" | "providerPageTemplate" | "geoPageTemplate";

export interface Requirement {
  /** The field's name in the block. */
  field: string;
  /** What to do about it, after "<Field title> is required: ". */
  fix: string;
}

interface BlockSchema {
  name: string;
  title?: string;
  preview?: unknown;
  fields?: readonly unknown[];
}

type FieldName<Schema> = Schema extends { fields?: readonly (infer Field)[] }
  ? Field extends { name: infer Name extends string }
    ? Name
    : never
  : never;

export interface BlockDefinition<Schema extends BlockSchema> {
  /** The insert-menu group the block shows in. */
  group: BlockGroup;
  /** The block's icon in the insert menu and in its preview. */
  icon: ComponentType;
  /** The documents whose blocks array allows it. */
  on: readonly BlockPlacement[];
  /**
   * What the block needs before it shows anything: field → what to do about it, after
   * "<Field title> is required: ". Omitted (nothing required) is a decision, not an
   * omission: the block renders from the page's context (the provider, the place, the
   * search) and has nothing an editor must fill in.
   */
  required?: Partial<Record<FieldName<Schema>, string>>;
  /** The Sanity object type, as `defineType` gives it. */
  schema: Schema;
}

export interface Block<Schema extends BlockSchema = BlockSchema> {
  name: Schema["name"];
  group: BlockGroup;
  icon: ComponentType;
  on: readonly BlockPlacement[];
  requirements: readonly Requirement[];
  /** The object type as the Studio shows it (icon, required-field messages, preview). */
  schema: Schema & { icon: ComponentType };
}

export function defineBlock<Schema extends BlockSchema>(
  definition: BlockDefinition<Schema>,
): Block<Schema> {
  const { group, icon, on, schema } = definition;
  const requirements = Object.entries(definition.required ?? {}).map(([field, fix]) => ({
    field,
    fix: fix as string,
  }));
  return {
    name: schema.name,
    group,
    icon,
    on,
    requirements,
    schema: forEditors(schema, icon, requirements),
  };
}

export function requiredFieldMessage(fieldTitle: string, fix: string): string {
  return `${fieldTitle} is required: ${fix}.`;
}

/** Empty strings, empty arrays and Portable Text without text count as missing. */
export function isFilledIn(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === "string") return value.trim() !== "";
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

interface PreviewValue {
  title?: unknown;
  subtitle?: unknown;
  media?: unknown;
}

interface PreviewConfig {
  select?: Record<string, string>;
  prepare?: (value: Record<string, unknown>) => PreviewValue;
}

interface FieldLike {
  name: string;
  title?: string;
  type?: string;
  validation?: unknown;
}

type RuleLike = {
  required(): RuleLike;
  min(count: number): RuleLike;
  error(message: string): RuleLike;
  custom(check: (value: unknown) => true | string): RuleLike;
};

function requiredRule(rule: RuleLike, type: string | undefined, message: string): RuleLike {
  // An empty list is as missing as no list.
  if (type === "array") return rule.required().min(1).error(message);
  // A missing object's `required()` shows only a bare "Required"; a custom rule names the
  // field. (Sanity's validator reports it at warning level; the document-level check,
  // blocksRenderSomething, is the error that stops publishing.)
  if (type && !["string", "text", "number", "boolean", "reference"].includes(type)) {
    return rule.custom((value) => (isFilledIn(value) ? true : message)).error(message);
  }
  return rule.required().error(message);
}

/**
 * The block's required fields validate with a message that names the field and the
 * fix, before any other rule of the field (length, range).
 */
function withRequirements(
  fields: readonly FieldLike[],
  requirements: readonly Requirement[],
): FieldLike[] {
  return fields.map((field) => {
    const requirement = requirements.find((candidate) => candidate.field === field.name);
    if (!requirement) return field;
    const own = field.validation as ((rule: RuleLike) => RuleLike | RuleLike[]) | undefined;
    const message = requiredFieldMessage(field.title ?? field.name, requirement.fix);
    return {
      ...field,
      validation: (rule: RuleLike) => [
        requiredRule(rule, field.type, message),
        ...(own ? [own(rule)].flat() : []),
      ],
    };
  });
}

/**
 * A block type as the Studio shows it: its icon; its required fields' messages; a
 * preview that always has a title (the block's own text, else the type's title), a
 * subtitle naming the block type and the icon as media.
 */
function forEditors<Schema extends BlockSchema>(
  block: Schema,
  icon: ComponentType,
  requirements: readonly Requirement[],
): Schema & { icon: ComponentType } {
  const typeTitle = block.title ?? block.name;
  const preview = (block.preview ?? {}) as PreviewConfig;
  return {
    ...block,
    icon,
    fields: withRequirements((block.fields ?? []) as FieldLike[], requirements),
    preview: {
      select: preview.select ?? {},
      prepare: (value: Record<string, unknown>) => {
        const shown = preview.prepare ? preview.prepare(value) : (value as PreviewValue);
        const title = typeof shown.title === "string" && shown.title ? shown.title : typeTitle;
        const subtitle =
          typeof shown.subtitle === "string" && shown.subtitle && shown.subtitle !== title
            ? shown.subtitle
            : typeTitle;
        return { title, subtitle, media: shown.media ?? icon };
      },
    },
  };
}
