import { log } from "@web/lib/log";
import type { TemplateDiagnostic } from "./diagnostics";

/** One structured warning about a template (issue 4: template id, line, column, reason). */
export interface TemplateLogEntry extends TemplateDiagnostic {
  templateId: string;
}

export type TemplateLogger = (entry: TemplateLogEntry) => void;

/** spec 8: warnings carry an ISO timestamp; one line per problem through the one logger. */
export const logTemplateProblem: TemplateLogger = (entry) => {
  log.warn("geo-copy-template", { ...entry });
};
