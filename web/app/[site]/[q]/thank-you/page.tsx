import type { Metadata } from "next";
import { THANK_YOU_PATH } from "@web/rules/inquiry/inquiryConstants";
import { thankYouQuery } from "@web/rules/inquiry/inquiryForm";
import { LEAD_TOKEN_PARAM, leadTokenOf } from "@web/rules/inquiry/leadSummary";
import { cmsPageMetadata, CmsPage } from "@web/pageKinds/cms/cmsPage";
import { leadSummaryDependencies } from "@web/services/inquiryDependencies";
import { findLeadSummary } from "@web/services/leadSummary";

interface ThankYouProps {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * The thank-you page (spec 2.1: query slug = the provider's path, phone), the redirect
 * target of the inquiry form. The CMS page /thank-you of the site, rendered per request
 * with its two query parameters in the block context: its URL names a provider and a
 * phone number, so it is neither cached nor prerendered. A `lead` token (issue 24
 * "Care-recipient leads") adds the "Your request" summary of that one lead, on the site
 * it was sent on; any other token leaves the page as it is without one. The page is sent
 * with `Referrer-Policy: no-referrer` (web/next.config.ts), so the token goes nowhere.
 */
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: ThankYouProps): Promise<Metadata> {
  const { site } = await params;
  return cmsPageMetadata(site, THANK_YOU_PATH);
}

export default async function ThankYouPage({ params, searchParams }: ThankYouProps) {
  const [{ site }, query] = await Promise.all([params, searchParams]);
  const token = leadTokenOf(query[LEAD_TOKEN_PARAM]);
  const found = token ? await findLeadSummary(token, site, leadSummaryDependencies) : null;
  return (
    <CmsPage
      siteId={site}
      path={THANK_YOU_PATH}
      query={thankYouQuery(query)}
      leadSummary={found?.ok ? found.summary : undefined}
    />
  );
}
