import type { Metadata, Viewport } from "next";
import { draftMode } from "next/headers";
import type { ReactNode } from "react";
import { loadSiteShell } from "../content/load";
import { PreviewBanner } from "../components/PreviewBanner";
import { SiteFooter } from "../components/SiteFooter";
import { SiteHeader } from "../components/SiteHeader";
import { SavedProvidersProvider } from "@registry/search/saved/savedContext";
import { ToastHost } from "@registry/search/ToastHost";
import { TrackerScript } from "@registry/search/TrackerScript";
import { currentSite } from "../site/currentSite";
import { Providers } from "./providers";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const site = await currentSite();
  const shell = await loadSiteShell(site.id);
  const name = shell.settings?.name ?? site.brand;
  return {
    title: { default: name, template: `%s | ${name}` },
    description: shell.settings?.tagline ?? undefined,
    applicationName: name,
  };
}

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const site = await currentSite();
  const [shell, draft] = await Promise.all([loadSiteShell(site.id), draftMode()]);
  return (
    <html lang="en" data-site={site.id} suppressHydrationWarning>
      <body>
        <Providers site={site.id}>
          <a className="skip-link" href="#main-content">
            Skip to main content
          </a>
          {draft.isEnabled ? <PreviewBanner /> : null}
          <SavedProvidersProvider limit={shell.settings?.savedLimit ?? 30}>
            <SiteHeader site={site} shell={shell} />
            <main id="main-content" tabIndex={-1}>
              {children}
            </main>
            <SiteFooter site={site} shell={shell} />
          </SavedProvidersProvider>
          <ToastHost />
          <TrackerScript />
        </Providers>
      </body>
    </html>
  );
}
