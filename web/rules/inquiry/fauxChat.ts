import { ALL_CARE_TYPES, SEARCH_CARE_TYPES } from "../careTypes";
import { WHO_ARE_YOU_LOOKING_FOR_OPTIONS } from "./inquiryConstants";
import { INQUIRY_LABELS } from "./inquiryForm";

export { FAUX_CHAT_TITLE } from "./inquiryConstants";

/**
 * The faux chat's script (spec 9 `faux-chat`): the inquiry form's questions (spec 3, 5)
 * asked one at a time, as an advisor would in a chat. Nothing here is a real chat or an
 * AI: a fixed order of questions, each answered by a button or typed, checked with the
 * inquiry's own yup schema (web/rules/inquiry/inquiry.ts), then sent to POST /api/inquiry
 * as the form sends it (web/shell/FauxChatPanel.tsx).
 */

/** The payload's formId: leads from the chat are told apart from the forms' by it. */
export const FAUX_CHAT_FORM_ID = "faux-chat";

/** A conversation with an advisor asks for information, not for one provider's costs. */
export const FAUX_CHAT_INQUIRY_TYPE = "information";

export const FAUX_CHAT_GREETING =
  "Hi! I'm a Family Advisor. I can help you find senior living and care near you, free of charge.";

export interface ChatChoice {
  label: string;
  value: string;
}

interface StepBase {
  /** What the advisor asks. */
  question: string;
  /** The field's label in the inquiry form: the name of the answer's control. */
  label: string;
}

export type FauxChatStep =
  | (StepBase & {
      kind: "choice";
      field: "whoAreYouLookingFor" | "typeOfCare";
      choices: ChatChoice[];
    })
  | (StepBase & {
      kind: "text";
      field: "fullName" | "phoneNumber" | "email";
      type: "text" | "tel" | "email";
      autoComplete: string;
      placeholder?: string;
    });

/** spec 5's options of the first question, as they are written. */
const WHO_CHOICES = WHO_ARE_YOU_LOOKING_FOR_OPTIONS.map((option) => ({
  label: option,
  value: option,
}));

/** The inquiry form's type-of-care choices; "Not sure yet" leaves it out, as there. */
const CARE_TYPE_CHOICES: ChatChoice[] = [
  ...SEARCH_CARE_TYPES.filter((type) => type.value !== ALL_CARE_TYPES).map((type) => ({
    label: type.title,
    value: type.value,
  })),
  { label: "Not sure yet", value: "" },
];

/** The questions, in the order they are asked. */
export const FAUX_CHAT_STEPS: readonly FauxChatStep[] = [
  {
    kind: "choice",
    field: "whoAreYouLookingFor",
    question: "Who are you looking for?",
    label: INQUIRY_LABELS.whoAreYouLookingFor,
    choices: WHO_CHOICES,
  },
  {
    kind: "choice",
    field: "typeOfCare",
    question: "What type of care are you looking for?",
    label: INQUIRY_LABELS.typeOfCare,
    choices: CARE_TYPE_CHOICES,
  },
  {
    kind: "text",
    field: "fullName",
    question: "What is your full name?",
    label: INQUIRY_LABELS.fullName,
    type: "text",
    autoComplete: "name",
  },
  {
    kind: "text",
    field: "phoneNumber",
    question: "What is the best phone number to reach you?",
    label: INQUIRY_LABELS.phoneNumber,
    type: "tel",
    autoComplete: "tel-national",
    placeholder: "(555) 555-5555",
  },
  {
    kind: "text",
    field: "email",
    question: "And your email address?",
    label: INQUIRY_LABELS.email,
    type: "email",
    autoComplete: "email",
  },
];

/** What the transcript shows as the visitor's answer to a step. */
export function answerText(step: FauxChatStep, value: string): string {
  if (step.kind === "choice") {
    return step.choices.find((choice) => choice.value === value)?.label ?? value;
  }
  return value;
}

export const FAUX_CHAT_CONFIRM =
  "Thank you! Please check your answers, then send your request to a Family Advisor.";
export const FAUX_CHAT_SEND = "Send my request";
export const FAUX_CHAT_SENDING = "Sending your request…";
export const FAUX_CHAT_START_OVER = "Start over";
export const FAUX_CHAT_FOLLOW_UP = "A Family Advisor will contact you shortly.";
export const FAUX_CHAT_SEE_REQUEST = "See your request";
export const FAUX_CHAT_TRY_AGAIN = "Try again";
