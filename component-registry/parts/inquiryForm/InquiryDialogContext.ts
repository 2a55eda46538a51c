"use client";

import { createContext, useContext } from "react";
import type { InquiryModalOutcome } from "./InquiryResultDialog";

/**
 * What a form inside an inquiry modal learns from it: the heading that names it, that it
 * was just opened (focus its first field), and where a provider outcome goes (spec 4:
 * the modal closes first, then the costs or thank-you modal opens).
 */
interface InquiryDialogContextValue {
  titleId: string;
  opened: boolean;
  onModalOutcome: (outcome: InquiryModalOutcome) => void;
}

export const InquiryDialogContext = createContext<InquiryDialogContextValue | null>(null);

export function useInquiryDialog(): InquiryDialogContextValue | null {
  return useContext(InquiryDialogContext);
}
