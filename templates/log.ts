import type { TemplateDiagnostic } from "./diagnostics";

/** One structured warning about a template (issue 4: template id, line, column, reason). */
export interface TemplateLogEntry extends TemplateDiagnostic {
  templateId: string;
}

export type TemplateLogger = (entry: TemplateLogEntry) => void;

/** spec 8: warning loggers add an ISO timestamp. One JSON line per problem. */
export const consoleTemplateLogger: TemplateLogger = (entry) => {
  console.warn(
    JSON.stringify({
      timestamp: new Date().toISOString(),
      level: "warn",
      event: "geo-copy-template",
      ...entry,
    }),
  );
};
