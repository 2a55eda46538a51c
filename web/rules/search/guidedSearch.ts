/**
 * Issue 24 "Guided search": the "Which care is right for you?" questionnaire (spec 3:
 * "Guided-search values kept in browser storage: guidedSearchQuestions,
 * guidedSearchValues, guidedSearchMatchingCareType"). Four plain questions, one rule
 * from the answers to one of the search's care types (spec 2.1), and the search that
 * the questionnaire ends on. The block (component-registry/blocks/GuidedSearch/) asks
 * the questions, web/client/guidedSearch.ts keeps them in session storage, and the
 * proxy reads the no-JavaScript form (`guidedSearchFormTarget`).
 */
import {
  careTypeLabel,
  careTypeOf,
  careTypePath,
  findCareType,
  type SearchCareType,
} from "../careTypes";

/** spec 3: the browser-storage keys, exactly as the spec names them. */
export const GUIDED_SEARCH_STORAGE_KEYS = {
  /** The questions shown, as {@link GuidedSearchQuestion}s. */
  questions: "guidedSearchQuestions",
  /** The answers given so far, as {@link GuidedSearchValues}. */
  values: "guidedSearchValues",
  /** The care type the answers lead to, a search care-type slug. */
  matchingCareType: "guidedSearchMatchingCareType",
} as const;

export interface GuidedSearchAnswer {
  value: string;
  label: string;
}

export interface GuidedSearchQuestion {
  /** The answer's key in the values and the no-JavaScript form's field name. */
  id: string;
  question: string;
  /** A plain-language example under the question, when the question needs one. */
  hint?: string;
  answers: readonly GuidedSearchAnswer[];
}

/** The questions, in the order they are asked. */
export const GUIDED_SEARCH_QUESTIONS = [
  {
    id: "living",
    question: "Where would the person who needs care like to live?",
    answers: [
      { value: "home", label: "At home, with help coming to them" },
      { value: "community", label: "In a community, with people their own age" },
      { value: "unsure", label: "Not sure yet" },
    ],
  },
  {
    id: "dailyHelp",
    question: "How much help do they need with everyday tasks?",
    hint: "Such as bathing, dressing, getting around or taking medication.",
    answers: [
      { value: "none", label: "None: they manage on their own" },
      { value: "some", label: "Some help with a few tasks" },
      { value: "most", label: "Help with most tasks" },
    ],
  },
  {
    id: "memory",
    question: "Do they have memory loss?",
    hint: "Such as a diagnosis of dementia or Alzheimer's, or wandering and getting lost.",
    answers: [
      { value: "none", label: "No memory concerns" },
      { value: "mild", label: "Some forgetfulness, but they are safe on their own" },
      { value: "dementia", label: "Dementia or Alzheimer's, or they wander or get lost" },
    ],
  },
  {
    id: "medical",
    question: "Do they need nursing care around the clock?",
    hint: "Care from licensed nurses 24 hours a day, for a medical condition or recovery after a hospital stay.",
    answers: [
      { value: "no", label: "No" },
      { value: "yes", label: "Yes, 24-hour skilled nursing" },
    ],
  },
] as const satisfies readonly GuidedSearchQuestion[];

export type GuidedSearchQuestionId = (typeof GUIDED_SEARCH_QUESTIONS)[number]["id"];

/** The answers given, by question; a question not answered yet has no entry. */
export type GuidedSearchValues = { [Id in GuidedSearchQuestionId]?: AnswerOf<Id> };

type AnswerOf<Id extends GuidedSearchQuestionId> = Extract<
  (typeof GUIDED_SEARCH_QUESTIONS)[number],
  { id: Id }
>["answers"][number]["value"];

/** What the "why" sentence of each suggestion says (one sentence, plain words). */
const REASONS: Record<SearchCareType, string> = {
  "nursing-homes":
    "Nursing homes have licensed nurses on hand around the clock, for medical care and recovery that other settings can't provide.",
  "memory-care-facilities":
    "Memory care offers a secure home, staff trained in memory loss and a calm daily routine for people living with dementia or Alzheimer's.",
  "in-home-care":
    "In-home care brings trained caregivers to the home for help with daily tasks and company, so your loved one can stay where they're comfortable.",
  "assisted-living":
    "Assisted living gives daily help with bathing, dressing and medication, with meals, activities and staff on hand day and night.",
  "independent-living":
    "Independent living suits people who manage daily life on their own and want a home without upkeep, with meals, activities and neighbors close by.",
};

/**
 * The care type the answers lead to; the first rule that holds wins, from the most care
 * to the least, so a need is never matched with a setting that cannot meet it:
 *
 * 1. 24-hour skilled nursing -> nursing homes;
 * 2. dementia, Alzheimer's or wandering -> memory care;
 * 3. staying at home -> in-home care;
 * 4. help with daily tasks, or some forgetfulness -> assisted living;
 * 5. otherwise (no help needed, moving or not sure) -> independent living.
 *
 * A question not answered counts as its lightest answer.
 */
export function matchingCareType(values: GuidedSearchValues): SearchCareType {
  if (values.medical === "yes") return "nursing-homes";
  if (values.memory === "dementia") return "memory-care-facilities";
  if (values.living === "home") return "in-home-care";
  if (values.dailyHelp === "some" || values.dailyHelp === "most" || values.memory === "mild") {
    return "assisted-living";
  }
  return "independent-living";
}

/** The end of the questionnaire for a care type: its name, why, and its page. */
export interface GuidedSearchSuggestion {
  careType: SearchCareType;
  /** "Memory care": the name as the search form's select writes it. */
  label: string;
  reason: string;
  /** The care type's own page (spec 2.1), to read about it. */
  learnMorePath: string;
}

export function guidedSearchSuggestion(careType: SearchCareType): GuidedSearchSuggestion {
  const entry = careTypeOf(careType);
  return {
    careType,
    label: careTypeLabel(entry),
    reason: REASONS[careType],
    learnMorePath: careTypePath(entry),
  };
}

/** A care type the questionnaire can end on: one of the search's own (spec 2.1). */
export function isGuidedSearchCareType(value: unknown): value is SearchCareType {
  if (typeof value !== "string") return false;
  const careType = findCareType(value);
  return careType?.slug === value && careType.searchable;
}

/** The answers of `input` that answer one of the questions; anything else is dropped. */
export function guidedSearchValuesOf(input: (id: string) => unknown): GuidedSearchValues {
  const values: Record<string, string> = {};
  for (const question of GUIDED_SEARCH_QUESTIONS) {
    const value = input(question.id);
    if (question.answers.some((answer) => answer.value === value)) {
      values[question.id] = value as string;
    }
  }
  return values as GuidedSearchValues;
}

/** The index of the first question without an answer; the question count when all have one. */
export function firstUnanswered(values: GuidedSearchValues): number {
  const index = GUIDED_SEARCH_QUESTIONS.findIndex((question) => !(question.id in values));
  return index === -1 ? GUIDED_SEARCH_QUESTIONS.length : index;
}

/** Stored answers (JSON), read defensively: a tampered or old value keeps only what fits. */
export function parseGuidedSearchValues(text: string | null): GuidedSearchValues {
  const parsed = parseJson(text);
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return {};
  const record = parsed as Record<string, unknown>;
  return guidedSearchValuesOf((id) => record[id]);
}

/** A stored matching care type (JSON); null when it is not one the questionnaire ends on. */
export function parseMatchingCareType(text: string | null): SearchCareType | null {
  const parsed = parseJson(text);
  return isGuidedSearchCareType(parsed) ? parsed : null;
}

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * The no-JavaScript form's marker field: a GET of the questionnaire's page carrying it is
 * a submission of all four answers at once, which the proxy answers with a redirect.
 */
export const GUIDED_SEARCH_FORM_FIELD = "guided-search";

/**
 * Where the no-JavaScript form (GET `{page}?guided-search=1&living=home&...`) leads: the
 * same page with the matching care type as its search's `care-type` (spec 2.1), which the
 * block shows as the suggestion and which the page cache keeps, one page per care type.
 * Null when the URL is not such a submission.
 */
export function guidedSearchFormTarget(pathname: string, query: URLSearchParams): string | null {
  if (!query.has(GUIDED_SEARCH_FORM_FIELD)) return null;
  const values = guidedSearchValuesOf((id) => query.get(id));
  return `${pathname}?care-type=${matchingCareType(values)}`;
}
