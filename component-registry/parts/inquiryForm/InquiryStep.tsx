import type { ReactNode, Ref } from "react";
import type { InquiryStep as Step } from "@web/rules/inquiry/inquiryForm";
import styles from "./InquiryForm.module.css";

/**
 * One step of the multi-step inquiry form (issue 24, flag `enhanced-inquiry-form`): a
 * group named "Step 2 of 3: Budget", with the progress drawn beside it. Only the
 * current step shows; the form moves the focus to a step it shows (the group itself,
 * which screen readers announce by its name). Without JavaScript every step shows
 * (InquiryForm.module.css, `scripting: none`) and the progress is left out.
 */
export function InquiryStep({
  ref,
  step,
  index,
  count,
  current,
  children,
}: {
  ref?: Ref<HTMLFieldSetElement>;
  step: Step;
  index: number;
  count: number;
  current: boolean;
  children: ReactNode;
}) {
  return (
    <fieldset
      ref={ref}
      tabIndex={-1}
      className={styles.step}
      hidden={!current}
      data-inquiry-step={index + 1}
      // The legend's two lines, read as one name ("Step 2 of 3: Budget").
      aria-label={`Step ${index + 1} of ${count}: ${step.title}`}
    >
      <legend className={styles.stepLegend}>
        <span className={styles.progress}>{`Step ${index + 1} of ${count}`}</span>
        <span className={styles.stepTitle}>{step.title}</span>
      </legend>
      <span className={styles.progressBar} aria-hidden="true">
        {Array.from({ length: count }, (_, position) => (
          <span
            key={position}
            className={position <= index ? styles.progressDone : styles.progressToDo}
          />
        ))}
      </span>
      {children}
    </fieldset>
  );
}
