/**
 * Typed input at the edge (issue 28): the one way a POST body gets into the API. Every
 * route that takes a form-like body (the inquiry, the partner API, reviews, the review
 * links) reads it with `readBody` and checks it with `validateBody`:
 *
 * 1. `readBody`: the media type (JSON, or the form's native post where the route takes
 *    one), the size, then the structure: a plain JSON object (a form post is turned
 *    into one), no key that names what every object inherits (`__proto__`,
 *    `constructor`, `toString`, ...), at most BODY_LIMITS.fields fields, and each value
 *    text, a finite number, true, false or null (null reads as absent), text at most
 *    BODY_LIMITS.text characters. A broken structure is a 400 for the whole body; a
 *    field with a value of another kind (an array, an object, a huge string) is refused
 *    on its own, so it can get its field message.
 * 2. `validateBody`: each field the route's yup schema declares must be of the
 *    schema's type (a native post's text is converted first: "4" to 4 for a number),
 *    nothing is coerced; the schema's own transforms (trimming, the phone mask) are
 *    applied, then the schema validates in strict mode. Every refused field gets a
 *    message: the schema's own for that value or for a missing value (spec 5's
 *    messages), else one naming the kind expected.
 *
 * So a wrong JSON type is a 400 with field messages, never a yup TypeError that a route
 * would answer with 500 and log as a store failure.
 */
import {
  ValidationError,
  type AnyObject,
  type InferType,
  type ObjectSchema,
  type Schema,
} from "yup";
import { validationMessages } from "@web/rules/fieldErrors";
import { isPrototypeKey, readBodyLimited } from "./http";

/** What a field of a checked body may hold. */
export type BodyValue = string | number | boolean;

/** The structure's limits (the schemas set tighter ones per field). */
export const BODY_LIMITS = {
  /** Fields in one body (an inquiry has about twenty). */
  fields: 64,
  /** Characters of a field's name. */
  name: 64,
  /** Characters of one text value (the longest field, a review, allows 5,000). */
  text: 10_000,
} as const;

/** A field refused at the edge: its value as sent and why. */
export interface RefusedField {
  value: unknown;
  message: string;
}

/** A body that passed the structural check. */
export interface PostBody {
  /** True for the form's native post (no JavaScript): url-encoded or multipart. */
  native: boolean;
  /** The fields with values of an allowed kind, on an object without a prototype. */
  fields: Record<string, BodyValue>;
  /** The fields whose values are not of an allowed kind, by name. */
  refused: Record<string, RefusedField>;
}

export type BodyFailure =
  | { ok: false; reason: "too-large"; status: 413; message: string }
  | { ok: false; reason: "unsupported"; status: 415; message: string }
  | { ok: false; reason: "malformed"; status: 400; message: string };

export type BodyRead = { ok: true; body: PostBody } | BodyFailure;

export interface ReadBodyOptions {
  maxBytes: number;
  /** Whether the route takes the form's native post (url-encoded or multipart). */
  forms: boolean;
}

function mediaType(request: Request): string {
  return (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
}

/** True for the form's native post (no JavaScript): url-encoded or multipart. */
export function isNativeFormPost(request: Request): boolean {
  const type = mediaType(request);
  return type === "application/x-www-form-urlencoded" || type === "multipart/form-data";
}

const malformed = (message: string): BodyFailure => ({
  ok: false,
  reason: "malformed",
  status: 400,
  message,
});

/** First value of each field; files are ignored (no form has one). */
function formEntries(entries: Iterable<[string, FormDataEntryValue | string]>) {
  const seen = new Set<string>();
  const fields: [string, string][] = [];
  for (const [key, value] of entries) {
    if (typeof value !== "string" || seen.has(key)) continue;
    seen.add(key);
    fields.push([key, value]);
  }
  return fields;
}

async function decodeForm(
  request: Request,
  bytes: Uint8Array<ArrayBuffer>,
): Promise<[string, string][] | null> {
  if (mediaType(request) === "application/x-www-form-urlencoded") {
    return formEntries(new URLSearchParams(new TextDecoder().decode(bytes)));
  }
  try {
    const form = await new Request("http://body.invalid/", {
      method: "POST",
      headers: { "content-type": request.headers.get("content-type") ?? "" },
      body: bytes,
    }).formData();
    return formEntries(form.entries());
  } catch {
    return null;
  }
}

/** The structural check of a body's entries (see the module's comment). */
function structure(entries: readonly [string, unknown][], native: boolean): BodyRead {
  if (entries.length > BODY_LIMITS.fields) {
    return malformed(`Send at most ${BODY_LIMITS.fields} fields`);
  }
  const fields: Record<string, BodyValue> = Object.create(null) as Record<string, BodyValue>;
  const refused: Record<string, RefusedField> = Object.create(null) as Record<string, RefusedField>;
  for (const [key, value] of entries) {
    if (isPrototypeKey(key)) return malformed(`"${key}" is not a field name`);
    if (key.length > BODY_LIMITS.name) {
      return malformed(`Field names are at most ${BODY_LIMITS.name} characters`);
    }
    if (value === null) continue;
    if (typeof value === "string") {
      if (value.length <= BODY_LIMITS.text) fields[key] = value;
      else
        refused[key] = { value, message: `${key} is longer than ${BODY_LIMITS.text} characters` };
    } else if (
      typeof value === "boolean" ||
      (typeof value === "number" && Number.isFinite(value))
    ) {
      fields[key] = value;
    } else {
      refused[key] = { value, message: `${key} must be text, a number, true or false` };
    }
  }
  return { ok: true, body: { native, fields, refused } };
}

/**
 * The request's body, structurally checked, or why it cannot be read: 415 for another
 * media type, 413 over `maxBytes`, 400 for a body that is not a plain JSON object (or
 * form post) within the limits.
 */
export async function readBody(request: Request, options: ReadBodyOptions): Promise<BodyRead> {
  const type = mediaType(request);
  const json = type === "application/json" || type.endsWith("+json");
  const native = isNativeFormPost(request);
  if (!json && !(native && options.forms)) {
    return { ok: false, reason: "unsupported", status: 415, message: "Unsupported media type" };
  }
  let bytes: Uint8Array<ArrayBuffer> | null;
  try {
    bytes = await readBodyLimited(request, options.maxBytes);
  } catch {
    return malformed("The request body could not be read");
  }
  if (bytes === null) {
    return { ok: false, reason: "too-large", status: 413, message: "The request is too large" };
  }
  if (native) {
    const entries = await decodeForm(request, bytes);
    return entries ? structure(entries, true) : malformed("The form post could not be read");
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return malformed("The request body is not valid JSON");
  }
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
    return malformed("Send a JSON object");
  }
  return structure(Object.entries(parsed), false);
}

export type Validated<T> =
  { valid: true; value: T } | { valid: false; message: string; errors: Record<string, string> };

type Kind = "string" | "number" | "boolean" | "any";

const KIND_NAMES: Record<Exclude<Kind, "any">, string> = {
  string: "text",
  number: "a number",
  boolean: "true or false",
};

function kindOf(field: Schema): Kind {
  return field.type === "string" || field.type === "number" || field.type === "boolean"
    ? field.type
    : "any";
}

/** A native post's text as the field's kind: "4" is 4 for a number, "on" true for a boolean. */
function fromFormText(text: string, kind: Kind): BodyValue | undefined {
  const trimmed = text.trim();
  if (kind === "number") {
    if (trimmed === "") return undefined;
    return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : text;
  }
  if (kind === "boolean") {
    if (trimmed === "") return undefined;
    const word = trimmed.toLowerCase();
    if (["true", "on", "yes", "1"].includes(word)) return true;
    if (["false", "off", "no", "0"].includes(word)) return false;
  }
  return text;
}

function matchesKind(value: BodyValue, kind: Kind): boolean {
  return kind === "any" || typeof value === kind;
}

/**
 * The schema's own message for a refused value: its test of that value when the value
 * is of the field's kind (a string too long) or the field reads any value (a mixed
 * field), not yup's "must be a `string` type"; null when it has none, or when a test
 * cannot read the value at all.
 */
async function schemaMessageFor(
  schema: ObjectSchema<AnyObject>,
  name: string,
  value: unknown,
): Promise<string | null> {
  const field = schema.fields[name] as Schema;
  try {
    await schema.validateAt(
      name,
      { [name]: value },
      // A string for a string field: the schema's transforms are made for it.
      { strict: !(kindOf(field) === "string" && typeof value === "string") },
    );
    return null;
  } catch (error) {
    return error instanceof ValidationError && error.type !== "typeError"
      ? (error.errors[0] ?? null)
      : null;
  }
}

/**
 * The body checked with the route's yup schema (see the module's comment): the typed
 * value, or every failing field with its first message, the first in the schema's order
 * as the message.
 */
export async function validateBody<S extends ObjectSchema<AnyObject>>(
  schema: S,
  body: Pick<PostBody, "fields" | "refused" | "native">,
): Promise<Validated<InferType<S>>> {
  const fields = schema.fields as Record<string, Schema>;
  const input: Record<string, BodyValue> = {};
  const refused: Record<string, RefusedField> = { ...body.refused };
  for (const [name, sent] of Object.entries(body.fields)) {
    const field = Object.hasOwn(fields, name) ? fields[name] : undefined;
    if (!field) continue;
    const kind = kindOf(field);
    const value = body.native && typeof sent === "string" ? fromFormText(sent, kind) : sent;
    if (value === undefined) continue;
    if (matchesKind(value, kind)) {
      input[name] = value;
    } else if (kind !== "any") {
      refused[name] = { value, message: `${name} must be ${KIND_NAMES[kind]}` };
    }
  }

  let errors: Record<string, string> = {};
  let value: InferType<S> | undefined;
  try {
    // The schema's transforms on values of its own kinds, then a strict check: no coercion.
    const cast = schema.cast(input, { assert: false, stripUnknown: true });
    value = (await schema.validate(cast, { strict: true, abortEarly: false })) as InferType<S>;
  } catch (error) {
    errors = validationMessages(error, "body");
  }
  for (const [name, { value: sent, message }] of Object.entries(refused)) {
    const own = Object.hasOwn(fields, name) ? await schemaMessageFor(schema, name, sent) : null;
    // The schema's message for the value, else its message for the field left out.
    errors[name] = own ?? errors[name] ?? message;
  }

  const failing = Object.keys(errors);
  if (failing.length === 0 && value !== undefined) return { valid: true, value };
  const first = Object.keys(fields).find((name) => name in errors) ?? failing[0]!;
  return { valid: false, message: errors[first]!, errors };
}
