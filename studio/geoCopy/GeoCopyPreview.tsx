import { useEffect, useState } from "react";
import { CARE_TYPES } from "@web/rules/careTypes";
import { editorCredential } from "./editorCredential";
import { PreviewSecretField } from "./PreviewSecretField";
import {
  needsCredential,
  requestPreview,
  siteUrl,
  type Answer,
  type PreviewResult,
} from "./siteApi";

/**
 * The "Preview" view beside a geo copy template (issue 16): the template as it is
 * being typed, rendered by the site for a chosen city and care type with the
 * directory's real numbers, and its diagnostics with line and column. The site renders
 * for editors only (issue 28.1): when it asks for the editor's credentials, the view
 * asks for the site's preview secret and tries again. The Studio's own view
 * (./GeoCopyPreviewView.tsx) gives it the editor's Sanity token; this file imports
 * nothing of the Studio, so tests/e2e/studio/harness.tsx can mount it on its own.
 */

/** The care types with geo pages, from the one catalogue (spec 2.1). */
export const GEO_CARE_TYPE_OPTIONS = CARE_TYPES.filter((careType) => careType.pages === "geo").map(
  (careType) => ({ value: careType.slug, title: careType.name }),
);

const DEFAULT_PLACE = "Austin, TX";
/** Typing pauses this long before the site is asked again. */
const DEBOUNCE_MS = 400;

export interface GeoCopyDocument {
  template?: string;
  careType?: string;
}

const box = { padding: "1rem", display: "grid", gap: "0.75rem", fontSize: "0.95rem" };
const label = { display: "grid", gap: "0.25rem", fontWeight: 600 } as const;
const field = { padding: "0.4rem", font: "inherit", fontWeight: 400 } as const;

export function GeoCopyPreview({
  document,
  fetcher,
  studioToken,
}: {
  document: GeoCopyDocument;
  fetcher?: Parameters<typeof requestPreview>[1];
  /** The editor's Sanity token, for a site in hosted mode. */
  studioToken?: string;
}) {
  const [place, setPlace] = useState(DEFAULT_PLACE);
  const [careType, setCareType] = useState(document.careType ?? "assisted-living");
  const [answer, setAnswer] = useState<Answer<PreviewResult> | null>(null);
  // A secret given after a refusal asks again.
  const [attempt, setAttempt] = useState(0);
  const template = document.template ?? "";

  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      const credential = editorCredential(studioToken);
      void requestPreview({ template, careType, place }, fetcher, credential).then((next) => {
        if (current) setAnswer(next);
      });
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [template, careType, place, fetcher, studioToken, attempt]);

  return (
    <div style={box} data-geo-copy-preview>
      <label style={label}>
        City
        <input
          style={field}
          value={place}
          onChange={(event) => setPlace(event.target.value)}
          placeholder="Austin, TX"
        />
      </label>
      <label style={label}>
        Care type
        <select
          style={field}
          value={careType}
          onChange={(event) => setCareType(event.target.value)}
        >
          {GEO_CARE_TYPE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.title}
            </option>
          ))}
        </select>
      </label>
      {answer === null ? <p>Rendering…</p> : null}
      {answer && !answer.ok ? <p role="alert">{answer.error}</p> : null}
      {needsCredential(answer) ? (
        <PreviewSecretField onSecret={() => setAttempt((count) => count + 1)} />
      ) : null}
      {answer && answer.ok ? (
        <>
          <p>
            On{" "}
            <a href={`${siteUrl()}${answer.value.path}`} target="_blank" rel="noreferrer">
              {answer.value.path}
            </a>{" "}
            ({answer.value.place}):
          </p>
          <blockquote
            style={{ margin: 0, padding: "0.75rem", background: "rgba(127,127,127,0.1)" }}
          >
            {answer.value.text
              .split(/\n\s*\n/)
              .filter((part) => part.trim())
              .map((part, index) => (
                <p key={index}>{part}</p>
              ))}
          </blockquote>
          {answer.value.diagnostics.length === 0 ? (
            <p>No problems.</p>
          ) : (
            <div>
              <p style={{ fontWeight: 600 }}>
                Visitors do not see{" "}
                {answer.value.diagnostics.length === 1
                  ? "one part"
                  : `${answer.value.diagnostics.length} parts`}
                :
              </p>
              <ul data-geo-copy-diagnostics>
                {answer.value.diagnostics.map((item, index) => (
                  <li key={index}>
                    Line {item.line}, column {item.column}: {item.reason}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </>
      ) : null}
    </div>
  );
}
