"use client";

import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import {
  clearGuidedSearchAnswers,
  loadGuidedSearch,
  saveGuidedSearchQuestions,
  saveGuidedSearchValues,
  saveMatchingCareType,
  type StoredGuidedSearch,
} from "@web/client/guidedSearch";
import { useHydrated } from "@web/client/useHydrated";
import type { SearchCareType } from "@web/rules/careTypes";
import {
  firstUnanswered,
  GUIDED_SEARCH_FORM_FIELD,
  GUIDED_SEARCH_QUESTIONS as QUESTIONS,
  guidedSearchSuggestion,
  matchingCareType,
  type GuidedSearchValues,
} from "@web/rules/search/guidedSearch";
import type { SiteDefinition } from "@web/rules/sites";
import { SearchForm } from "@registry/parts/SearchForm";
import styles from "./GuidedSearch.module.css";

/** issue 24: what the questionnaire says when Next is pressed without an answer. */
export const CHOOSE_AN_ANSWER = "Please choose an answer";

export interface GuidedSearchAdvisor {
  text: string | null;
  phone: { text: string; href: string } | null;
  costs: { href: string; label: string } | null;
}

type View = { kind: "step"; index: number } | { kind: "result"; careType: SearchCareType };
/** Where the focus goes after the next render: a step's question, its first answer, the result. */
type FocusTarget = { kind: "question" | "answer"; index: number } | { kind: "result" } | null;

const LAST = QUESTIONS.length - 1;

/** The page's own address with the match as its search (or none), as a reload should find it. */
function showInAddress(careType: SearchCareType | null) {
  const { pathname, hash } = window.location;
  const query = careType ? `?care-type=${careType}` : "";
  window.history.replaceState(window.history.state, "", `${pathname}${query}${hash}`);
}

/** Where a visitor who comes back finds the questionnaire: their match, or their next question. */
function restoredView(stored: StoredGuidedSearch): View {
  const next = firstUnanswered(stored.values);
  if (next === QUESTIONS.length && stored.matchingCareType) {
    return { kind: "result", careType: matchingCareType(stored.values) };
  }
  return { kind: "step", index: Math.min(next, LAST) };
}

/**
 * The questionnaire: one question a step (a fieldset with its radios), "Step 2 of 4",
 * Back and Next, then the suggestion with the search for it. The focus moves to each new
 * step's question and to the suggestion; Next without an answer says so and puts the
 * focus on the first answer. Answers are kept in session storage as they are given and
 * restored when the visitor comes back within the session.
 *
 * Before hydration the same HTML is one GET form holding every question: with scripting
 * on, CSS shows only the first step until this script takes over; with it off, every
 * question shows and "See my match" submits them all (the proxy answers with the match).
 */
export function GuidedSearchQuiz({
  idPrefix,
  site,
  suggested,
  advisor,
}: {
  idPrefix: string;
  site: SiteDefinition;
  /** The match the page's URL names (the no-JavaScript form's answer, or a reload). */
  suggested: SearchCareType | null;
  advisor: GuidedSearchAdvisor;
}) {
  const hydrated = useHydrated();
  const [values, setValues] = useState<GuidedSearchValues>({});
  const [view, setView] = useState<View>(
    suggested ? { kind: "result", careType: suggested } : { kind: "step", index: 0 },
  );
  const [missingAnswer, setMissingAnswer] = useState(false);
  const focusTarget = useRef<FocusTarget>(null);
  const root = useRef<HTMLDivElement>(null);

  // Once hydrated, this session's answers come back (and its match, when it finished):
  // during that render, so the restored step is the first one the visitor sees.
  const [restored, setRestored] = useState(false);
  if (hydrated && !restored) {
    setRestored(true);
    const stored = loadGuidedSearch();
    setValues(stored.values);
    if (!suggested) setView(restoredView(stored));
  }

  useEffect(() => {
    saveGuidedSearchQuestions();
    if (suggested) saveMatchingCareType(suggested);
  }, [suggested]);

  // Move the focus where the last action asked, once its element is rendered.
  useEffect(() => {
    const target = focusTarget.current;
    if (!target || !root.current) return;
    focusTarget.current = null;
    const selector =
      target.kind === "result"
        ? "[data-guided-result-heading]"
        : target.kind === "question"
          ? `[data-guided-step="${target.index}"] [data-guided-question]`
          : `[data-guided-step="${target.index}"] input`;
    root.current.querySelector<HTMLElement>(selector)?.focus();
  });

  const goTo = (next: View, focus: FocusTarget) => {
    focusTarget.current = focus;
    setMissingAnswer(false);
    setView(next);
  };

  const answer = (id: string, value: string) => {
    const next = { ...values, [id]: value } as GuidedSearchValues;
    setValues(next);
    setMissingAnswer(false);
    saveGuidedSearchValues(next);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (view.kind !== "step") return;
    const question = QUESTIONS[view.index];
    if (!question || !(question.id in values)) {
      focusTarget.current = { kind: "answer", index: view.index };
      setMissingAnswer(true);
      return;
    }
    if (view.index < LAST) {
      goTo({ kind: "step", index: view.index + 1 }, { kind: "question", index: view.index + 1 });
      return;
    }
    const careType = matchingCareType(values);
    saveMatchingCareType(careType);
    showInAddress(careType);
    goTo({ kind: "result", careType }, { kind: "result" });
  };

  const changeAnswers = () => {
    saveMatchingCareType(null);
    showInAddress(null);
    goTo({ kind: "step", index: 0 }, { kind: "question", index: 0 });
  };

  const startOver = () => {
    clearGuidedSearchAnswers();
    setValues({});
    showInAddress(null);
    goTo({ kind: "step", index: 0 }, { kind: "question", index: 0 });
  };

  return (
    <div
      ref={root}
      className={styles.quiz}
      data-guided-search=""
      data-enhanced={hydrated ? "" : undefined}
    >
      {view.kind === "result" ? (
        <Suggestion
          careType={view.careType}
          idPrefix={idPrefix}
          site={site}
          advisor={advisor}
          actions={
            hydrated ? (
              <>
                <button type="button" className={styles.textButton} onClick={changeAnswers}>
                  Change my answers
                </button>
                <button type="button" className={styles.textButton} onClick={startOver}>
                  Start over
                </button>
              </>
            ) : (
              <a href="?" className={styles.textButton}>
                Start over
              </a>
            )
          }
        />
      ) : (
        <form method="get" noValidate={hydrated} onSubmit={onSubmit} className={styles.panel}>
          <input type="hidden" name={GUIDED_SEARCH_FORM_FIELD} value="1" />
          <p className={`${styles.progress} ${styles.scriptOnly}`}>
            Step {view.index + 1} of {QUESTIONS.length}
          </p>
          <ol className={`${styles.bar} ${styles.scriptOnly}`} aria-hidden="true">
            {QUESTIONS.map((question, index) => (
              <li key={question.id} data-done={index <= view.index ? "" : undefined} />
            ))}
          </ol>
          {QUESTIONS.map((question, index) => {
            const current = index === view.index;
            const hintId = `${idPrefix}-${question.id}-hint`;
            const errorId = `${idPrefix}-${question.id}-error`;
            const showError = current && missingAnswer;
            const describedBy = [
              "hint" in question ? hintId : null,
              showError ? errorId : null,
            ].filter(Boolean);
            return (
              <fieldset
                key={question.id}
                className={styles.step}
                data-guided-step={index}
                data-current={current ? "" : undefined}
                hidden={hydrated && !current}
                aria-describedby={describedBy.length > 0 ? describedBy.join(" ") : undefined}
              >
                <legend className={styles.legend}>
                  <h2 className={styles.question} tabIndex={-1} data-guided-question="">
                    {question.question}
                  </h2>
                </legend>
                {"hint" in question ? (
                  <p id={hintId} className={styles.hint}>
                    {question.hint}
                  </p>
                ) : null}
                {showError ? (
                  <p id={errorId} className={styles.error}>
                    {CHOOSE_AN_ANSWER}
                  </p>
                ) : null}
                <div className={styles.answers}>
                  {question.answers.map((option) => (
                    <label key={option.value} className={styles.answer}>
                      <input
                        type="radio"
                        name={question.id}
                        value={option.value}
                        required
                        checked={values[question.id] === option.value}
                        onChange={() => answer(question.id, option.value)}
                        className={styles.radio}
                      />
                      <span>{option.label}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
            );
          })}
          <div className={styles.nav}>
            {hydrated && view.index > 0 ? (
              <button
                type="button"
                className={styles.back}
                onClick={() =>
                  goTo(
                    { kind: "step", index: view.index - 1 },
                    { kind: "question", index: view.index - 1 },
                  )
                }
              >
                Back
              </button>
            ) : null}
            <button type="submit" className={styles.next}>
              {hydrated ? (
                view.index < LAST ? (
                  "Next"
                ) : (
                  "See my match"
                )
              ) : (
                <>
                  <span className={styles.scriptOnly}>Next</span>
                  <span className={styles.noScript}>See my match</span>
                </>
              )}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}

/** The end: the suggested care type, why, the search for it and an advisor. */
function Suggestion({
  careType,
  idPrefix,
  site,
  advisor,
  actions,
}: {
  careType: SearchCareType;
  idPrefix: string;
  site: SiteDefinition;
  advisor: GuidedSearchAdvisor;
  actions: ReactNode;
}) {
  const suggestion = guidedSearchSuggestion(careType);
  const lower = suggestion.label.toLowerCase();
  return (
    <div className={styles.panel} data-guided-result={careType}>
      <p className={styles.eyebrow}>Based on your answers</p>
      <h2 className={styles.result} tabIndex={-1} data-guided-result-heading="">
        We suggest: {suggestion.label}
      </h2>
      <p className={styles.reason}>{suggestion.reason}</p>
      <a href={suggestion.learnMorePath} className={styles.learnMore}>
        Read about {lower}
      </a>
      <div className={styles.search}>
        <h3 className={styles.searchHeading}>Find {lower} near you</h3>
        <SearchForm
          site={site}
          idPrefix={`${idPrefix}-search`}
          careType={careType}
          buttonLabel="Search"
        />
      </div>
      {advisor.costs || advisor.phone ? (
        <div className={styles.advisor}>
          {advisor.text ? <p className={styles.advisorText}>{advisor.text}</p> : null}
          <div className={styles.advisorActions}>
            {advisor.costs ? (
              <a href={advisor.costs.href} className={styles.costs}>
                {advisor.costs.label}
              </a>
            ) : null}
            {advisor.phone ? (
              <a href={advisor.phone.href} className={styles.phone}>
                Call {advisor.phone.text}
              </a>
            ) : null}
          </div>
        </div>
      ) : null}
      <div className={styles.actions}>{actions}</div>
    </div>
  );
}
