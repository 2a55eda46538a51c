import { useEffect, useRef } from "react";
import styles from "./InquiryForm.module.css";

/**
 * spec 4: the thank-you message that replaces the form after a success, focused when
 * it appears so it is read out.
 */
export function InquiryOutcome({ message }: { message: string }) {
  const messageRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    messageRef.current?.focus();
  }, []);
  return (
    <div
      ref={messageRef}
      tabIndex={-1}
      role="status"
      className={styles.successMessage}
      data-inquiry-message=""
    >
      <p>{message}</p>
    </div>
  );
}
