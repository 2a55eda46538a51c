/** C0 control characters and DEL: never part of a name, a place or a message. */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/**
 * Text as typed, without control characters (each dropped, or replaced by
 * `replacement`), trimmed and capped at `max` characters; null when it is not a
 * string or nothing is left.
 */
export function cleanText(value: unknown, max: number, replacement = ""): string | null {
  if (typeof value !== "string") return null;
  const text = value.replace(CONTROL_CHARACTERS, replacement).trim();
  return text === "" ? null : text.slice(0, max);
}
