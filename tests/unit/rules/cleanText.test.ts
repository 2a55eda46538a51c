import { object, string } from "yup";
import { cleanText } from "@web/rules/cleanText";
import { fieldErrors, validationMessages } from "@web/rules/fieldErrors";

describe("cleanText", () => {
  it("drops control characters (or replaces them), trims and caps; null when nothing is left", () => {
    expect(cleanText(" Aus\u0000tin\u007f\n", 20)).toBe("Austin");
    expect(cleanText("Oak\tGrove", 20, " ")).toBe("Oak Grove");
    expect(cleanText("abcdef", 3)).toBe("abc");
    expect(cleanText("\u0001 \u001f", 10)).toBeNull();
    expect(cleanText(42, 10)).toBeNull();
    expect(cleanText(undefined, 10)).toBeNull();
  });
});

describe("fieldErrors", () => {
  const schema = object({
    name: string().required("Please enter your name.").min(3, "Too short."),
    email: string().required("Please enter your email."),
  });

  it("gives every failing field its first message, null for valid values", async () => {
    expect(await fieldErrors(schema, { name: "", email: "" })).toEqual({
      name: "Please enter your name.",
      email: "Please enter your email.",
    });
    expect(await fieldErrors(schema, { name: "Al", email: "a@b.c" })).toEqual({
      name: "Too short.",
    });
    expect(await fieldErrors(schema, { name: "Alice", email: "a@b.c" })).toBeNull();
  });

  it("files a message without a path under the root key and rethrows anything else", async () => {
    const whole = object({ a: string() }).test("whole", "Fill in one.", () => false);
    expect(await fieldErrors(whole, {})).toEqual({ form: "Fill in one." });
    expect(await fieldErrors(whole, {}, "body")).toEqual({ body: "Fill in one." });
    expect(() => validationMessages(new Error("boom"), "form")).toThrow("boom");
  });
});
