import { describe, expect, it } from "@jest/globals";
import { DESCRIPTION_PREVIEW_LENGTH, descriptionPreview } from "@web/rules/card/descriptionPreview";

const words = (length: number) => {
  let text = "";
  while (text.length < length) text += "care home ";
  return text.slice(0, length).replace(/\s$/, "x");
};

describe("description preview (spec 4 and 9)", () => {
  it("collapses over 140 characters, not at exactly 140", () => {
    expect(DESCRIPTION_PREVIEW_LENGTH).toBe(140);
    const exactly = "a".repeat(140);
    expect(descriptionPreview(exactly)).toEqual({
      text: exactly,
      collapsible: false,
      preview: exactly,
    });
    const over = "a".repeat(141);
    const result = descriptionPreview(over);
    expect(result.collapsible).toBe(true);
    expect(result.preview).toBe(`${"a".repeat(140)}\u2026`);
    expect(result.text).toBe(over);
  });

  it("counts the readable text, not the markup", () => {
    const html = `<p><strong>${"b".repeat(130)}</strong></p>`;
    expect(descriptionPreview(html)).toMatchObject({
      collapsible: false,
      preview: "b".repeat(130),
    });
    expect(descriptionPreview(`<p>${"c".repeat(70)}</p><p>${"d".repeat(70)}</p>`).collapsible).toBe(
      true,
    );
  });

  it("ends the preview on a whole word, within the limit", () => {
    const text = words(300);
    const { preview } = descriptionPreview(text);
    expect(preview.endsWith("\u2026")).toBe(true);
    const body = preview.slice(0, -1);
    expect(body.length).toBeLessThanOrEqual(140);
    expect(text.startsWith(body)).toBe(true);
    expect(text.charAt(body.length)).toBe(" ");
  });

  it("never shows script text or tags in the preview", () => {
    const hostile = `<script>alert("xss")</script><p>${"e".repeat(150)}</p><img src=x onerror="alert(1)">`;
    const result = descriptionPreview(hostile);
    expect(result.text).toBe("e".repeat(150));
    expect(result.preview).not.toMatch(/alert|<|>/);
  });

  it("handles empty descriptions", () => {
    expect(descriptionPreview(null)).toEqual({ text: "", collapsible: false, preview: "" });
    expect(descriptionPreview("   ")).toEqual({ text: "", collapsible: false, preview: "" });
  });

  it("honours another limit", () => {
    expect(descriptionPreview("hello world again", 11)).toMatchObject({
      collapsible: true,
      preview: "hello world\u2026",
    });
  });
});
