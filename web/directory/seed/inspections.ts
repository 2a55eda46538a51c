/**
 * The seed's inspection records (issue 27): Medicare's ratings and citations for every
 * provider offering nursing-home care (it gets a CCN), a state agency's citations for
 * most assisted-living and memory-care providers. Deterministic per provider: each draws
 * from its own random source (the seed and the provider's id), so adding inspections left
 * every other seeded field as it was.
 *
 * Shaped like the real files, at a smaller volume: most providers clean or with minor
 * citations (no actual harm), a few percent with actual harm (G-I), well under one
 * percent with immediate jeopardy (J-L); the health inspection rating is computed from the
 * citations with CMS's points (web/rules/inspections/severity.ts) and the overall rating
 * from the three domain ratings with CMS's rule, so ratings follow citations. A provider
 * with immediate jeopardy and Caring Stars years has its jeopardy in one of those years
 * half the time, as the newspaper found in the real "Best of" lists (issue 27).
 */
import {
  isSeriousCitation,
  severityLevel,
  severityPoints,
  type ScopeSeverityCode,
  type SeverityLevel,
} from "@web/rules/inspections/severity";
import { careCompareUrl, CMS_SOURCE } from "@web/rules/inspections/sources";
import type { Provider } from "@web/rules/model/model";
import type { InspectionCitation, ProviderInspections } from "@web/rules/model/inspections";
import { compareCitations } from "../inspectionRows";
import { US_STATES } from "../states";
import { SeededRandom } from "./random";

/** The data month of the seeded Medicare records (the month before SEED_REFERENCE_DATE). */
export const SEEDED_CMS_MONTH = "2026-10";
/** The data month of the seeded state records. */
export const SEEDED_STATE_MONTH = "2026-09";

const DAY_MS = 86_400_000;
const CMS_PROCESSING_DAY = Date.parse(`${SEEDED_CMS_MONTH}-01T00:00:00Z`);
const STATE_PROCESSING_DAY = Date.parse(`${SEEDED_STATE_MONTH}-01T00:00:00Z`);

/**
 * SSA state codes, the first two characters of a CCN. A state's nursing homes are
 * numbered from 5000 (CMS's skilled-nursing range, 5000-6499), then on with a letter.
 */
const SSA_STATE_CODES: Readonly<Record<string, string>> = {
  AL: "01", AK: "02", AZ: "03", AR: "04", CA: "05", CO: "06", CT: "07", DE: "08", DC: "09",
  FL: "10", GA: "11", HI: "12", ID: "13", IL: "14", IN: "15", IA: "16", KS: "17", KY: "18",
  LA: "19", ME: "20", MD: "21", MA: "22", MI: "23", MN: "24", MS: "25", MO: "26", MT: "27",
  NE: "28", NV: "29", NH: "30", NJ: "31", NM: "32", NY: "33", NC: "34", ND: "35", OH: "36",
  OK: "37", OR: "38", PA: "39", PR: "40", RI: "41", SC: "42", SD: "43", TN: "44", TX: "45",
  UT: "46", VT: "47", VA: "49", WA: "50", WV: "51", WI: "52", WY: "53",
}; // prettier-ignore

/** Hands out CCNs in seed order, one sequence per state. */
export class CcnSequence {
  readonly #next = new Map<string, number>();

  next(stateCode: string): string {
    const n = this.#next.get(stateCode) ?? 0;
    this.#next.set(stateCode, n + 1);
    const prefix = SSA_STATE_CODES[stateCode] ?? "99";
    if (n < 1500) return `${prefix}${5000 + n}`;
    const beyond = n - 1500;
    return `${prefix}${String.fromCharCode(65 + Math.floor(beyond / 1000))}${String(beyond % 1000).padStart(3, "0")}`;
  }
}

/** Whether a provider is a Medicare-certified nursing home in the seed (it gets a CCN). */
export function isSeededNursingHome(provider: Provider): boolean {
  return provider.careTypes.includes("nursing-homes");
}

type CitationCategory =
  | "Freedom from Abuse, Neglect, and Exploitation Deficiencies"
  | "Quality of Life and Care Deficiencies"
  | "Resident Assessment and Care Planning Deficiencies"
  | "Nursing and Physician Services Deficiencies"
  | "Resident Rights Deficiencies"
  | "Nutrition and Dietary Deficiencies"
  | "Pharmacy Service Deficiencies"
  | "Environmental Deficiencies"
  | "Administration Deficiencies"
  | "Infection Control Deficiencies";

interface FTag {
  tag: string;
  category: CitationCategory;
  description: string;
  /** How often it is cited at potential harm (D-F) and at actual harm or worse (G-L). */
  minor: number;
  serious: number;
}

/** Frequently cited F-tags with CMS's short descriptions. */
const F_TAGS: readonly FTag[] = [
  { tag: "F0550", category: "Resident Rights Deficiencies", description: "Honor the resident's right to a dignified existence, self-determination, communication, and to exercise his or her rights.", minor: 4, serious: 0 },
  { tag: "F0580", category: "Resident Rights Deficiencies", description: "Immediately tell the resident, the resident's doctor, and a family member of situations (injury/decline/room, etc.) that affect the resident.", minor: 4, serious: 5 },
  { tag: "F0584", category: "Environmental Deficiencies", description: "Provide a safe, clean, comfortable and homelike environment.", minor: 6, serious: 0 },
  { tag: "F0600", category: "Freedom from Abuse, Neglect, and Exploitation Deficiencies", description: "Protect each resident from all types of abuse such as physical, mental, sexual abuse, physical punishment, and neglect by anybody.", minor: 1, serious: 10 },
  { tag: "F0609", category: "Freedom from Abuse, Neglect, and Exploitation Deficiencies", description: "Timely report suspected abuse, neglect, or theft and report the results of the investigation to proper authorities.", minor: 3, serious: 3 },
  { tag: "F0610", category: "Freedom from Abuse, Neglect, and Exploitation Deficiencies", description: "Respond appropriately to all alleged violations.", minor: 2, serious: 4 },
  { tag: "F0641", category: "Resident Assessment and Care Planning Deficiencies", description: "Assure that each assessment is accurate.", minor: 6, serious: 0 },
  { tag: "F0656", category: "Resident Assessment and Care Planning Deficiencies", description: "Develop and implement a complete care plan that meets all the resident's needs, with timetables and actions that can be measured.", minor: 10, serious: 2 },
  { tag: "F0657", category: "Resident Assessment and Care Planning Deficiencies", description: "Develop the complete care plan within 7 days of the comprehensive assessment; and prepare, review, and revise the care plan after each assessment.", minor: 5, serious: 0 },
  { tag: "F0677", category: "Quality of Life and Care Deficiencies", description: "Provide care and assistance to perform activities of daily living for any resident who is unable.", minor: 4, serious: 2 },
  { tag: "F0684", category: "Quality of Life and Care Deficiencies", description: "Provide appropriate treatment and care according to orders, resident's preferences and goals.", minor: 8, serious: 20 },
  { tag: "F0686", category: "Quality of Life and Care Deficiencies", description: "Provide appropriate pressure ulcer care and prevent new ulcers from developing.", minor: 3, serious: 15 },
  { tag: "F0689", category: "Quality of Life and Care Deficiencies", description: "Ensure that a nursing home area is free from accident hazards and provides adequate supervision to prevent accidents.", minor: 8, serious: 30 },
  { tag: "F0690", category: "Quality of Life and Care Deficiencies", description: "Provide appropriate care for residents who are continent or incontinent of bowel/bladder, appropriate catheter care, and appropriate care to prevent urinary tract infections.", minor: 3, serious: 2 },
  { tag: "F0692", category: "Quality of Life and Care Deficiencies", description: "Provide enough food/fluids to maintain a resident's health.", minor: 2, serious: 5 },
  { tag: "F0697", category: "Quality of Life and Care Deficiencies", description: "Provide safe, appropriate pain management for a resident who requires such services.", minor: 1, serious: 3 },
  { tag: "F0725", category: "Nursing and Physician Services Deficiencies", description: "Provide enough nursing staff every day to meet the needs of every resident.", minor: 2, serious: 3 },
  { tag: "F0755", category: "Pharmacy Service Deficiencies", description: "Provide pharmaceutical services to meet the needs of each resident and employ or obtain the services of a licensed pharmacist.", minor: 2, serious: 1 },
  { tag: "F0758", category: "Pharmacy Service Deficiencies", description: "Implement gradual dose reductions and non-pharmacological interventions, unless contraindicated, prior to initiating or instead of continuing psychotropic medication.", minor: 3, serious: 0 },
  { tag: "F0760", category: "Pharmacy Service Deficiencies", description: "Ensure that residents are free from significant medication errors.", minor: 1, serious: 8 },
  { tag: "F0761", category: "Pharmacy Service Deficiencies", description: "Ensure drugs and biologicals used in the facility are labeled in accordance with currently accepted professional principles; and all drugs and biologicals must be stored in locked compartments.", minor: 7, serious: 0 },
  { tag: "F0804", category: "Nutrition and Dietary Deficiencies", description: "Ensure food and drink is palatable, attractive, and at a safe and appetizing temperature.", minor: 3, serious: 0 },
  { tag: "F0812", category: "Nutrition and Dietary Deficiencies", description: "Procure food from sources approved or considered satisfactory and store, prepare, distribute and serve food in accordance with professional standards.", minor: 12, serious: 0 },
  { tag: "F0835", category: "Administration Deficiencies", description: "Administer the facility in a manner that enables it to use its resources effectively and efficiently.", minor: 1, serious: 2 },
  { tag: "F0842", category: "Administration Deficiencies", description: "Safeguard resident-identifiable information and/or maintain medical records on each resident that are in accordance with accepted professional standards.", minor: 4, serious: 0 },
  { tag: "F0867", category: "Administration Deficiencies", description: "Set up an ongoing quality assessment and assurance group to review quality deficiencies and develop corrective plans of action.", minor: 2, serious: 1 },
  { tag: "F0880", category: "Infection Control Deficiencies", description: "Provide and implement an infection prevention and control program.", minor: 12, serious: 5 },
  { tag: "F0883", category: "Infection Control Deficiencies", description: "Develop and implement policies and procedures for flu and pneumonia vaccinations.", minor: 3, serious: 0 },
]; // prettier-ignore

const MINOR_TAGS = F_TAGS.map((t) => [t, t.minor] as const);
const SERIOUS_TAGS = F_TAGS.filter((t) => t.serious > 0).map((t) => [t, t.serious] as const);

/** Letters within a level, weighted as the real files have them (isolated far more often). */
const LEVEL_CODES: Readonly<Record<SeverityLevel, readonly (readonly [ScopeSeverityCode, number])[]>> = {
  minimal: [["A", 1], ["B", 5], ["C", 4]],
  "potential-harm": [["D", 66], ["E", 25], ["F", 9]],
  "actual-harm": [["G", 90], ["H", 8], ["I", 2]],
  "immediate-jeopardy": [["J", 70], ["K", 24], ["L", 6]],
}; // prettier-ignore

/** The worst a provider was cited for; "clean" for none at all. */
type Worst = SeverityLevel | "clean";

function drawWorst(random: SeededRandom, provider: Provider): Worst {
  // Families' reviews and inspectors agree more often than not: a lower review average
  // makes a worse record likelier (the exponent skews the draw towards 0).
  const rating = provider.averageRating ?? 3.9;
  const skew = Math.min(2, Math.max(0.6, 1 + (3.9 - rating) * 0.45));
  const u = Math.pow(random.next(), skew);
  if (u < 0.006) return "immediate-jeopardy";
  if (u < 0.045) return "actual-harm";
  if (u < 0.8) return "potential-harm";
  if (u < 0.91) return "minimal";
  return "clean";
}

function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

interface Survey {
  date: number;
  cycle: number;
  complaint: boolean;
}

/** Three standard surveys about a year apart, and now and then a complaint survey between them. */
function surveysFor(random: SeededRandom): Survey[] {
  const surveys: Survey[] = [];
  let newer = CMS_PROCESSING_DAY;
  let date = CMS_PROCESSING_DAY - random.int(20, 420) * DAY_MS;
  for (let cycle = 1; cycle <= 3; cycle++) {
    if (random.chance(0.3)) {
      surveys.push({
        date: date + random.int(1, Math.max(1, (newer - date) / DAY_MS - 1)) * DAY_MS,
        cycle,
        complaint: true,
      });
    }
    surveys.push({ date, cycle, complaint: false });
    newer = date;
    date -= random.int(300, 480) * DAY_MS;
  }
  return surveys;
}

function citation(
  random: SeededRandom,
  survey: Survey,
  code: ScopeSeverityCode,
): InspectionCitation {
  const tag = random.weighted(isSeriousCitation(code) ? SERIOUS_TAGS : MINOR_TAGS);
  const fixedAfter = survey.date + random.int(14, 60) * DAY_MS;
  const pastNonCompliance = isSeriousCitation(code) && random.chance(0.06);
  const open = !pastNonCompliance && fixedAfter >= CMS_PROCESSING_DAY;
  const correctionStatus = pastNonCompliance
    ? "Past Non-Compliance"
    : open
      ? "Deficient, Provider has plan of correction"
      : "Deficient, Provider has date of correction";
  return {
    surveyDate: isoDay(survey.date),
    standard: !survey.complaint,
    complaint: survey.complaint || random.chance(0.08),
    cycle: survey.cycle,
    tag: tag.tag,
    category: tag.category,
    description: tag.description,
    scopeSeverity: code,
    severity: severityLevel(code),
    stateClass: null,
    corrected: !open,
    correctedOn: open ? null : isoDay(pastNonCompliance ? survey.date : fixedAfter),
    correctionStatus,
  };
}

/** CMS weights a cycle's points 1/2, 1/3 and 1/6, newest first. */
const CYCLE_WEIGHTS = [0, 1 / 2, 1 / 3, 1 / 6];

/** The health inspection rating from the citations' points (thresholds fit the seed's spread). */
function healthInspectionRating(citations: readonly InspectionCitation[]): number {
  let score = 0;
  for (const c of citations) {
    if (c.scopeSeverity)
      score += severityPoints(c.scopeSeverity) * (CYCLE_WEIGHTS[c.cycle ?? 3] ?? 0);
  }
  if (score <= 2) return 5;
  if (score <= 10) return 4;
  if (score <= 16) return 3;
  if (score <= 24) return 2;
  return 1;
}

/**
 * CMS's overall rating: the health inspection rating, one star up for a staffing rating of
 * 4 or 5 above it, one down for a staffing rating of 1, one up for a quality rating of 5,
 * one down for 1; never more than one star above a health inspection rating of 1.
 */
function overallRating(health: number, staffing: number, quality: number): number {
  let overall = health;
  if (staffing >= 4 && staffing > health) overall += 1;
  if (staffing === 1) overall -= 1;
  if (quality === 5) overall += 1;
  if (quality === 1) overall -= 1;
  if (health === 1) overall = Math.min(overall, 2);
  return Math.min(5, Math.max(1, overall));
}

function domainRating(random: SeededRandom, lean: number): number {
  return Math.min(5, Math.max(1, Math.round(random.normal(lean, 1.1))));
}

function cmsInspections(
  random: SeededRandom,
  provider: Provider,
  ccn: string,
): ProviderInspections {
  const worst = drawWorst(random, provider);
  const surveys = surveysFor(random);
  const standard = surveys.filter((s) => !s.complaint);
  const citations: InspectionCitation[] = [];
  if (worst !== "clean") {
    for (const survey of standard) {
      const count = worst === "minimal" ? random.int(0, 1) : random.int(0, 6);
      const level: SeverityLevel = worst === "minimal" ? "minimal" : "potential-harm";
      for (let i = 0; i < count; i++) {
        const minorLevel: SeverityLevel =
          level === "potential-harm" && random.chance(0.08) ? "minimal" : level;
        citations.push(citation(random, survey, random.weighted(LEVEL_CODES[minorLevel])));
      }
    }
    if (worst === "minimal" && citations.length === 0) {
      citations.push(citation(random, random.pick(standard), random.weighted(LEVEL_CODES.minimal)));
    }
    if (
      worst === "potential-harm" &&
      !citations.some((c) => severityLevel(c.scopeSeverity!) === "potential-harm")
    ) {
      citations.push(
        citation(random, standard[0]!, random.weighted(LEVEL_CODES["potential-harm"])),
      );
    }
    if (worst === "actual-harm" || worst === "immediate-jeopardy") {
      // The serious citations come from one inspection, a complaint one when there is one.
      const complaints = surveys.filter((s) => s.complaint);
      let survey =
        complaints.length && random.chance(0.6) ? random.pick(complaints) : random.pick(standard);
      if (worst === "immediate-jeopardy" && provider.caringStars.length && random.chance(0.5)) {
        survey = surveyInYear(random, random.pick(provider.caringStars), standard) ?? survey;
      }
      const count = worst === "immediate-jeopardy" ? random.int(1, 3) : random.int(1, 2);
      for (let i = 0; i < count; i++) {
        citations.push(citation(random, survey, random.weighted(LEVEL_CODES[worst])));
      }
      if (worst === "immediate-jeopardy" && random.chance(0.5)) {
        citations.push(citation(random, survey, random.weighted(LEVEL_CODES["actual-harm"])));
      }
    }
  }
  citations.sort(compareCitations);
  const unrated = random.chance(0.015);
  const lean = (provider.averageRating ?? 3.6) - 0.6;
  const health = healthInspectionRating(citations);
  const staffing = domainRating(random, lean);
  const quality = domainRating(random, lean + 0.5);
  return {
    source: CMS_SOURCE,
    sourceKind: "cms",
    asOf: SEEDED_CMS_MONTH,
    ccn,
    recordUrl: careCompareUrl(ccn),
    ratings: unrated
      ? { overall: null, healthInspection: null, staffing: null, qualityMeasures: null }
      : {
          overall: overallRating(health, staffing, quality),
          healthInspection: health,
          staffing,
          qualityMeasures: quality,
        },
    citations,
  };
}

/**
 * A complaint survey on a day of `year`, when the year overlaps the three cycles (from the
 * oldest standard survey to the data month); its cycle is the one its date falls in.
 */
function surveyInYear(
  random: SeededRandom,
  year: number,
  standard: readonly Survey[],
): Survey | null {
  const oldest = standard[standard.length - 1]!.date;
  const start = Math.max(Date.parse(`${year}-01-01T00:00:00Z`), oldest);
  const end = Math.min(Date.parse(`${year + 1}-01-01T00:00:00Z`), CMS_PROCESSING_DAY) - DAY_MS;
  if (end < start) return null;
  const date = start + random.int(0, Math.floor((end - start) / DAY_MS)) * DAY_MS;
  const cycle = standard.find((s) => date >= s.date)?.cycle ?? 3;
  return { date, cycle, complaint: true };
}

/** State agencies by state; elsewhere the state's department of health. */
const STATE_AGENCIES: Readonly<Record<string, string>> = {
  CA: "California Department of Social Services",
  CO: "Colorado Department of Public Health and Environment",
  FL: "Florida Agency for Health Care Administration",
  TX: "Texas Health and Human Services Commission",
  WA: "Washington State Department of Social and Health Services",
  NY: "New York State Department of Health",
  PA: "Pennsylvania Department of Human Services",
};

/** States' citation classes, most serious first. */
const STATE_CLASSES: Readonly<Record<string, readonly string[]>> = {
  FL: ["Class I", "Class II", "Class III", "Class IV"],
  CA: ["Type A", "Type B"],
};
const DEFAULT_CLASSES = ["Class I", "Class II", "Class III"];

const STATE_FINDINGS: readonly string[] = [
  "Medication administration records were incomplete for several residents.",
  "A resident's service plan was not updated after a change in condition.",
  "Staff training records did not show required dementia-care training.",
  "Background checks were not completed before a caregiver's first shift.",
  "A fire drill was not held in the quarter required.",
  "Food in the kitchen refrigerator was stored without labels or dates.",
  "A resident's medication was given at the wrong time.",
  "Water temperature at resident sinks was above the allowed limit.",
  "The facility did not keep the required number of awake staff overnight.",
  "A resident's fall was not reported to the family and the agency in time.",
  "Resident funds held by the facility were not accounted for each month.",
  "An exit door alarm in the memory-care unit was not working.",
  "A resident's physician orders were not followed for blood-sugar checks.",
  "Cleaning chemicals were left where residents could reach them.",
  "Emergency contact information was missing from resident records.",
];

function stateInspections(random: SeededRandom, provider: Provider): ProviderInspections {
  const stateCode = provider.address.state.code;
  const classes = STATE_CLASSES[stateCode] ?? DEFAULT_CLASSES;
  const stateName = US_STATES[stateCode] ?? stateCode;
  const citations: InspectionCitation[] = [];
  const visits = random.chance(0.45) ? 0 : random.int(1, 2);
  for (let v = 0; v < visits; v++) {
    const date = STATE_PROCESSING_DAY - random.int(10, 3 * 365) * DAY_MS;
    const complaint = random.chance(0.3);
    for (let i = random.int(1, 3); i > 0; i--) {
      const rank = random.weighted(
        classes.map((_, index) => [index, index === 0 ? 1 : 4 * index] as const),
      );
      const fixedAfter = date + random.int(10, 45) * DAY_MS;
      const open = fixedAfter >= STATE_PROCESSING_DAY;
      citations.push({
        surveyDate: isoDay(date),
        standard: !complaint,
        complaint,
        cycle: null,
        tag: null,
        category: null,
        description: random.pick(STATE_FINDINGS),
        scopeSeverity: null,
        severity: null,
        stateClass: classes[rank]!,
        corrected: !open,
        correctedOn: open ? null : isoDay(fixedAfter),
        correctionStatus: open ? "Plan of correction submitted" : "Corrected",
      });
    }
  }
  citations.sort(compareCitations);
  return {
    source: STATE_AGENCIES[stateCode] ?? `${stateName} Department of Health`,
    sourceKind: "state",
    asOf: SEEDED_STATE_MONTH,
    ccn: null,
    recordUrl: null,
    ratings: null,
    citations,
  };
}

/**
 * A seeded provider's inspection record: Medicare's for a provider with a CCN, a state's
 * for most assisted-living and memory-care providers, otherwise none.
 */
export function seedInspections(
  seed: string | number,
  provider: Provider,
): ProviderInspections | null {
  const stateLicensed =
    provider.careTypes.includes("assisted-living") ||
    provider.careTypes.includes("memory-care-facilities");
  if (!provider.ccn && !stateLicensed) return null;
  const random = new SeededRandom(`${seed}/inspections/${provider.id}`);
  if (provider.ccn) return cmsInspections(random, provider, provider.ccn);
  return random.chance(0.65) ? stateInspections(random, provider) : null;
}
