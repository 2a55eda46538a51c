/**
 * The seed's provider and care-type photos (`/images/providers/community-3.jpg`,
 * `/images/care-types/memory-care-facilities.jpg`). The embedded directory has
 * no photo files, so each name is drawn as a small, stable illustration and sent
 * as the raster image its name says (JPEG, PNG or WebP, drawn by sharp, Next's own
 * image library), as a photo CDN would: a browser decodes a raster photo off its
 * main thread, where an SVG image is a document of its own to parse, style and lay
 * out on it (12 ms of a search page's main thread for its first cards' drawings).
 * Without sharp (an optional package) the drawing goes out as SVG. A hosted
 * directory points its photos at its own image CDN instead.
 */
import { findCareType } from "@web/rules/careTypes";

export const dynamic = "force-static";

const PALETTES = [
  ["#d9ead3", "#6aa84f", "#38761d"],
  ["#cfe2f3", "#6fa8dc", "#0b5394"],
  ["#fce5cd", "#f6b26b", "#b45f06"],
  ["#ead1dc", "#c27ba0", "#741b47"],
  ["#fff2cc", "#ffd966", "#7f6000"],
  ["#d0e0e3", "#76a5af", "#134f5c"],
] as const;

function hash(text: string): number {
  let value = 2166136261;
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 16777619) >>> 0;
  return value;
}

/** The drawing of a seed photo, as SVG. */
export function seedIllustration(kind: string, name: string): string {
  // A provider's photo says its kind in its name (home-care-3, community-7); a care
  // type's is drawn as a home when the care is given at home.
  const homeCare =
    kind === "providers" ? name.startsWith("home-care") : findCareType(name)?.homeBased === true;
  return illustration(`${kind}/${name}`, homeCare);
}

type RasterFormat = "jpeg" | "png" | "webp";

/** sharp's SVG-to-raster step, or null where the optional package is missing. */
let rasterizer: Promise<((svg: string, format: RasterFormat) => Promise<Buffer>) | null> | null =
  null;

function loadRasterizer() {
  rasterizer ??= import("sharp").then(
    ({ default: sharp }) =>
      (svg: string, format: RasterFormat) =>
        sharp(Buffer.from(svg)).toFormat(format, { quality: 82 }).toBuffer(),
    () => null,
  );
  return rasterizer;
}

function illustration(name: string, homeCare: boolean): string {
  const [sky, hill, accent] = PALETTES[hash(name) % PALETTES.length] ?? PALETTES[0];
  const building = homeCare
    ? `<path d="M250 250 l90 -70 l90 70 v110 h-180z" fill="#fff"/><rect x="320" y="290" width="40" height="70" fill="${accent}"/>`
    : `<rect x="190" y="190" width="260" height="170" fill="#fff"/><path d="M170 200 l150 -80 l150 80z" fill="${accent}"/>` +
      [0, 1, 2, 3]
        .map((i) => `<rect x="${215 + i * 60}" y="225" width="30" height="30" fill="${sky}"/>`)
        .join("") +
      `<rect x="300" y="300" width="40" height="60" fill="${accent}"/>`;
  // No sun or other shape in the sky: the cards' save button, offer badge and the photo
  // crops of every layout cover its corners, and a shape half under a button reads as a
  // second, faded one.
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 400" role="img"><rect width="640" height="400" fill="${sky}"/><ellipse cx="320" cy="420" rx="460" ry="120" fill="${hill}"/>${building}</svg>`;
}

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ kind: string; file: string }> },
): Promise<Response> {
  const { kind, file } = await params;
  const [, name = file, extension = ""] = /^(.*)\.(jpe?g|png|webp)$/i.exec(file) ?? [];
  if (!["providers", "care-types"].includes(kind) || !/^[a-z0-9-]{1,64}$/.test(name)) {
    return new Response("Not found", { status: 404 });
  }
  const svg = seedIllustration(kind, name);
  const lower = extension.toLowerCase();
  const format: RasterFormat = lower === "png" || lower === "webp" ? lower : "jpeg";
  const rasterize = await loadRasterizer();
  const headers = { "cache-control": "public, max-age=31536000, immutable" };
  if (!rasterize)
    return new Response(svg, { headers: { ...headers, "content-type": "image/svg+xml" } });
  return new Response(new Uint8Array(await rasterize(svg, format)), {
    headers: { ...headers, "content-type": `image/${format}` },
  });
}
