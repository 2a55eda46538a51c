/** @jest-environment node */
import { GET, seedIllustration } from "@web/app/images/[kind]/[file]/route";

async function answer(kind: string, file: string): Promise<Response> {
  return GET(new Request(`http://localhost/images/${kind}/${file}`), {
    params: Promise.resolve({ kind, file }),
  });
}

// The home drawing's roof; the community drawing is a block with four windows.
const HOME = 'd="M250 250 l90 -70';

describe("seed images", () => {
  it("draws a home for home-care photos and home-based care types, a community otherwise", () => {
    expect(seedIllustration("providers", "home-care-3")).toContain(HOME);
    expect(seedIllustration("providers", "community-3")).not.toContain(HOME);
    expect(seedIllustration("care-types", "in-home-care")).toContain(HOME);
    expect(seedIllustration("care-types", "hospices")).toContain(HOME);
    expect(seedIllustration("care-types", "assisted-living")).not.toContain(HOME);
  });

  it("sends the drawing as the raster image its name says, as a photo CDN would", async () => {
    const signatures: [string, string, number[]][] = [
      ["community-3.jpg", "image/jpeg", [0xff, 0xd8, 0xff]],
      ["community-3.png", "image/png", [0x89, 0x50, 0x4e, 0x47]],
      ["community-3.webp", "image/webp", [0x52, 0x49, 0x46, 0x46]],
    ];
    for (const [file, type, magic] of signatures) {
      const response = await answer("providers", file);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe(type);
      expect(response.headers.get("cache-control")).toContain("immutable");
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect([...bytes.slice(0, magic.length)]).toEqual(magic);
    }
  });

  it("answers 404 for another folder or a name outside the pattern", async () => {
    expect((await answer("other", "a.jpg")).status).toBe(404);
    expect((await answer("providers", "../x.jpg")).status).toBe(404);
  });
});
