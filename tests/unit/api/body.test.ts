/**
 * Typed input at the edge (issue 28, web/api/body.ts): the structural check of a POST
 * body, then the route's yup schema in strict mode, with a field message for every
 * value of the wrong kind.
 */
import { describe, expect, it } from "@jest/globals";
import { number, object, string } from "yup";
import { BODY_LIMITS, readBody, validateBody, type PostBody } from "@web/api/body";

const post = (payload: string, contentType: string | null = "application/json") =>
  new Request("http://main.localhost/api/x", {
    method: "POST",
    headers: contentType ? { "content-type": contentType } : {},
    body: payload,
  });

async function read(payload: string, contentType?: string | null, forms = true) {
  return readBody(post(payload, contentType), { maxBytes: 32 * 1024, forms });
}

async function body(payload: string, contentType?: string | null): Promise<PostBody> {
  const result = await read(payload, contentType);
  if (!result.ok) throw new Error(result.message);
  return result.body;
}

const schema = object({
  name: string().trim().required("Please enter your name").max(20, "Keep the name short"),
  rating: number().required("Please choose a rating").integer().min(1).max(5),
  note: string().trim().max(100),
});

describe("readBody: the structure", () => {
  it("reads a JSON object and a form post alike, without a prototype on the fields", async () => {
    const json = await body('{"name": "Pat", "rating": 4, "ok": true, "gone": null}');
    expect(json).toMatchObject({ native: false, refused: {} });
    expect({ ...json.fields }).toEqual({ name: "Pat", rating: 4, ok: true });
    expect(Object.getPrototypeOf(json.fields)).toBeNull();
    const form = await body("name=Pat&rating=4&name=Other", "application/x-www-form-urlencoded");
    expect(form.native).toBe(true);
    expect({ ...form.fields }).toEqual({ name: "Pat", rating: "4" });
  });

  it.each([
    ["not JSON", "{", "application/json", true, 400],
    ["an array", "[1]", "application/json", true, 400],
    ["null", "null", "application/json", true, 400],
    ["a string", '"x"', "application/json", true, 400],
    ["text/plain", "{}", "text/plain", true, 415],
    ["no media type", "{}", null, true, 415],
    [
      "a form where the route takes JSON only",
      "a=1",
      "application/x-www-form-urlencoded",
      false,
      415,
    ],
  ] as const)("refuses %s", async (_, payload, contentType, forms, status) => {
    expect(await read(payload, contentType, forms)).toMatchObject({ ok: false, status });
  });

  it.each(["__proto__", "constructor", "prototype", "toString", "hasOwnProperty"])(
    "refuses the key %s, in JSON and in a form post",
    async (key) => {
      expect(await read(`{${JSON.stringify(key)}: 1}`)).toEqual({
        ok: false,
        reason: "malformed",
        status: 400,
        message: `"${key}" is not a field name`,
      });
      const form = await read(`${key}=1`, "application/x-www-form-urlencoded");
      expect(form).toMatchObject({ ok: false, status: 400 });
    },
  );

  it("refuses too many fields and over-long names as a whole", async () => {
    const many = Object.fromEntries(
      Array.from({ length: BODY_LIMITS.fields + 1 }, (_, i) => [`f${i}`, i]),
    );
    expect(await read(JSON.stringify(many))).toMatchObject({ ok: false, status: 400 });
    expect(await read(JSON.stringify({ ["k".repeat(65)]: 1 }))).toMatchObject({ ok: false });
  });

  it("refuses a field whose value is not text, a finite number or a boolean, on its own", async () => {
    const { fields, refused } = await body(
      `{"a": [1], "b": {"$gt": ""}, "c": 1e400, "d": "${"x".repeat(BODY_LIMITS.text + 1)}", "e": "ok"}`,
    );
    expect({ ...fields }).toEqual({ e: "ok" });
    expect(Object.keys(refused)).toEqual(["a", "b", "c", "d"]);
    expect(refused.b).toEqual({
      value: { $gt: "" },
      message: "b must be text, a number, true or false",
    });
  });
});

describe("validateBody: the schema in strict mode", () => {
  it("applies the schema's transforms and drops unknown fields", async () => {
    expect(
      await validateBody(schema, await body('{"name": "  Pat ", "rating": 4, "extra": "x"}')),
    ).toEqual({ valid: true, value: { name: "Pat", rating: 4 } });
  });

  it("converts a form post's text to the schema's kinds, and refuses what does not convert", async () => {
    const form = "application/x-www-form-urlencoded";
    expect(await validateBody(schema, await body("name=Pat&rating=5", form))).toEqual({
      valid: true,
      value: { name: "Pat", rating: 5 },
    });
    expect(await validateBody(schema, await body("name=Pat&rating=five", form))).toMatchObject({
      valid: false,
      errors: { rating: "Please choose a rating" },
    });
  });

  it("coerces nothing: a number for text and text for a number get the field's message", async () => {
    expect(await validateBody(schema, await body('{"name": 42, "rating": "4"}'))).toEqual({
      valid: false,
      message: "Please enter your name",
      errors: { name: "Please enter your name", rating: "Please choose a rating" },
    });
  });

  it("names the kind expected where the schema has no message for a missing field", async () => {
    expect(
      await validateBody(schema, await body('{"name": "Pat", "rating": 3, "note": ["x"]}')),
    ).toEqual({
      valid: false,
      message: "note must be text, a number, true or false",
      errors: { note: "note must be text, a number, true or false" },
    });
    expect(
      await validateBody(schema, await body('{"name": "Pat", "rating": 3, "note": 7}')),
    ).toMatchObject({ errors: { note: "note must be text" } });
  });

  it("gives an over-long text the schema's own message", async () => {
    const long = JSON.stringify({ name: "x".repeat(BODY_LIMITS.text + 5), rating: 2 });
    expect(await validateBody(schema, await body(long))).toMatchObject({
      errors: { name: "Keep the name short" },
    });
  });
});
