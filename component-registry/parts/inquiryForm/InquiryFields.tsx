import type { ReactNode } from "react";
import { ALL_CARE_TYPES, SEARCH_CARE_TYPES } from "@web/rules/careTypes";
import {
  BUDGET_OPTIONS,
  HIDDEN_WHO_ARE_YOU_LOOKING_FOR,
  WHO_ARE_YOU_LOOKING_FOR_OPTIONS,
} from "@web/rules/inquiry/inquiry";
import {
  INQUIRY_FIELD_ORDER,
  INQUIRY_LABELS,
  TOUR_TIME_OPTIONS,
  type InquiryFieldName,
} from "@web/rules/inquiry/inquiryForm";
import { maskUsPhoneInput } from "@web/rules/inquiry/phoneNumber";
import styles from "./InquiryForm.module.css";
import type { InquiryFormState } from "./useInquiryForm";

/** How the SEM landing page's budget question is asked (flag `sem-budget-question-radio`). */
export type BudgetInput = "select" | "radio";

/**
 * The inquiry form's questions (spec 5, 9): who the care is for (or its hidden
 * 'Other'), name, phone with the (999) 999-9999 mask, email, and the optional tour
 * time, type of care, monthly budget (the SEM landing page's, as a select or as radio
 * buttons) and Medicaid questions, each with its label and error slot. `fields` picks
 * which of them render, in which order (a step of the multi-step form); a question the
 * placement does not ask never renders.
 */
export function InquiryFields({
  form,
  askTourTime,
  askTypeOfCare,
  askBudget = false,
  budgetInput = "select",
  fields = INQUIRY_FIELD_ORDER,
}: {
  form: InquiryFormState;
  askTourTime?: boolean | null;
  askTypeOfCare?: boolean | null;
  askBudget?: boolean;
  budgetInput?: BudgetInput;
  fields?: readonly InquiryFieldName[];
}) {
  const { register, described, fieldError, fieldId, hiddenWho, autoFocus, askMedicaid } = form;
  const phone = register("phoneNumber");
  // The first question that renders gets the focus in a form just opened in a modal.
  const first = fields[0];

  const question: Record<InquiryFieldName, () => ReactNode> = {
    whoAreYouLookingFor: () =>
      hiddenWho ? (
        <input
          key="whoAreYouLookingFor"
          type="hidden"
          {...register("whoAreYouLookingFor")}
          // In the server's HTML too, for a post without JavaScript.
          defaultValue={HIDDEN_WHO_ARE_YOU_LOOKING_FOR}
        />
      ) : (
        <div key="whoAreYouLookingFor" className={styles.field}>
          <label htmlFor={fieldId("whoAreYouLookingFor")} className={styles.label}>
            {INQUIRY_LABELS.whoAreYouLookingFor}
          </label>
          <select
            {...register("whoAreYouLookingFor")}
            {...described("whoAreYouLookingFor")}
            required
            autoFocus={autoFocus && first === "whoAreYouLookingFor"}
            className={styles.input}
          >
            <option value="">Select one</option>
            {WHO_ARE_YOU_LOOKING_FOR_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
          {fieldError("whoAreYouLookingFor")}
        </div>
      ),

    fullName: () => (
      <div key="fullName" className={styles.field}>
        <label htmlFor={fieldId("fullName")} className={styles.label}>
          {INQUIRY_LABELS.fullName}
        </label>
        <input
          {...register("fullName")}
          {...described("fullName")}
          type="text"
          autoComplete="name"
          required
          autoFocus={
            autoFocus && (first === "fullName" || (first === "whoAreYouLookingFor" && hiddenWho))
          }
          className={styles.input}
        />
        {fieldError("fullName")}
      </div>
    ),

    phoneNumber: () => (
      <div key="phoneNumber" className={styles.field}>
        <label htmlFor={fieldId("phoneNumber")} className={styles.label}>
          {INQUIRY_LABELS.phoneNumber}
        </label>
        <input
          {...phone}
          {...described("phoneNumber")}
          onChange={(event) => {
            // spec 5: the (999) 999-9999 mask, a leading 1 dropped from 11 digits.
            event.target.value = maskUsPhoneInput(event.target.value);
            return phone.onChange(event);
          }}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="(555) 555-5555"
          required
          className={styles.input}
        />
        {fieldError("phoneNumber")}
      </div>
    ),

    email: () => (
      <div key="email" className={styles.field}>
        <label htmlFor={fieldId("email")} className={styles.label}>
          {INQUIRY_LABELS.email}
        </label>
        <input
          {...register("email")}
          {...described("email")}
          type="email"
          autoComplete="email"
          required
          className={styles.input}
        />
        {fieldError("email")}
      </div>
    ),

    tourTime: () =>
      askTourTime ? (
        <div key="tourTime" className={styles.field}>
          <label htmlFor={fieldId("tourTime")} className={styles.label}>
            {INQUIRY_LABELS.tourTime}
          </label>
          <select {...register("tourTime")} {...described("tourTime")} className={styles.input}>
            <option value="">No preference</option>
            {TOUR_TIME_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
          {fieldError("tourTime")}
        </div>
      ) : null,

    typeOfCare: () =>
      askTypeOfCare ? (
        <div key="typeOfCare" className={styles.field}>
          <label htmlFor={fieldId("typeOfCare")} className={styles.label}>
            {INQUIRY_LABELS.typeOfCare}
          </label>
          <select {...register("typeOfCare")} {...described("typeOfCare")} className={styles.input}>
            <option value="">Not sure yet</option>
            {SEARCH_CARE_TYPES.filter((type) => type.value !== ALL_CARE_TYPES).map((type) => (
              <option key={type.value} value={type.value}>
                {type.title}
              </option>
            ))}
          </select>
          {fieldError("typeOfCare")}
        </div>
      ) : null,

    budget: () => {
      if (!askBudget) return null;
      if (budgetInput === "select") {
        return (
          <div key="budget" className={styles.field}>
            <label htmlFor={fieldId("budget")} className={styles.label}>
              {INQUIRY_LABELS.budget}
            </label>
            <select {...register("budget")} {...described("budget")} className={styles.input}>
              <option value="">Select one</option>
              {BUDGET_OPTIONS.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
            {fieldError("budget")}
          </div>
        );
      }
      // The same question as radio buttons: each answer a large target, one tap.
      const { id, ...wiring } = described("budget");
      return (
        <fieldset key="budget" className={styles.choiceField} data-budget-input="radio">
          <legend className={styles.label}>{INQUIRY_LABELS.budget}</legend>
          <div className={styles.choices}>
            {BUDGET_OPTIONS.map((option, index) => (
              <label key={option} className={styles.choice}>
                <input
                  {...register("budget")}
                  {...wiring}
                  // The first answer is the field's target (the error summary's link).
                  id={index === 0 ? id : undefined}
                  type="radio"
                  value={option}
                  className={styles.choiceInput}
                />
                <span>{option}</span>
              </label>
            ))}
          </div>
          {fieldError("budget")}
        </fieldset>
      );
    },

    payingWithMedicaid: () =>
      askMedicaid ? (
        <div key="payingWithMedicaid" className={`${styles.field} ${styles.checkboxField}`}>
          <input
            {...register("payingWithMedicaid")}
            {...described("payingWithMedicaid")}
            type="checkbox"
            className={styles.checkbox}
          />
          <label htmlFor={fieldId("payingWithMedicaid")} className={styles.checkboxLabel}>
            {INQUIRY_LABELS.payingWithMedicaid}
          </label>
        </div>
      ) : null,
  };

  return <div className={styles.fields}>{fields.map((name) => question[name]())}</div>;
}
