import type { Metadata, Viewport } from "next";
import { draftMode } from "next/headers";
import { VisualEditing } from "next-sanity/visual-editing";
import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import { loadSiteShell } from "@web/content/load";
import { PreviewBanner } from "@web/shell/PreviewBanner";
import { SiteFooter } from "@web/shell/SiteFooter";
import { SemHeader, SiteHeader } from "@web/shell/SiteHeader";
import { InquirySettingsProvider } from "@registry/parts/inquiryForm/InquirySettings";
import { SavedProvidersProvider } from "@registry/parts/saved/savedContext";
import { ToastHost } from "@registry/parts/toasts/ToastHost";
import { TrackerScript } from "@registry/parts/TrackerScript";
import { isSiteId, SITE_IDS, SITES } from "@web/site/sites";
import { themeCssHref } from "@web/site/theme/themeCss";
import { Providers } from "@web/shell/providers";
import { FauxChatLauncher } from "@web/shell/FauxChatLauncher";
import { HubSpotChatScript } from "@web/shell/HubSpotChatScript";
import { pageChatWidget } from "@web/site/chatWidget";
import "./globals.css";
import { config } from "@web/lib/config";

interface LayoutProps {
  children: ReactNode;
  params: Promise<{ site: string }>;
}

async function siteOf(params: LayoutProps["params"]) {
  const { site } = await params;
  if (!isSiteId(site)) notFound();
  return SITES[site];
}

/** Both brands' layouts (web/proxy.ts picks one from the host). */
export function generateStaticParams() {
  return SITE_IDS.map((site) => ({ site }));
}

export async function generateMetadata({ params }: Pick<LayoutProps, "params">): Promise<Metadata> {
  const site = await siteOf(params);
  const shell = await loadSiteShell(site.id);
  const name = shell.settings?.name ?? site.brand;
  return {
    title: { default: name, template: `%s | ${name}` },
    description: shell.settings?.tagline ?? undefined,
    applicationName: name,
  };
}

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default async function SiteLayout({ children, params }: LayoutProps) {
  const site = await siteOf(params);
  // The chat comes from the site's flags (settings and FEATURE_FLAGS), never the request:
  // the layout is cached per site (web/site/chatWidget.ts).
  const [shell, draft, chat] = await Promise.all([
    loadSiteShell(site.id),
    draftMode(),
    pageChatWidget(site.id),
  ]);
  return (
    <html lang="en" data-site={site.id} suppressHydrationWarning>
      <head>
        {/* Chakra's theme (reset, global styles, tokens as CSS variables) as a static,
            cached stylesheet: inline it would weigh on every page's HTML twice. */}
        <link rel="stylesheet" href={themeCssHref(site.id)} precedence="theme" />
      </head>
      <body>
        <Providers site={site.id}>
          <a className="skip-link" href="#main-content">
            Skip to main content
          </a>
          {draft.isEnabled ? <PreviewBanner /> : null}
          <InquirySettingsProvider
            settings={{
              siteId: site.id,
              phone: shell.settings?.phone ?? undefined,
              consentText: shell.settings?.inquiryConsentText ?? undefined,
              providerInquiryButtonLabel: shell.settings?.providerInquiryButtonLabel ?? undefined,
              thankYouTitle: shell.settings?.ctaDefaults?.thankYouTitle ?? undefined,
            }}
          >
            <SavedProvidersProvider limit={shell.settings?.savedLimit ?? 30}>
              <SiteHeader site={site} shell={shell} />
              <SemHeader site={site} shell={shell} />
              <main id="main-content" tabIndex={-1}>
                {children}
              </main>
              <SiteFooter site={site} shell={shell} />
            </SavedProvidersProvider>
            {/* spec 9 `faux-chat` and `hubspot-chat`: at most one chat, the real one first. */}
            {chat?.kind === "faux" ? <FauxChatLauncher /> : null}
            {chat?.kind === "hubspot" ? <HubSpotChatScript src={chat.scriptUrl} /> : null}
          </InquirySettingsProvider>
          <ToastHost />
          {/* spec 7: events are batched to this endpoint when it is set (docs/analytics.md). */}
          <TrackerScript endpoint={config.analyticsEndpoint()} />
          {/* Issue 16: click-to-edit overlays and refresh on edit inside the Presentation
              tool; draft mode only, so visitors load none of its scripts. */}
          {draft.isEnabled ? <VisualEditing /> : null}
        </Providers>
      </body>
    </html>
  );
}
