/**
 * spec 3: "A US state list of 2-letter codes, including DC and PR, with a
 * name-to-code mapping."
 */
export const US_STATES = {
  AL: "Alabama",
  AK: "Alaska",
  AZ: "Arizona",
  AR: "Arkansas",
  CA: "California",
  CO: "Colorado",
  CT: "Connecticut",
  DE: "Delaware",
  DC: "District of Columbia",
  FL: "Florida",
  GA: "Georgia",
  HI: "Hawaii",
  ID: "Idaho",
  IL: "Illinois",
  IN: "Indiana",
  IA: "Iowa",
  KS: "Kansas",
  KY: "Kentucky",
  LA: "Louisiana",
  ME: "Maine",
  MD: "Maryland",
  MA: "Massachusetts",
  MI: "Michigan",
  MN: "Minnesota",
  MS: "Mississippi",
  MO: "Missouri",
  MT: "Montana",
  NE: "Nebraska",
  NV: "Nevada",
  NH: "New Hampshire",
  NJ: "New Jersey",
  NM: "New Mexico",
  NY: "New York",
  NC: "North Carolina",
  ND: "North Dakota",
  OH: "Ohio",
  OK: "Oklahoma",
  OR: "Oregon",
  PA: "Pennsylvania",
  PR: "Puerto Rico",
  RI: "Rhode Island",
  SC: "South Carolina",
  SD: "South Dakota",
  TN: "Tennessee",
  TX: "Texas",
  UT: "Utah",
  VT: "Vermont",
  VA: "Virginia",
  WA: "Washington",
  WV: "West Virginia",
  WI: "Wisconsin",
  WY: "Wyoming",
} as const;

export type UsStateCode = keyof typeof US_STATES;
export type UsStateName = (typeof US_STATES)[UsStateCode];

const CODE_BY_NAME = new Map<string, UsStateCode>(
  (Object.keys(US_STATES) as UsStateCode[]).map((code) => [normaliseName(US_STATES[code]), code]),
);

function normaliseName(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, " ");
}

export function isUsStateCode(value: string): value is UsStateCode {
  return Object.prototype.hasOwnProperty.call(US_STATES, value);
}

/** "tx" or "TX" -> "Texas"; null for anything that is not a state code. */
export function stateNameFromCode(code: string): UsStateName | null {
  const upper = code.trim().toUpperCase();
  return isUsStateCode(upper) ? US_STATES[upper] : null;
}

/** "texas", "New-York" -> "TX", "NY"; null for anything that is not a state name. */
export function stateCodeFromName(name: string): UsStateCode | null {
  return CODE_BY_NAME.get(normaliseName(name)) ?? null;
}
