import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { verifyPreviewLink } from "@web/content/previewLinks";
import { CmsPage, cmsPageMetadata } from "@web/pageKinds/cms/cmsPage";

interface PageProps {
  params: Promise<{ site: string; token: string }>;
}

/** Never cached: each request checks the link (the proxy refuses bad ones first). */
export const dynamic = "force-dynamic";

async function linkFor(params: PageProps["params"]) {
  const { site, token } = await params;
  const check = verifyPreviewLink(decodeURIComponent(token));
  if (!check.ok || check.claims.site !== site) notFound();
  return check.claims;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const claims = await linkFor(params);
  return cmsPageMetadata(claims.site, claims.path, true);
}

/**
 * A shared preview link (web/content/previewLinks.ts): one page's draft for a reviewer
 * without Studio access, without turning draft mode on.
 */
export default async function SharedPreviewPage({ params }: PageProps) {
  const claims = await linkFor(params);
  return (
    <CmsPage
      siteId={claims.site}
      path={claims.path}
      sharedPreview={{ expires: new Date(claims.exp * 1000) }}
    />
  );
}
