/** @jest-environment node */
import { GET } from "@web/app/images/[kind]/[file]/route";

async function drawing(kind: string, file: string): Promise<string> {
  const response = await GET(new Request(`http://localhost/images/${kind}/${file}`), {
    params: Promise.resolve({ kind, file }),
  });
  expect(response.status).toBe(200);
  return response.text();
}

// The home drawing's roof; the community drawing is a block with four windows.
const HOME = 'd="M250 250 l90 -70';

describe("seed images", () => {
  it("draws a home for home-care photos and home-based care types, a community otherwise", async () => {
    expect(await drawing("providers", "home-care-3.jpg")).toContain(HOME);
    expect(await drawing("providers", "community-3.jpg")).not.toContain(HOME);
    expect(await drawing("care-types", "in-home-care.jpg")).toContain(HOME);
    expect(await drawing("care-types", "hospices.jpg")).toContain(HOME);
    expect(await drawing("care-types", "assisted-living.jpg")).not.toContain(HOME);
  });

  it("answers 404 for another folder or a name outside the pattern", async () => {
    const response = await GET(new Request("http://localhost/images/x/y.jpg"), {
      params: Promise.resolve({ kind: "other", file: "a.jpg" }),
    });
    expect(response.status).toBe(404);
  });
});
