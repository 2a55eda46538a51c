import type { Metadata } from "next";
import { draftMode } from "next/headers";
import { notFound } from "next/navigation";
import { collectPageHeadings } from "@registry/headings";
import type { BlockContext, HeadingContext, PageBlock } from "@registry/types";
import { loadSiteShell } from "@web/content/load";
import { describeError, log } from "@web/lib/log";
import { isValidPreviewSecret } from "@web/content/previewSecret";
import { ChangedList, DiffView, QaFrame } from "@web/pageKinds/qa/QaDiffView";
import styles from "@web/pageKinds/qa/QaDiffView.module.css";
import {
  changedDocuments,
  diffDocument,
  diffPage,
  type DocumentDiff,
} from "@web/pageKinds/qa/pageDiff";
import { NO_SEARCH_STATE } from "@web/rules/search/searchParams";
import { DEFAULT_SITE_ID, isSiteId, SITE_IDS, SITES, type SiteId } from "@web/site/sites";

/**
 * /qa/diff?site=main&path=/about (issue 16): the published and the draft version of
 * a page (or, with `document=ID`, a template) side by side, and every document of the
 * site whose draft differs. The proxy lets only holders of the preview secret (or
 * draft mode) in (web/pageKinds/qa/access.ts) and sends it noindex and no-store.
 */
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "QA: draft against published",
  robots: { index: false, follow: false },
};

interface QaProps {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.trim() || null;

function contextFor(
  site: SiteId,
  diff: DocumentDiff,
  blocks: readonly unknown[],
  settings: BlockContext["settings"],
): BlockContext {
  const context: HeadingContext = {
    site: SITES[site],
    settings,
    document: { id: diff.id, type: diff.type },
    // Labels unknown blocks instead of hiding them; no click-to-edit outside the Studio.
    preview: true,
    studioUrl: null,
    ...NO_SEARCH_STATE,
    query: new URLSearchParams(),
    // The content compared, as it renders with every feature flag off.
    featureFlags: new Set(),
  };
  return { ...context, headings: collectPageHeadings(blocks as PageBlock[], context) };
}

export default async function QaDiffPage({ params, searchParams }: QaProps) {
  const [{ site: hostSite }, query, draft] = await Promise.all([params, searchParams, draftMode()]);
  const secret = first(query.secret);
  // The proxy checked the secret; a forged draft cookie is caught here.
  if (!draft.isEnabled && !isValidPreviewSecret(secret)) notFound();

  const requested = first(query.site) ?? hostSite;
  const site: SiteId = isSiteId(requested)
    ? requested
    : isSiteId(hostSite)
      ? hostSite
      : DEFAULT_SITE_ID;
  const rawPath = first(query.path);
  const path = rawPath ? (rawPath.startsWith("/") ? rawPath : `/${rawPath}`).toLowerCase() : null;
  const documentId = path ? null : first(query.document);

  const [shell, changed, compared] = await Promise.all([
    loadSiteShell(site),
    changedDocuments(site),
    (path ? diffPage(site, path) : documentId ? diffDocument(documentId) : Promise.resolve(null))
      .then((value) => ({ value, failed: false }))
      .catch((error: unknown) => {
        log.warn("qa-diff-unavailable", { site, path, documentId, ...describeError(error) });
        return { value: null, failed: true };
      }),
  ]);
  const diff = compared.value;
  const asked = path ?? documentId;

  return (
    <QaFrame>
      <h1 className={styles.title}>QA: draft against published</h1>
      <form method="get" action="/qa/diff" className={styles.form} aria-label="Compare a page">
        <label>
          Site
          <select name="site" defaultValue={site}>
            {SITE_IDS.map((id) => (
              <option key={id} value={id}>
                {SITES[id].brand}
              </option>
            ))}
          </select>
        </label>
        <label>
          Page path
          <input name="path" defaultValue={path ?? ""} placeholder="/about" />
        </label>
        {secret ? <input type="hidden" name="secret" value={secret} /> : null}
        <button type="submit">Compare</button>
      </form>
      {compared.failed ? (
        <p role="alert" className={styles.summary}>
          The two versions of {asked} could not be read from the content source.
        </p>
      ) : null}
      {asked && !diff && !compared.failed ? (
        <p role="alert" className={styles.summary}>
          Nothing found at {asked} on {SITES[site].brand}.
        </p>
      ) : null}
      {diff ? (
        <DiffView
          diff={diff}
          published={contextFor(
            site,
            diff,
            (diff.published?.blocks as unknown[]) ?? [],
            shell.settings,
          )}
          draft={contextFor(site, diff, (diff.draft?.blocks as unknown[]) ?? [], shell.settings)}
        />
      ) : null}
      <ChangedList site={site} documents={changed} secret={secret} current={asked} />
    </QaFrame>
  );
}
