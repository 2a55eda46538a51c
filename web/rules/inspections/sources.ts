/**
 * Where inspection records come from and how their identifiers and words read (issue 27).
 * Pure: the importer (web/directory/import/), the seed and the pages share these.
 */

/** The name the site gives Medicare's nursing-home data (the Provider Data Catalog's files). */
export const CMS_SOURCE = "Medicare Care Compare";

/**
 * A CMS Certification Number as CMS writes it: six characters, the first two the state's
 * code. Spreadsheets drop a leading zero ("15009" for "015009"), so five digits get it
 * back. Anything else is not a CCN: null.
 */
export function normalizeCcn(value: string | null | undefined): string | null {
  const text = value?.trim().toUpperCase() ?? "";
  const padded = /^\d{5}$/.test(text) ? `0${text}` : text;
  return /^[0-9]{2}[0-9A-Z]{4}$/.test(padded) ? padded : null;
}

/** Care Compare's page for a nursing home: the official record the provider page links to. */
export function careCompareUrl(ccn: string): string {
  return `https://www.medicare.gov/care-compare/details/nursing-home/${encodeURIComponent(ccn)}`;
}

/**
 * CMS's "Deficiency Corrected" values (Health Deficiencies file) and whether each means the
 * problem is corrected: a date of correction, past non-compliance (fixed before the
 * inspection) and "no revisit needed" are; a plan of correction, none, or a waiver are not.
 */
export const CMS_CORRECTION_STATUSES: Readonly<Record<string, boolean>> = {
  "Deficient, Provider has date of correction": true,
  "Past Non-Compliance": true,
  "No revisit needed": true,
  "Deficient, Provider has plan of correction": false,
  "Deficient, Provider has no plan of correction": false,
  "Waiver has been granted": false,
};

/** Whether a "Deficiency Corrected" value means corrected; null for a value CMS does not use. */
export function isCorrectedStatus(status: string): boolean | null {
  const wanted = status.trim().toLowerCase();
  for (const [known, corrected] of Object.entries(CMS_CORRECTION_STATUSES)) {
    if (known.toLowerCase() === wanted) return corrected;
  }
  return null;
}

/** "2026-10" from a date ("2026-10-01", "10/01/2026"), or null when it is no date. */
export function dataMonthOf(date: string | null): string | null {
  return date === null ? null : date.slice(0, 7);
}

/**
 * A date as CMS's files write it, as YYYY-MM-DD: the Provider Data Catalog's
 * "2026-10-01" (a time part is dropped) or the older "10/01/2026". Null for anything else,
 * and for a day that does not exist.
 */
export function isoDate(value: string | null | undefined): string | null {
  const text = value?.trim() ?? "";
  let match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][0-9:.Z+-]*)?$/.exec(text);
  let [year, month, day] = match ? [match[1], match[2], match[3]] : [];
  if (!match) {
    match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
    if (!match) return null;
    [month, day, year] = [match[1]!.padStart(2, "0"), match[2]!.padStart(2, "0"), match[3]];
  }
  const iso = `${year}-${month}-${day}`;
  const parsed = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(iso) ? iso : null;
}
