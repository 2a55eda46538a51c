import { PreviewSecretField } from "./PreviewSecretField";
import {
  checkSummary,
  needsCredential,
  problemLine,
  type Answer,
  type CheckReport,
} from "./siteApi";

/**
 * The report of "Check against all cities", as the dialog shows it: the verdict, the
 * problems with their cities and the skipped conditionals; while waiting, why; when the
 * site wants the editor's credentials, where to give them (`onSecret` asks again).
 */
export function CheckReportView({
  answer,
  waiting,
  onSecret,
}: {
  answer: Answer<CheckReport> | null;
  waiting?: string | null;
  onSecret?: (secret: string) => void;
}) {
  if (answer === null) {
    return (
      <div style={{ padding: "1rem" }}>
        <p>Checking every city…</p>
        {waiting ? <p>{waiting} Waiting for it…</p> : null}
      </div>
    );
  }
  if (!answer.ok) {
    return (
      <div style={{ display: "grid", gap: "0.75rem", padding: "1rem" }}>
        <p role="alert">{answer.error}</p>
        {onSecret && needsCredential(answer) ? <PreviewSecretField onSecret={onSecret} /> : null}
      </div>
    );
  }
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
