/**
 * The guided search's browser storage (spec 3: guidedSearchQuestions,
 * guidedSearchValues, guidedSearchMatchingCareType, each as JSON). Session storage: the
 * answers are about someone's health, so they last as long as the visit (a visitor who
 * comes back within the session finds them again) and never outlive the tab. Storage
 * that is unavailable (private mode, blocked, full) is logged and skipped (spec 8): the
 * questionnaire still works, it only forgets.
 */
import { log } from "@web/lib/log";
import type { SearchCareType } from "@web/rules/careTypes";
import {
  GUIDED_SEARCH_QUESTIONS,
  GUIDED_SEARCH_STORAGE_KEYS as KEYS,
  parseGuidedSearchValues,
  parseMatchingCareType,
  type GuidedSearchValues,
} from "@web/rules/search/guidedSearch";

export interface StoredGuidedSearch {
  values: GuidedSearchValues;
  matchingCareType: SearchCareType | null;
}

function withStorage<T>(action: string, fallback: T, run: (storage: Storage) => T): T {
  try {
    return run(window.sessionStorage);
  } catch (error) {
    log.warn("guided-search-storage", {
      action,
      message: error instanceof Error ? error.message : String(error),
    });
    return fallback;
  }
}

/** What an earlier visit of this session answered; nothing when storage is unavailable. */
export function loadGuidedSearch(): StoredGuidedSearch {
  return withStorage("load", { values: {}, matchingCareType: null }, (storage) => ({
    values: parseGuidedSearchValues(storage.getItem(KEYS.values)),
    matchingCareType: parseMatchingCareType(storage.getItem(KEYS.matchingCareType)),
  }));
}

/** The questions shown: their text and answers, as the visitor read them. */
export function saveGuidedSearchQuestions(): void {
  withStorage("save-questions", undefined, (storage) =>
    storage.setItem(KEYS.questions, JSON.stringify(GUIDED_SEARCH_QUESTIONS)),
  );
}

/** The answers given so far. */
export function saveGuidedSearchValues(values: GuidedSearchValues): void {
  withStorage("save-values", undefined, (storage) =>
    storage.setItem(KEYS.values, JSON.stringify(values)),
  );
}

/** The care type the answers led to; null when the visitor starts over. */
export function saveMatchingCareType(careType: SearchCareType | null): void {
  withStorage("save-matching-care-type", undefined, (storage) =>
    careType === null
      ? storage.removeItem(KEYS.matchingCareType)
      : storage.setItem(KEYS.matchingCareType, JSON.stringify(careType)),
  );
}

/** Starting over: the answers and the match are forgotten (the questions stay). */
export function clearGuidedSearchAnswers(): void {
  withStorage("clear", undefined, (storage) => {
    storage.removeItem(KEYS.values);
    storage.removeItem(KEYS.matchingCareType);
  });
}
