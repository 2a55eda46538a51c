import type { Metadata } from "next";
import { draftMode } from "next/headers";
import { notFound } from "next/navigation";
import { isValidPreviewSecret } from "@web/content/previewSecret";
import { QaFrame } from "@web/pageKinds/qa/QaDiffView";
import styles from "@web/pageKinds/qa/QaDiffView.module.css";
import { appDependencies } from "@web/services/appDependencies";
import { withheldAwardWinners } from "@web/services/services";
import { AWARD_RULE_SENTENCE } from "@web/rules/awards/awardRule";
import { describeScopeSeverity, scopeSeverityCode } from "@web/rules/inspections/severity";

/**
 * /qa/awards (issue 27.4): the Caring Stars winners whose award of a year is withheld by
 * an immediate-jeopardy citation surveyed in that year, and the citation (date, tag,
 * letter). Behind the preview secret like /qa/diff (web/pageKinds/qa/access.ts).
 */
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "QA: withheld awards",
  robots: { index: false, follow: false },
};

interface QaProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.trim() || null;

export default async function QaAwardsPage({ searchParams }: QaProps) {
  const [query, draft] = await Promise.all([searchParams, draftMode()]);
  // The proxy checked the secret; a forged draft cookie is caught here.
  if (!draft.isEnabled && !isValidPreviewSecret(first(query.secret))) notFound();
  const withheld = await withheldAwardWinners(appDependencies);
  return (
    <QaFrame>
      <h1 className={styles.title}>QA: withheld awards</h1>
      <p className={styles.summary}>{AWARD_RULE_SENTENCE}</p>
      <p className={styles.summary} data-testid="withheld-count">
        {withheld.length === 1
          ? "1 award withheld."
          : `${withheld.length.toLocaleString("en-US")} awards withheld.`}
      </p>
      {withheld.length ? (
        <table className={styles.section}>
          <caption className={styles.summary}>Withheld awards, newest year first</caption>
          <thead>
            <tr>
              <th scope="col">Provider</th>
              <th scope="col">Award</th>
              <th scope="col">Year</th>
              <th scope="col">Citation surveyed</th>
              <th scope="col">Tag</th>
              <th scope="col">Scope and severity</th>
            </tr>
          </thead>
          <tbody>
            {withheld.map((w) => {
              const code = scopeSeverityCode(w.scopeSeverity);
              return (
                <tr
                  key={`${w.providerId}-${w.rollUpType}-${w.year}`}
                  data-provider-id={w.providerId}
                >
                  <td>
                    <a href={w.path}>{w.name}</a> ({w.stateCode})
                  </td>
                  <td>{w.rollUpType}</td>
                  <td>{w.year}</td>
                  <td>{w.surveyDate}</td>
                  <td>{w.tag ?? "none"}</td>
                  <td>{code ? describeScopeSeverity(code) : w.scopeSeverity}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
    </QaFrame>
  );
}
