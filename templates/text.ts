import { renderGeoCopy, type RenderOptions } from "./engine";
import type { TemplateDiagnostic } from "./diagnostics";

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#x27;": "'",
  "&#x60;": "`",
  "&#x3D;": "=",
};

/** The engine's HTML-escaped output as plain text (React and Next escape it again). */
export function unescapeGeoCopy(output: string): string {
  return output.replace(
    /&(?:amp|lt|gt|quot|#x27|#x60|#x3D);/g,
    (entity) => ENTITIES[entity] ?? entity,
  );
}

/**
 * A short template (a heading, a page title, a meta description) rendered as plain
 * text on one line, with the same validation, skipping and logging as geo copy.
 */
export function renderGeoText(
  id: string,
  source: string,
  context: unknown,
  options?: RenderOptions,
): { text: string; diagnostics: TemplateDiagnostic[] } {
  const { output, diagnostics } = renderGeoCopy({ id, source }, context, options);
  return { text: unescapeGeoCopy(output).replace(/\s+/g, " ").trim(), diagnostics };
}
