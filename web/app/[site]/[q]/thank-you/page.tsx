import type { Metadata } from "next";
import { THANK_YOU_PATH } from "@web/rules/inquiry/inquiryConstants";
import { thankYouQuery } from "@web/rules/inquiry/inquiryForm";
import { cmsPageMetadata, CmsPage } from "@web/pageKinds/cms/cmsPage";

interface ThankYouProps {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * The thank-you page (spec 2.1: query slug = the provider's path, phone), the redirect
 * target of the inquiry form. The CMS page /thank-you of the site, rendered per request
 * with its two query parameters in the block context: its URL names a provider and a
 * phone number, so it is neither cached nor prerendered.
 */
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: ThankYouProps): Promise<Metadata> {
  const { site } = await params;
  return cmsPageMetadata(site, THANK_YOU_PATH);
}

export default async function ThankYouPage({ params, searchParams }: ThankYouProps) {
  const [{ site }, query] = await Promise.all([params, searchParams]);
  return <CmsPage siteId={site} path={THANK_YOU_PATH} query={thankYouQuery(query)} />;
}
