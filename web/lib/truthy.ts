/**
 * spec 5: "a generic truthiness reading treats true, yes, 1, on and enabled (any case) as
 * true and everything else as false". The one reading of a yes/no string the product
 * takes from outside (settings, query strings, browser storage); search parameters keep
 * their own stricter booleans (`toBoolean`: only true and false, spec 5).
 */
const TRUTHY_WORDS: readonly string[] = ["true", "yes", "1", "on", "enabled"];

/** The words an operator writes to turn a switch off; anything else is a mistake. */
const FALSY_WORDS: readonly string[] = ["false", "no", "0", "off", "disabled"];

/** spec 5: true, yes, 1, on and enabled (any case), `true` and `1` are true; all else false. */
export function isTruthy(value: unknown): boolean {
  if (value === true) return true;
  if (typeof value === "number") return value === 1;
  if (typeof value !== "string") return false;
  return TRUTHY_WORDS.includes(value.trim().toLowerCase());
}

/**
 * A switch setting: `null` when unset or blank (the caller's default applies), else the
 * truthiness reading. {@link switchProblem} names a value that is neither reading's word,
 * so a typo stops the server instead of silently meaning "off".
 */
export function switchSetting(value: string | null | undefined): boolean | null {
  if (value === null || value === undefined || value.trim() === "") return null;
  return isTruthy(value);
}

/** Why `value` is not a switch word, or null when it is one. */
export function switchProblem(value: string): string | null {
  const word = value.trim().toLowerCase();
  if (TRUTHY_WORDS.includes(word) || FALSY_WORDS.includes(word)) return null;
  return `must be on or off, not ${JSON.stringify(value)}`;
}
