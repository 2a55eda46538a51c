/**
 * The Studio's block editing, checked with Sanity itself (issue 16), for every block type
 * of the component registry:
 *
 * 1. the compiled schema gives the block an icon, a title, a preview (title, subtitle,
 *    media) and a group of the insert menu of every blocks array that allows it;
 * 2. Sanity's validator (`sanity documents validate`), given a page, a provider page
 *    template and a geo page template holding one empty block of each type they allow,
 *    reports every required field with the message naming the field and the fix, and
 *    refuses each such block at document level ("would render nothing").
 *
 * A block added to the registry without these fails here.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { createSchema } from "sanity";
import { schemaTypes } from "@schemas/index";
import {
  BLOCK_PICKER,
  BLOCK_REQUIREMENTS,
  requiredFieldMessage,
  type BlockName,
} from "@schemas/blocks";
import { type Finding, validateDocuments } from "./sanityValidate";

const ROOT = path.resolve(__dirname, "..", "..");

/** The registry's keys, read from its source (its components import CSS modules). */
function registeredBlockTypes(): BlockName[] {
  const source = readFileSync(path.join(ROOT, "component-registry", "registry.ts"), "utf8");
  const body = source.slice(source.indexOf("blockRegistry: BlockRegistry = {"));
  const keys = [...body.slice(0, body.indexOf("};")).matchAll(/^\s+(\w+): \{ component: /gm)].map(
    (match) => match[1] as BlockName,
  );
  if (keys.length === 0) throw new Error("no block types found in component-registry/registry.ts");
  return keys;
}

interface CompiledField {
  name: string;
  type: { title?: string; jsonType: string };
}
interface CompiledBlock {
  name: string;
  title?: string;
  icon?: unknown;
  fields?: CompiledField[];
  preview?: { select?: object; prepare?: (value: object) => Record<string, unknown> };
}
interface CompiledArray {
  of: { name: string }[];
  options?: { insertMenu?: { filter?: boolean; groups?: { name: string; of?: string[] }[] } };
}

/**
 * The block check: part 1 runs at once (its problems are kept); part 2's documents go to
 * Sanity's validator outside, with the seed's (tests/studio/validate-documents.ts), and
 * `report` reads the findings for them, prints, and answers whether all is well.
 */
export function blockCheck() {
  const problems: string[] = [];
  const fail = (message: string) => problems.push(message);

  const schema = createSchema({ name: "block-editing", types: schemaTypes });
  const registered = registeredBlockTypes();
  const CONTAINERS = [
    {
      type: "page",
      fields: { title: "Block editing check", site: "main", path: "/block-editing" },
    },
    { type: "providerPageTemplate", fields: { title: "Block editing check", site: "main" } },
    {
      type: "geoPageTemplate",
      fields: { title: "Block editing check", site: "main", pageType: "city" },
    },
  ] as const;

  const blocksArray = (type: string) =>
    (schema.get(type) as { fields: { name: string; type: CompiledArray }[] }).fields.find(
      (field) => field.name === "blocks",
    )!.type;

  // -- 1. picker -----------------------------------------------------------------------
  for (const name of registered) {
    const block = schema.get(name) as CompiledBlock | undefined;
    if (!block) {
      fail(`${name}: in the registry but not in the schemas`);
      continue;
    }
    if (!block.icon) fail(`${name}: no icon`);
    if (!block.title) fail(`${name}: no title`);
    if (!BLOCK_PICKER[name]) fail(`${name}: no group (its defineBlock in schemas/blocks/)`);
    const shown = block.preview?.prepare?.({});
    if (!shown?.title || !shown.subtitle || !shown.media) {
      fail(`${name}: the preview lacks a title, subtitle or media (${JSON.stringify(shown)})`);
    }
    const holders = CONTAINERS.filter(({ type }) =>
      blocksArray(type).of.some((member) => member.name === name),
    );
    if (holders.length === 0) fail(`${name}: no document's blocks array allows it`);
    for (const { type } of holders) {
      const menu = blocksArray(type).options?.insertMenu;
      if (!menu?.filter) fail(`${type}.blocks: the insert menu has no search`);
      const groups = (menu?.groups ?? []).filter((group) => group.of?.includes(name));
      if (groups.length !== 1)
        fail(`${type}.blocks: ${name} is in ${groups.length} insert-menu groups`);
    }
  }

  // -- 2. validation with Sanity's validator ---------------------------------------------
  const documents = CONTAINERS.map(({ type, fields }) => ({
    _id: `block-editing.${type}`,
    _type: type,
    _createdAt: "2026-01-01T00:00:00Z",
    _updatedAt: "2026-01-01T00:00:00Z",
    _rev: "check",
    ...fields,
    blocks: blocksArray(type)
      .of.map((member) => member.name)
      .filter((name) => registered.includes(name as BlockName))
      .map((name) => ({ _type: name, _key: name })),
  }));

  return {
    documents,
    report(findings: Finding[]): boolean {
      let checked = 0;
      for (const doc of documents) {
        for (const { _type: name } of doc.blocks) {
          const block = schema.get(name) as CompiledBlock;
          const at = `blocks[_key=="${name}"]`;
          for (const requirement of BLOCK_REQUIREMENTS[name as BlockName]) {
            const field = block.fields?.find((candidate) => candidate.name === requirement.field);
            const title = field?.type.title ?? requirement.field;
            const message = requiredFieldMessage(title, requirement.fix);
            checked += 1;
            const found = findings.some(
              (finding) =>
                finding.documentId === doc._id &&
                finding.path === `${at}.${requirement.field}` &&
                // An object field's own marker comes at warning level (defineBlock.ts); the
                // document-level check below is the error for it.
                (finding.message === `error: ${message}` ||
                  (field?.type.jsonType === "object" && finding.message === `warning: ${message}`)),
            );
            if (!found)
              fail(
                `${doc._type}: no "${message}" on ${at}.${requirement.field} (found: ${JSON.stringify(findings.filter((finding) => finding.path.startsWith(`${at}.${requirement.field}`)).map((finding) => `${finding.path} ${finding.message}`))})`,
              );
          }
          const refused = findings.some(
            (finding) =>
              finding.documentId === doc._id &&
              finding.path === at &&
              finding.message.includes("would render nothing"),
          );
          const shouldRefuse = BLOCK_REQUIREMENTS[name as BlockName].length > 0;
          if (refused !== shouldRefuse) {
            fail(
              `${doc._type}: an empty ${name} is ${refused ? "" : "not "}refused at document level`,
            );
          }
        }
      }

      if (problems.length > 0) {
        console.error(`block editing: ${problems.length} problem(s)`);
        for (const problem of problems) console.error(`  ✖ ${problem}`);
        return false;
      }
      console.log(
        `block editing: ${registered.length} block types with icon, title, group and preview; ${checked} required-field messages and the document-level check confirmed by Sanity's validator`,
      );
      return true;
    },
  };
}

if (require.main === module) {
  const check = blockCheck();
  process.exit(check.report(validateDocuments(check.documents)) ? 0 : 1);
}
