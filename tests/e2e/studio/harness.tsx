/**
 * The Studio's geo copy tools outside the Studio (which cannot open a document
 * offline): the Preview view and the check's report, mounted as the Studio mounts
 * them, for tests/e2e/studioGeoCopyBrowser.spec.ts. Bundled by the test with esbuild and
 * served on the Studio's origin, so the calls to the site are real cross-origin ones.
 * No Sanity login here: the editor gives the site's preview secret when asked.
 */
import { useState } from "react";
import { createRoot } from "react-dom/client";
import { CheckReportView } from "@studio/geoCopy/CheckReportView";
import { GeoCopyPreview } from "@studio/geoCopy/GeoCopyPreview";
import { requestCheck, type Answer, type CheckReport } from "@studio/geoCopy/siteApi";

const INITIAL = (window as unknown as { HARNESS_TEMPLATE: string }).HARNESS_TEMPLATE;

function Harness() {
  const [template, setTemplate] = useState(INITIAL);
  const [report, setReport] = useState<Answer<CheckReport> | null | undefined>(undefined);
  const [waiting, setWaiting] = useState<string | null>(null);
  // As the document action does (studio/geoCopy/checkAllCitiesAction.tsx).
  const check = () => {
    setReport(null);
    setWaiting(null);
    void requestCheck({ template, careTypes: ["assisted-living"] }, undefined, {
      onWait: setWaiting,
    }).then(setReport);
  };
  return (
    <main
      style={{
        display: "grid",
        gridTemplateColumns: "1fr 1fr",
        gap: "1.5rem",
        padding: "1rem",
        fontFamily: "system-ui, sans-serif",
      }}
    >
      <section aria-label="Editor">
        <h1 style={{ fontSize: "1.2rem" }}>Geo copy template: assisted living</h1>
        <label style={{ display: "grid", gap: "0.25rem", fontWeight: 600 }}>
          Template
          <textarea
            rows={14}
            value={template}
            onChange={(event) => setTemplate(event.target.value)}
            style={{ font: "0.85rem ui-monospace, monospace" }}
          />
        </label>
        <button
          type="button"
          style={{ marginTop: "0.75rem", padding: "0.5rem 1rem" }}
          onClick={check}
        >
          Check against all cities
        </button>
        {report !== undefined ? (
          <div role="dialog" aria-label="Check against all cities">
            <CheckReportView answer={report} waiting={waiting} onSecret={check} />
          </div>
        ) : null}
      </section>
      <section aria-label="Preview">
        <h2 style={{ fontSize: "1.1rem" }}>Preview</h2>
        <GeoCopyPreview document={{ template, careType: "assisted-living" }} />
      </section>
    </main>
  );
}

createRoot(document.getElementById("root")!).render(<Harness />);
