import { useState } from "react";
import type { DocumentActionComponent } from "sanity";
import { checkSummary, problemLine, requestCheck, type Answer, type CheckReport } from "./siteApi";

/** The report of "Check against all cities", as the dialog shows it. */
export function CheckReportView({ answer }: { answer: Answer<CheckReport> | null }) {
  if (answer === null) return <p>Checking every city…</p>;
  if (!answer.ok) return <p role="alert">{answer.error}</p>;
  const report = answer.value;
  const skipped = report.conditionals.filter((item) => item.skipped > 0);
  return (
    <div style={{ display: "grid", gap: "0.75rem", padding: "1rem" }} data-geo-copy-check>
      {checkSummary(report).map((line, index) => (
        <p key={index} style={index === 0 ? { fontWeight: 600 } : undefined}>
          {line}
        </p>
      ))}
      {report.problems.length > 0 ? (
        <ul>
          {report.problems.map((problem, index) => (
            <li key={index}>{problemLine(problem)}</li>
          ))}
        </ul>
      ) : null}
      {skipped.length > 0 ? (
        <ul>
          {skipped.map((item) => (
            <li key={`${item.line}:${item.column}`}>
              {`{{#${item.helper}}}`} at line {item.line}, column {item.column}: skipped in{" "}
              {item.skipped.toLocaleString("en-US")} of {report.places.toLocaleString("en-US")} (
              {item.skippedIn.slice(0, 3).join("; ")}
              {item.skipped > 3 ? "; …" : ""})
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * The document action "Check against all cities" of geo copy templates (issue 16):
 * the site renders the template as it is now (the draft, if any) for every city of
 * the directory, as `npm run template:check` does, and the dialog sums it up.
 */
export const CheckAgainstAllCitiesAction: DocumentActionComponent = (props) => {
  const [open, setOpen] = useState(false);
  const [answer, setAnswer] = useState<Answer<CheckReport> | null>(null);
  const doc = (props.draft ?? props.published) as { template?: string; careType?: string } | null;
  const template = doc?.template ?? "";
  return {
    label: "Check against all cities",
    title: "Render this template for every city of the directory and list what goes wrong",
    disabled: !template,
    onHandle: () => {
      setOpen(true);
      setAnswer(null);
      void requestCheck({ template, careTypes: doc?.careType ? [doc.careType] : [] }).then(
        setAnswer,
      );
    },
    dialog: open
      ? {
          type: "dialog",
          header: "Check against all cities",
          onClose: () => setOpen(false),
          content: <CheckReportView answer={answer} />,
        }
      : null,
  };
};
