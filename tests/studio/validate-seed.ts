/**
 * Validates the CMS seed dataset (studio/seed/content.ndjson) against the schemas.
 *
 *   tsx tests/studio/validate-seed.ts            # the committed seed
 *   tsx tests/studio/validate-seed.ts other.ndjson  # any other export (no generator check)
 *
 * Three checks, all offline; any finding exits non-zero with one line per problem:
 *
 * 1. The file is what studio/seed/build-seed.ts generates (copy edits go through
 *    the generator, never by hand in the NDJSON).
 * 2. Sanity's own validator: `sanity documents validate --file` run from studio/
 *    with a dummy token. It runs every rule of the schemas (required fields, the
 *    page path pattern, HH:MM, the phone format, limits, unique FAQ references)
 *    and checks that references resolve inside the file. Warnings fail too: the
 *    seed is the example editors copy from, so it should be clean.
 * 3. A walk over the compiled schema for what Sanity's validator does not look
 *    at: array members of unknown types, fields the schemas do not declare,
 *    values outside a field's option list, missing or duplicate `_key`s,
 *    Portable Text marks without a definition, and the system fields every
 *    exported document carries.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { createSchema } from "sanity";
import { schemaTypes } from "@schemas/index";
import { buildSeed, SEED_FILE } from "@studio/seed/build-seed";
import { type Finding, validateDocuments } from "./sanityValidate";

const ROOT = path.resolve(__dirname, "..", "..");

/**
 * Known, intentional schema mismatches. Each entry must still be found, so the
 * list cannot silently go stale.
 *
 * The legacy-block demo page (path /about/legacy-block-demo, a never-published draft) holds a
 * block whose type the schemas no longer define, between normal blocks, on
 * purpose: it proves that the site skips unknown blocks for visitors and shows
 * a labelled placeholder in preview (design.md, Rendering). Only that one block
 * is exempt; every other check still runs on the page.
 */
const ALLOWED_UNKNOWN_MEMBERS = [
  {
    documentId: "drafts.page.main.about.legacy-block-demo",
    arrayPath: "blocks",
    type: "legacyPromoBanner",
  },
];

/**
 * Known, intentional validation errors, each of which must still be found. The draft
 * of the assisted-living geo copy holds an invalid conditional on purpose (a draft the
 * Studio would refuse to publish): it proves that the site skips the invalid part and
 * that preview shows the diagnostic beside the copy (issue 12).
 */
const ALLOWED_VALIDATION_ERRORS = [
  {
    documentId: "drafts.geoCopyTemplate.assisted-living",
    path: "template",
    message: '"gt" needs a number as value 1, but city is text',
  },
];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/** The parts of a compiled Sanity schema type this walk reads. */
interface CompiledType {
  name: string;
  jsonType: string;
  type?: CompiledType;
  fields?: { name: string; type: CompiledType }[];
  of?: CompiledType[];
  to?: CompiledType[];
  options?: { list?: (string | { value: string })[] };
  decorators?: { value: string }[];
}

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function isKind(type: CompiledType, kind: string): boolean {
  for (let t: CompiledType | undefined = type; t; t = t.type) {
    if (t.name === kind) return true;
  }
  return false;
}

const typeOfJson = (value: Json) =>
  Array.isArray(value) ? "array" : value === null ? "null" : typeof value;

// -- 1. generator ---------------------------------------------------------------

function checkGenerator(fileText: string): Finding[] {
  return buildSeed() === fileText
    ? []
    : [
        {
          documentId: "(file)",
          path: "",
          message:
            "studio/seed/content.ndjson differs from the generator's output: run `npx tsx studio/seed/build-seed.ts`",
          source: "generator",
        },
      ];
}

// -- 2. Sanity's validator ----------------------------------------------------------

/**
 * A reference to a document outside the file makes the CLI ask the API (and
 * fail offline, hiding every other finding). The schema walk reports such
 * references; the CLI gets a copy without them.
 */
function withoutDanglingReferences(value: Json, ids: Set<string>): Json {
  const dangling = (item: Json) =>
    isObject(item) && typeof item._ref === "string" && !ids.has(item._ref);
  if (Array.isArray(value)) {
    return value
      .filter((item) => !dangling(item))
      .map((item) => withoutDanglingReferences(item, ids));
  }
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, child]) => !dangling(child))
      .map(([name, child]) => [name, withoutDanglingReferences(child, ids)]),
  );
}

/** The documents as the CLI gets them: without references that leave the file. */
function forSanityValidator(documents: JsonObject[]): JsonObject[] {
  const ids = new Set(documents.map((doc) => String(doc._id)));
  return documents.map((doc) => withoutDanglingReferences(doc, ids) as JsonObject);
}

// -- 3. walk over the compiled schema ----------------------------------------------

const SYSTEM_FIELDS = ["_id", "_type", "_createdAt", "_updatedAt", "_rev"];
const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const DOCUMENT_ID = /^(?!-)[a-zA-Z0-9_-]+(\.(?!-)[a-zA-Z0-9_-]+)*$/;

class SchemaWalk {
  readonly findings: Finding[] = [];
  readonly allowedHits = new Set<(typeof ALLOWED_UNKNOWN_MEMBERS)[number]>();
  private documentId = "";

  constructor(private readonly ids: Set<string>) {}

  private report(at: string, message: string) {
    this.findings.push({ documentId: this.documentId, path: at, message, source: "schema walk" });
  }

  document(doc: JsonObject, type: CompiledType | undefined) {
    this.documentId = String(doc._id);
    for (const field of SYSTEM_FIELDS) {
      if (typeof doc[field] !== "string" || doc[field] === "") {
        this.report(field, `missing system field ${field}`);
      }
    }
    if (!DOCUMENT_ID.test(this.documentId)) this.report("_id", "not a valid Sanity document id");
    for (const field of ["_createdAt", "_updatedAt"]) {
      if (typeof doc[field] === "string" && !ISO_DATE.test(doc[field])) {
        this.report(field, "not an ISO 8601 UTC timestamp");
      }
    }
    if (!type || type.jsonType !== "object" || !isKind(type, "document")) {
      this.report("_type", `"${String(doc._type)}" is not a document type of the schemas`);
      return;
    }
    this.object(doc, type, "");
  }

  private value(value: Json, type: CompiledType, at: string) {
    switch (type.jsonType) {
      case "object":
        if (!isObject(value))
          return this.report(at, `expected an object, got ${typeOfJson(value)}`);
        if (isKind(type, "reference")) return this.reference(value, type, at);
        if (isKind(type, "block")) return this.textBlock(value, type, at);
        return this.object(value, type, at);
      case "array":
        if (!Array.isArray(value))
          return this.report(at, `expected an array, got ${typeOfJson(value)}`);
        return this.array(value, type, at);
      case "string": {
        if (typeof value !== "string")
          return this.report(at, `expected a string, got ${typeOfJson(value)}`);
        const list = type.options?.list?.map((option) =>
          typeof option === "string" ? option : option.value,
        );
        if (list && !list.includes(value)) {
          this.report(at, `"${value}" is not one of the options (${list.join(", ")})`);
        }
        return;
      }
      case "number":
      case "boolean":
        if (typeof value !== type.jsonType) {
          this.report(at, `expected a ${type.jsonType}, got ${typeOfJson(value)}`);
        }
        return;
      default:
        return;
    }
  }

  private object(value: JsonObject, type: CompiledType, at: string) {
    const fields = new Map((type.fields ?? []).map((field) => [field.name, field.type]));
    const named = !isKind(type, "document") && type.name !== "object";
    if (named && typeof value._type === "string" && value._type !== type.name) {
      this.report(at, `_type "${value._type}" where the schema expects "${type.name}"`);
    }
    for (const [name, child] of Object.entries(value)) {
      if (name.startsWith("_")) continue;
      const fieldType = fields.get(name);
      const childPath = at ? `${at}.${name}` : name;
      if (!fieldType) this.report(childPath, `field "${name}" is not declared in ${type.name}`);
      else if (child !== null) this.value(child, fieldType, childPath);
    }
  }

  private array(items: Json[], type: CompiledType, at: string) {
    const members = type.of ?? [];
    const keys = new Set<string>();
    items.forEach((item, index) => {
      if (!isObject(item)) {
        const member = members.find((candidate) => candidate.jsonType === typeOfJson(item));
        if (!member) this.report(`${at}[${index}]`, `a ${typeOfJson(item)} is not allowed here`);
        else this.value(item, member, `${at}[${index}]`);
        return;
      }
      const key = item._key;
      const itemPath = typeof key === "string" ? `${at}[_key=="${key}"]` : `${at}[${index}]`;
      if (typeof key !== "string" || key === "") this.report(itemPath, "array item without _key");
      else if (keys.has(key)) this.report(itemPath, `duplicate _key "${key}"`);
      else keys.add(key);
      const itemType = typeof item._type === "string" ? item._type : undefined;
      const member =
        members.length === 1 && members[0] && itemType === undefined
          ? members[0]
          : members.find((candidate) => candidate.name === itemType);
      if (member) return this.value(item, member, itemPath);
      const allowed = ALLOWED_UNKNOWN_MEMBERS.find(
        (entry) =>
          entry.documentId === this.documentId && entry.arrayPath === at && entry.type === itemType,
      );
      if (allowed) {
        this.allowedHits.add(allowed);
        return;
      }
      this.report(
        itemPath,
        `array member of type "${itemType ?? "(none)"}" is not allowed here (allowed: ${members
          .map((candidate) => candidate.name)
          .join(", ")})`,
      );
    });
  }

  private reference(value: JsonObject, type: CompiledType, at: string) {
    const ref = value._ref;
    if (typeof ref !== "string") return this.report(at, "reference without _ref");
    if (!this.ids.has(ref)) this.report(at, `reference to missing document "${ref}"`);
    if (type.to && type.to.length === 0) this.report(at, "reference type has no targets");
  }

  /** Portable Text: declared styles and lists, spans, and marks that resolve. */
  private textBlock(value: JsonObject, type: CompiledType, at: string) {
    this.object(value, type, at);
    const children = type.fields?.find((field) => field.name === "children")?.type;
    const span = children?.of?.find((member) => member.name === "span");
    const decorators = new Set((span?.decorators ?? []).map((decorator) => decorator.value));
    const markKeys = new Set(
      (Array.isArray(value.markDefs) ? value.markDefs : [])
        .filter(isObject)
        .map((def) => String(def._key)),
    );
    (Array.isArray(value.children) ? value.children : []).forEach((child, index) => {
      if (!isObject(child) || !Array.isArray(child.marks)) return;
      for (const mark of child.marks) {
        if (typeof mark === "string" && !decorators.has(mark) && !markKeys.has(mark)) {
          this.report(`${at}.children[${index}]`, `mark "${mark}" has no definition`);
        }
      }
    });
  }
}

function walkSchema(documents: JsonObject[]): Finding[] {
  const schema = createSchema({ name: "seed", types: schemaTypes });
  const ids = new Set(documents.map((doc) => String(doc._id)));
  const walk = new SchemaWalk(ids);
  for (const doc of documents) {
    walk.document(doc, schema.get(String(doc._type)) as CompiledType | undefined);
  }
  for (const entry of ALLOWED_UNKNOWN_MEMBERS) {
    if (!walk.allowedHits.has(entry)) {
      walk.findings.push({
        documentId: entry.documentId,
        path: entry.arrayPath,
        message: `allow-listed "${entry.type}" block not found: remove it from ALLOWED_UNKNOWN_MEMBERS`,
        source: "schema walk",
      });
    }
  }
  return walk.findings;
}

// -- main -----------------------------------------------------------------------

function parseDocuments(text: string): JsonObject[] {
  return text
    .split("\n")
    .filter((line) => line.trim())
    .map((line, index) => {
      const value = JSON.parse(line) as Json;
      if (!isObject(value)) throw new Error(`line ${index + 1}: not a JSON object`);
      return value;
    });
}

/**
 * The check of a dataset: its documents as Sanity's validator gets them, and the report
 * over the validator's findings for them (with the generator check and the schema walk),
 * printed; `report` answers whether the dataset is clean. The validator runs outside, so
 * the Studio checks can validate the seed and the block check's documents in one run.
 */
export function seedCheck(dataset: string = SEED_FILE) {
  const text = readFileSync(dataset, "utf8");
  const documents = parseDocuments(text);
  return {
    documents: forSanityValidator(documents),
    report(sanityFindings: Finding[]): boolean {
      const allowedHits = new Set<(typeof ALLOWED_VALIDATION_ERRORS)[number]>();
      const validatorFindings = sanityFindings.filter((finding) => {
        const allowed = ALLOWED_VALIDATION_ERRORS.find(
          (entry) =>
            entry.documentId === finding.documentId &&
            entry.path === finding.path &&
            finding.message.includes(entry.message),
        );
        if (allowed) allowedHits.add(allowed);
        return !allowed;
      });
      const staleAllowances = ALLOWED_VALIDATION_ERRORS.filter(
        (entry) => !allowedHits.has(entry),
      ).map((entry) => ({
        documentId: entry.documentId,
        path: entry.path,
        message: `allow-listed validation error not found: remove it from ALLOWED_VALIDATION_ERRORS`,
        source: "sanity" as const,
      }));
      const findings = [
        ...(dataset === SEED_FILE ? checkGenerator(text) : []),
        ...validatorFindings,
        ...staleAllowances,
        ...walkSchema(documents),
      ];
      const relative = path.relative(ROOT, dataset);
      if (findings.length > 0) {
        console.error(`${relative}: ${findings.length} problem(s)`);
        for (const finding of findings) {
          const where = finding.path ? `${finding.documentId} ${finding.path}` : finding.documentId;
          console.error(`  ✖ ${where}: ${finding.message} [${finding.source}]`);
        }
        return false;
      }
      console.log(
        `${relative}: ${documents.length} documents valid (generator, sanity documents validate, schema walk)`,
      );
      for (const entry of ALLOWED_UNKNOWN_MEMBERS) {
        console.log(
          `  note: ${entry.documentId} ${entry.arrayPath} holds a "${entry.type}" block on purpose (unknown-block demo)`,
        );
      }
      return true;
    },
  };
}

if (require.main === module) {
  const argument = process.argv[2];
  const check = seedCheck(argument ? path.resolve(argument) : SEED_FILE);
  process.exit(check.report(validateDocuments(check.documents)) ? 0 : 1);
}
