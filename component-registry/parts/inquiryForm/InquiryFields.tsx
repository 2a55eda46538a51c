import { ALL_CARE_TYPES, SEARCH_CARE_TYPES } from "@web/rules/careTypes";
import {
  HIDDEN_WHO_ARE_YOU_LOOKING_FOR,
  WHO_ARE_YOU_LOOKING_FOR_OPTIONS,
} from "@web/rules/inquiry/inquiry";
import { INQUIRY_LABELS, TOUR_TIME_OPTIONS } from "@web/rules/inquiry/inquiryForm";
import { maskUsPhoneInput } from "@web/rules/inquiry/phoneNumber";
import styles from "./InquiryForm.module.css";
import type { InquiryFormState } from "./useInquiryForm";

/**
 * The inquiry form's questions (spec 5, 9): who the care is for (or its hidden
 * 'Other'), name, phone with the (999) 999-9999 mask, email, and the optional tour
 * time, type of care and Medicaid questions, each with its label and error slot.
 */
export function InquiryFields({
  form,
  askTourTime,
  askTypeOfCare,
}: {
  form: InquiryFormState;
  askTourTime?: boolean | null;
  askTypeOfCare?: boolean | null;
}) {
  const { register, described, fieldError, fieldId, hiddenWho, autoFocus, askMedicaid } = form;
  const phone = register("phoneNumber");
  return (
    <div className={styles.fields}>
      {hiddenWho ? (
        <input
          type="hidden"
          {...register("whoAreYouLookingFor")}
          // In the server's HTML too, for a post without JavaScript.
          defaultValue={HIDDEN_WHO_ARE_YOU_LOOKING_FOR}
        />
      ) : (
        <div className={styles.field}>
          <label htmlFor={fieldId("whoAreYouLookingFor")} className={styles.label}>
            {INQUIRY_LABELS.whoAreYouLookingFor}
          </label>
          <select
            {...register("whoAreYouLookingFor")}
            {...described("whoAreYouLookingFor")}
            required
            autoFocus={autoFocus}
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
      )}

      <div className={styles.field}>
        <label htmlFor={fieldId("fullName")} className={styles.label}>
          {INQUIRY_LABELS.fullName}
        </label>
        <input
          {...register("fullName")}
          {...described("fullName")}
          type="text"
          autoComplete="name"
          required
          autoFocus={autoFocus && hiddenWho}
          className={styles.input}
        />
        {fieldError("fullName")}
      </div>

      <div className={styles.field}>
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

      <div className={styles.field}>
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

      {askTourTime ? (
        <div className={styles.field}>
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
      ) : null}

      {askTypeOfCare ? (
        <div className={styles.field}>
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
      ) : null}

      {askMedicaid ? (
        <div className={`${styles.field} ${styles.checkboxField}`}>
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
      ) : null}
    </div>
  );
}
