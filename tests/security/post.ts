/**
 * The POST fuzz of issue 28, shared by the Jest run over the route handlers
 * (tests/unit/api/postFuzz.test.ts) and the one over real HTTP (postFuzz.spec.ts):
 * the routes that take a body, found on disk; the bodies no client should send; and a
 * raw POST to the running server.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import fc from "fast-check";

export const API_FOLDER = path.resolve(__dirname, "../../web/app/api");
const BODY_METHODS = ["POST", "PUT", "PATCH", "DELETE"] as const;

export interface BodyRoute {
  /** "POST /api/inquiry" */
  name: string;
  method: string;
  /** The URL path, a dynamic segment filled in ("fuzz"). */
  path: string;
  /** The dynamic segments' values, as Next passes them. */
  params: Record<string, string | string[]>;
  /** The route file, relative to web/app/api. */
  file: string;
}

/** The body-taking methods a route file's source exports (read, not imported). */
function exportedBodyMethods(source: string): string[] {
  const named = new Set<string>();
  const patterns = [
    /export\s+(?:async\s+)?function\s+(\w+)/g,
    /export\s+(?:const|let|var)\s+(\w+)/g,
    /export\s*\{([^}]*)\}/g,
  ];
  for (const pattern of patterns) {
    for (const match of source.matchAll(pattern)) {
      for (const name of match[1]!.split(","))
        named.add(
          name
            .trim()
            .split(/\s+as\s+/)
            .pop()!,
        );
    }
  }
  return BODY_METHODS.filter((method) => named.has(method));
}

/**
 * Every route file under web/app/api exporting POST, PUT, PATCH or DELETE: a new
 * endpoint is fuzzed without anyone adding it here.
 */
export function bodyRoutes(): BodyRoute[] {
  const routes: BodyRoute[] = [];
  for (const file of fs.globSync("**/route.ts", { cwd: API_FOLDER }).sort()) {
    const methods = exportedBodyMethods(fs.readFileSync(path.join(API_FOLDER, file), "utf8"));
    const params: Record<string, string | string[]> = {};
    const segments = path
      .dirname(file)
      .split(path.sep)
      .map((segment) => {
        const catchAll = /^\[\.\.\.(.+)\]$/.exec(segment);
        if (catchAll) return (params[catchAll[1]!] = ["fuzz", "path"]).join("/");
        const dynamic = /^\[(.+)\]$/.exec(segment);
        if (dynamic) return (params[dynamic[1]!] = "fuzz");
        return segment;
      });
    const routePath = `/api/${segments.join("/")}`;
    for (const method of methods) {
      routes.push({ name: `${method} ${routePath}`, method, path: routePath, params, file });
    }
  }
  return routes;
}

/** A request body: text with a media type (or none), or a multipart form's fields. */
export type FuzzBody =
  | { kind: "raw"; contentType: string | null; payload: string }
  | { kind: "form"; entries: [string, string][] };

const PROTOTYPE_KEYS = ["__proto__", "constructor", "prototype", "toString", "valueOf"];

/** The field names of the bodies the routes read (spec 3, the review and link forms, the API). */
const FIELD_NAMES = [
  "submissionId",
  "whoAreYouLookingFor",
  "fullName",
  "phoneNumber",
  "email",
  "payingWithMedicaid",
  "tourTime",
  "typeOfCare",
  "providerId",
  "inquiryType",
  "landingPageUrl",
  "featureOverride",
  "consentText",
  "companyWebsite",
  "domain",
  "submission_id",
  "full_name",
  "phone_number",
  "provider_id",
  "landing_page_url",
  "rating",
  "name",
  "title",
  "content",
  "careType",
  "website",
  "response",
  "reason",
  "moveInDate",
  "residentName",
  "notes",
  "confirmationToken",
  "ids",
  "criteria",
  "page",
  "hitsPerPage",
  "template",
  "place",
  "site",
  "path",
  "ttl",
];

/** Strings past every limit (a field's, the structure's, the body's). */
const HUGE = ["x".repeat(10_001), "y".repeat(40_000), "\u00e9".repeat(20_000), " ".repeat(12_000)];
const WEIRD_TEXT = ["", " ", "\u0000", "\ud800", "🙂🙂🙂", "' OR '1'='1", "<script>", "null", "[]"];

/** A value as JSON text, of any kind, including numbers JSON.parse reads as Infinity. */
const jsonValueText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "null",
    "true",
    "false",
    "0",
    "-1",
    "1.5",
    "1e400",
    "-1e400",
    "123456789012345678901234567890",
    "[]",
    "{}",
    "[null]",
    '["x"]',
    '{"$gt": ""}',
    '{"$ne": null}',
    '{"toString": 1}',
    '{"valueOf": "x"}',
    '{"__proto__": {"admin": true}}',
    '{"constructor": {"prototype": {"polluted": true}}}',
    '[[[[[[[[[[[[[[[[[[[[["deep"]]]]]]]]]]]]]]]]]]]]]',
  ),
  fc.constantFrom(...HUGE, ...WEIRD_TEXT).map((text) => JSON.stringify(text)),
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value) ?? "null"),
  fc.string({ maxLength: 40 }).map((text) => JSON.stringify(text)),
);

/** An object's JSON text, keys as given (`__proto__` included: JSON.parse keeps it as a key). */
const objectText = (entries: readonly (readonly [string, string])[]) =>
  `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(",")}}`;

const fieldName = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...FIELD_NAMES) },
  { weight: 1, arbitrary: fc.constantFrom(...PROTOTYPE_KEYS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
);

/**
 * Bodies of every sort: any JSON value at the top (arrays, numbers, null, booleans,
 * strings), objects of junk, a route's `valid` body with junk spliced in, broken JSON,
 * other media types, and native form posts (url-encoded or multipart) of any fields.
 */
export function fuzzBody(valid: Record<string, unknown> | undefined): fc.Arbitrary<FuzzBody> {
  const base = Object.entries(valid ?? {}).map(
    ([key, value]) => [key, JSON.stringify(value)] as const,
  );
  const json = (payload: string): FuzzBody => ({
    kind: "raw",
    contentType: "application/json",
    payload,
  });
  const formValue = fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.constantFrom(...HUGE, ...WEIRD_TEXT, "on", "5", "-1", "1e400"),
  );
  return fc.oneof(
    jsonValueText.map(json),
    fc
      .array(fc.tuple(fieldName, jsonValueText), { maxLength: 12 })
      .map((entries) => json(objectText(entries))),
    fc.array(fc.tuple(fieldName, jsonValueText), { minLength: 1, maxLength: 3 }).map((junk) => {
      const spliced = new Map<string, string>(base);
      for (const [key, value] of junk) spliced.set(key, value);
      return json(objectText([...spliced]));
    }),
    fc
      .tuple(
        fc.oneof(
          fc.constantFrom("{", '{"a":}', "[1,", "\u0000", "{'a': 1}", '{"a": 1}}', ""),
          fc.string({ maxLength: 30 }),
          fc.constant(objectText(base)),
        ),
        fc.constantFrom(
          "application/json",
          "application/json; charset=latin1",
          "text/plain",
          "application/xml",
          "application/vnd.api+json",
          null,
        ),
      )
      .map(([payload, contentType]): FuzzBody => ({ kind: "raw", contentType, payload })),
    fc
      .tuple(
        fc.array(fc.tuple(fieldName, formValue), { maxLength: 10 }),
        fc.boolean(),
        fc.boolean(),
      )
      .map(([junk, multipart, spliced]): FuzzBody => {
        const validEntries = Object.entries(valid ?? {}).map(([key, value]): [string, string] => [
          key,
          typeof value === "string" ? value : JSON.stringify(value),
        ]);
        const entries = spliced ? [...validEntries, ...junk] : junk;
        if (multipart) return { kind: "form", entries };
        return {
          kind: "raw",
          contentType: "application/x-www-form-urlencoded",
          payload: entries
            .map(([key, value]) => `${encodeFormText(key)}=${encodeFormText(value)}`)
            .join("&"),
        };
      }),
    fc
      .constantFrom(
        "a=%ZZ&b=%",
        "%E0%A4%A=1",
        "__proto__=1&constructor=2",
        "=&&=&",
        "--boundary\r\nbroken",
      )
      .map((payload): FuzzBody => ({
        kind: "raw",
        contentType: payload.startsWith("--")
          ? "multipart/form-data; boundary=boundary"
          : "application/x-www-form-urlencoded",
        payload,
      })),
  );
}

/** Percent-encoded form text; a lone surrogate (not encodable) goes out as broken UTF-8. */
function encodeFormText(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return "%ED%A0%80";
  }
}

/** A body's bytes and media type, as a server receives them (a form as multipart bytes). */
export async function encodeBody(
  body: FuzzBody,
): Promise<{ contentType: string | null; bytes: Uint8Array<ArrayBuffer> }> {
  if (body.kind === "raw") {
    return { contentType: body.contentType, bytes: new TextEncoder().encode(body.payload) };
  }
  const form = new FormData();
  for (const [key, value] of body.entries) form.append(key, value);
  const encoded = new Response(form);
  return { contentType: encoded.headers.get("content-type"), bytes: await encoded.bytes() };
}

export interface PostAnswer {
  status: number;
  body: string;
}

/**
 * One POST to 127.0.0.1:`port`, on a connection of its own, with exactly these bytes.
 * A server may answer a large body (413) before reading it and close: the answer
 * counts, whatever happens to the rest of the upload.
 */
export function rawPost(
  requestPath: string,
  options: {
    port: number;
    host?: string;
    headers?: Record<string, string>;
    contentType: string | null;
    bytes: Uint8Array;
  },
): Promise<PostAnswer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = {
      host: options.host ?? `main.localhost:${options.port}`,
      "content-length": String(options.bytes.byteLength),
      ...options.headers,
    };
    if (options.contentType) headers["content-type"] = options.contentType;
    let status = 0;
    const chunks: Buffer[] = [];
    const answer = () => resolve({ status, body: Buffer.concat(chunks).toString("utf8") });
    const request = http.request(
      {
        host: "127.0.0.1",
        port: options.port,
        path: requestPath,
        method: "POST",
        agent: false,
        headers,
      },
      (response) => {
        status = response.statusCode ?? 0;
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", answer);
        response.on("close", answer);
      },
    );
    request.on("error", (error) => (status ? answer() : reject(error)));
    request.setTimeout(30_000, () => request.destroy(new Error(`timeout: ${requestPath}`)));
    request.end(options.bytes);
  });
}
