import { createHash } from "node:crypto";
import type { SeedEntry } from "./model";

/** Fixed timestamps keep the output byte-for-byte reproducible. */
export const CREATED_AT = "2026-09-01T09:00:00Z";
export const UPDATED_AT = "2026-11-02T10:00:00Z";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const hash = (text: string, length: number) =>
  createHash("sha1").update(text).digest("hex").slice(0, length);

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A `_key` is derived from the parent's key, the array's field name and the
 * item's type with its rank among siblings of that type. Inserting a block of
 * another type therefore leaves existing keys alone, and a draft shares keys
 * with its published version wherever the content did not move.
 */
function addKeys(value: Json, scope: string): Json {
  if (Array.isArray(value)) return value.map((item) => addKeys(item, scope));
  if (!isObject(value)) return value;
  const out: JsonObject = {};
  for (const [field, child] of Object.entries(value)) {
    if (!Array.isArray(child)) {
      out[field] = addKeys(child, `${scope}.${field}`);
      continue;
    }
    const seen = new Map<string, number>();
    out[field] = child.map((item) => {
      if (!isObject(item)) return item;
      const type = typeof item._type === "string" ? item._type : "item";
      const rank = seen.get(type) ?? 0;
      seen.set(type, rank + 1);
      const key =
        typeof item._key === "string" && field !== "markDefs"
          ? item._key
          : hash(`${scope}/${field}/${type}#${rank}/${String(item._key ?? "")}`, 12);
      const keyed = addKeys(item, key) as JsonObject;
      delete keyed._key;
      return { _key: key, ...keyed };
    });
  }
  if (value._type === "block") relinkMarks(value, out);
  return out;
}

/** After markDefs got their final keys, point the spans' marks at them. */
function relinkMarks(authored: JsonObject, keyed: JsonObject) {
  const before = Array.isArray(authored.markDefs) ? authored.markDefs : [];
  const after = Array.isArray(keyed.markDefs) ? keyed.markDefs : [];
  const rename = new Map<string, string>();
  before.forEach((def, index) => {
    const next = after[index];
    if (isObject(def) && isObject(next) && typeof def._key === "string") {
      rename.set(def._key, String(next._key));
    }
  });
  if (!Array.isArray(keyed.children)) return;
  for (const span of keyed.children) {
    if (!isObject(span) || !Array.isArray(span.marks)) continue;
    span.marks = span.marks.map((mark) =>
      typeof mark === "string" ? (rename.get(mark) ?? mark) : mark,
    );
  }
}

/**
 * Adds what Sanity's export carries on every document: timestamps, a revision
 * (a content hash, so it changes only when the content does) and `_key`s.
 */
export function finalize({ doc, updatedAt }: SeedEntry): JsonObject {
  const json = JSON.parse(JSON.stringify(doc)) as JsonObject;
  const publishedId = String(json._id).replace(/^drafts\./, "");
  const keyed = addKeys(json, publishedId) as JsonObject;
  const { _id, _type, ...fields } = keyed;
  const dates = { _createdAt: CREATED_AT, _updatedAt: updatedAt ?? UPDATED_AT };
  const rev = hash(JSON.stringify({ _id, _type, ...dates, ...fields }), 22);
  return { _id: _id ?? null, _type: _type ?? null, ...dates, _rev: rev, ...fields };
}

export function toNdjson(documents: JsonObject[]): string {
  return documents.map((document) => JSON.stringify(document)).join("\n") + "\n";
}
