import { isSiteId, SITE_IDS } from "@web/site/sites";
import { themeCss } from "@web/site/theme/themeCss";

/**
 * The site's Chakra theme stylesheet (`/themes/<site>.css`, one per brand;
 * web/site/theme/themeCss.ts). The layout links it with a version of its content
 * (themeCssHref), so browsers keep it for a year and every page's HTML stays free of
 * it: sent inline it cost about 48 KB of each page's HTML, twice (the style element
 * and its copy in the RSC payload).
 */
export const dynamic = "force-static";

export function generateStaticParams() {
  return SITE_IDS.map((site) => ({ file: `${site}.css` }));
}

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ file: string }> },
): Promise<Response> {
  const { file } = await params;
  const site = file.replace(/\.css$/, "");
  if (!file.endsWith(".css") || !isSiteId(site)) return new Response("Not found", { status: 404 });
  return new Response(themeCss(site), {
    headers: {
      "content-type": "text/css; charset=utf-8",
      "cache-control": "public, max-age=31536000, immutable",
    },
  });
}
