/** @jest-environment jsdom */
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { InquiryForm } from "@registry/parts/inquiryForm/InquiryForm";
import {
  InquirySettingsProvider,
  type InquirySettings,
} from "@registry/parts/inquiryForm/InquirySettings";
import { setLogSink } from "@web/lib/log";
import { INQUIRY_MESSAGES, WHO_ARE_YOU_LOOKING_FOR_OPTIONS } from "@web/rules/inquiry/inquiry";
import { FAUX_CHAT_FORM_ID, FAUX_CHAT_INQUIRY_TYPE } from "@web/rules/inquiry/fauxChat";
import FauxChatPanel from "@web/shell/FauxChatPanel";
import { bottomBarsHeight, FauxChatLauncher } from "@web/shell/FauxChatLauncher";

jest.mock("@web/client/tracker", () => ({ track: jest.fn() }));

/**
 * spec 9 `faux-chat`: the scripted chat asks the inquiry form's questions one at a time,
 * with the form's checks and messages (spec 5), and sends what the form sends (spec 3).
 */

const SETTINGS: InquirySettings = {
  siteId: "alt",
  phone: "(866) 555-0178",
  consentText: "When you send this form, you agree that we may contact you.",
  providerInquiryButtonLabel: "Get Information",
  thankYouTitle: "Thank You for your request!",
};

let fetchMock: jest.Mock;
let restoreLog: () => void;

beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
  restoreLog = setLogSink(() => undefined);
  window.localStorage.clear();
});

afterEach(() => restoreLog());

function reply(status: number, body: unknown) {
  fetchMock.mockResolvedValueOnce({
    ok: status >= 200 && status < 300,
    status,
    json: async () => body,
  });
}

function sentBody(call = 0): Record<string, unknown> {
  const init = fetchMock.mock.calls[call][1] as RequestInit;
  return JSON.parse(String(init.body)) as Record<string, unknown>;
}

const withSettings = (children: ReactNode) => (
  <InquirySettingsProvider settings={SETTINGS}>{children}</InquirySettingsProvider>
);

function renderPanel(onClose = jest.fn()) {
  const user = userEvent.setup();
  render(withSettings(<FauxChatPanel id="chat" open onClose={onClose} />));
  return { user, onClose, log: screen.getByRole("log") };
}

type User = ReturnType<typeof userEvent.setup>;

/** Answers a text question; returns the box it was typed in. */
async function typeAnswer(user: User, label: string, text: string) {
  const box = screen.getByRole("textbox", { name: label });
  await user.clear(box);
  if (text) await user.type(box, text);
  await user.click(screen.getByRole("button", { name: "Send" }));
  return box;
}

async function answerAll(user: User) {
  await user.click(screen.getByRole("button", { name: "Parent(s)" }));
  await user.click(screen.getByRole("button", { name: "Memory care" }));
  await typeAnswer(user, "Your Full Name", "  Ada Lovelace ");
  await typeAnswer(user, "Your Phone Number", "15125550100");
  await typeAnswer(user, "Your Email", "ada@example.com");
}

describe("the faux chat's conversation", () => {
  it("asks each question in turn, answered by buttons or the text box, into a polite log", async () => {
    const { user, log } = renderPanel();
    expect(screen.getByRole("dialog", { name: "Chat with an advisor" })).toBeVisible();
    expect(log).toHaveAttribute("aria-live", "polite");
    expect(log).toHaveTextContent("Who are you looking for?");
    const who = screen.getByRole("group", { name: "Who are you looking for?" });
    expect(
      within(who)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual([...WHO_ARE_YOU_LOOKING_FOR_OPTIONS]);
    // Focus is on the control that answers.
    expect(within(who).getByRole("button", { name: "Parent(s)" })).toHaveFocus();

    await user.click(within(who).getByRole("button", { name: "Spouse" }));
    expect(within(log).getByText("Spouse", { selector: "p" })).toHaveAttribute(
      "data-from",
      "visitor",
    );
    const care = screen.getByRole("group", { name: "Type of care (optional)" });
    expect(
      within(care)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual([
      "Assisted living",
      "Memory care",
      "Independent living",
      "Nursing homes",
      "In-home care",
      "Not sure yet",
    ]);
    await user.click(within(care).getByRole("button", { name: "Not sure yet" }));
    expect(log).toHaveTextContent("What is your full name?");
    expect(screen.getByRole("textbox", { name: "Your Full Name" })).toHaveFocus();
  });

  it("checks each answer with spec 5's messages before going on", async () => {
    const { user, log } = renderPanel();
    await user.click(screen.getByRole("button", { name: "Myself" }));
    await user.click(screen.getByRole("button", { name: "Assisted living" }));

    const name = await typeAnswer(user, "Your Full Name", "   ");
    expect(await screen.findByText(INQUIRY_MESSAGES.fullName)).toBeVisible();
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription(INQUIRY_MESSAGES.fullName);
    expect(name).toHaveFocus();
    await typeAnswer(user, "Your Full Name", "Ada Lovelace");

    await typeAnswer(user, "Your Phone Number", "");
    expect(await screen.findByText(INQUIRY_MESSAGES.phoneNumberMissing)).toBeVisible();
    await typeAnswer(user, "Your Phone Number", "512555");
    expect(await screen.findByText(INQUIRY_MESSAGES.phoneNumberInvalid)).toBeVisible();
    // spec 5: the mask as the visitor types; a leading 1 of 11 digits dropped.
    const phone = screen.getByRole("textbox", { name: "Your Phone Number" });
    await user.clear(phone);
    await user.type(phone, "15125550100");
    expect(phone).toHaveValue("(512) 555-0100");
    await user.click(screen.getByRole("button", { name: "Send" }));

    await typeAnswer(user, "Your Email", "ada@example");
    expect(await screen.findByText(INQUIRY_MESSAGES.email)).toBeVisible();
    await typeAnswer(user, "Your Email", "ada@example.com");

    // The answers, in order, then the consent and the send button.
    expect(
      within(log)
        .getAllByText(/./, { selector: "p[data-from=visitor]" })
        .map((bubble) => bubble.textContent?.replace("You: ", "")),
    ).toEqual(["Myself", "Assisted living", "Ada Lovelace", "(512) 555-0100", "ada@example.com"]);
    expect(screen.getByText(SETTINGS.consentText)).toBeVisible();
    expect(screen.getByRole("button", { name: "Send my request" })).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends exactly what the inquiry form sends for the same answers", async () => {
    reply(200, { success: true, message: "ok", provider: null, leadToken: "v1.abc.def" });
    const { user } = renderPanel();
    await answerAll(user);
    await user.click(screen.getByRole("button", { name: "Send my request" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(fetchMock.mock.calls[0][0]).toBe("/api/inquiry");
    const fromChat = sentBody(0);

    // The form, with the chat's form id, type and questions, given the same answers.
    document.body.innerHTML = "";
    reply(200, { success: true, message: "ok", provider: null });
    render(
      withSettings(
        <InquiryForm
          formId={FAUX_CHAT_FORM_ID}
          ctaText="Send"
          inquiryType={FAUX_CHAT_INQUIRY_TYPE}
          askTypeOfCare
          successMessage="ok"
        />,
      ),
    );
    await user.selectOptions(screen.getByLabelText("Who are you looking for?"), "Parent(s)");
    await user.selectOptions(
      screen.getByLabelText("Type of care (optional)"),
      "memory-care-facilities",
    );
    await user.type(screen.getByLabelText("Your Full Name"), "  Ada Lovelace ");
    await user.type(screen.getByLabelText("Your Phone Number"), "15125550100");
    await user.type(screen.getByLabelText("Your Email"), "ada@example.com");
    await user.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const fromForm = sentBody(1);

    const { submissionId: chatId, ...chat } = fromChat;
    const { submissionId: formId, ...form } = fromForm;
    expect(chat).toEqual(form);
    expect(chatId).toEqual(expect.any(String));
    expect(formId).toEqual(expect.any(String));
    expect(chat).toMatchObject({
      whoAreYouLookingFor: "Parent(s)",
      typeOfCare: "memory-care-facilities",
      fullName: "Ada Lovelace",
      phoneNumber: "(512) 555-0100",
      email: "ada@example.com",
      payingWithMedicaid: null,
      formId: "faux-chat",
      inquiryType: "information",
      source: "alt",
      consentText: SETTINGS.consentText,
      careLocation: "UNKNOWN",
    });
  });

  it("thanks the visitor and links to the thank-you page's summary of the request", async () => {
    reply(200, { success: true, message: "ok", provider: null, leadToken: "v1.abc.def" });
    const { user, log } = renderPanel();
    await answerAll(user);
    await user.click(screen.getByRole("button", { name: "Send my request" }));
    const link = await screen.findByRole("link", { name: "See your request" });
    expect(link).toHaveAttribute("href", "/thank-you?phone=%28866%29+555-0178&lead=v1.abc.def");
    expect(link).toHaveFocus();
    expect(log).toHaveTextContent(
      "Thank You for your request! A Family Advisor will contact you shortly.",
    );
  });

  it("shows spec 8's message on a failure and retries with the same submission id", async () => {
    reply(500, { success: false, message: "store down" });
    reply(200, { success: true, message: "ok", provider: null });
    const { user, log } = renderPanel();
    await answerAll(user);
    await user.click(screen.getByRole("button", { name: "Send my request" }));
    await waitFor(() =>
      expect(log).toHaveTextContent(
        "Submission error. Please call (866) 555-0178 to speak with an expert.",
      ),
    );
    expect(log).not.toHaveTextContent("store down");
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await screen.findByRole("link", { name: "See your request" });
    expect(sentBody(1).submissionId).toBe(sentBody(0).submissionId);
  });

  it("asks again for a field the server refuses, with the server's message", async () => {
    reply(400, {
      success: false,
      message: "invalid",
      errors: { email: INQUIRY_MESSAGES.email },
    });
    const { user } = renderPanel();
    await answerAll(user);
    await user.click(screen.getByRole("button", { name: "Send my request" }));
    const email = await screen.findByRole("textbox", { name: "Your Email" });
    expect(email).toHaveValue("ada@example.com");
    expect(email).toHaveAccessibleDescription(INQUIRY_MESSAGES.email);
    expect(email).toHaveFocus();
  });

  it("starts over from the first question", async () => {
    const { user, log } = renderPanel();
    await answerAll(user);
    await user.click(screen.getByRole("button", { name: "Start over" }));
    expect(log).toHaveTextContent("No problem, let's start again.");
    expect(screen.getByRole("button", { name: "Parent(s)" })).toHaveFocus();
  });

  it("closes on Escape", async () => {
    const { user, onClose } = renderPanel();
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe("the faux chat's launcher", () => {
  it("opens the conversation on demand, and Escape closes it back to the launcher", async () => {
    const user = userEvent.setup();
    render(withSettings(<FauxChatLauncher />));
    // Shown once it has measured that no bar is fixed to the bottom.
    const launcher = await screen.findByRole("button", { name: "Chat with an advisor" });
    expect(launcher).toHaveAttribute("aria-haspopup", "dialog");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await user.click(launcher);
    const dialog = await screen.findByRole("dialog", { name: "Chat with an advisor" });
    await waitFor(() =>
      expect(within(dialog).getByRole("button", { name: "Parent(s)" })).toHaveFocus(),
    );
    expect(launcher).not.toBeVisible();

    await user.keyboard("{Escape}");
    expect(dialog).not.toBeVisible();
    await waitFor(() => expect(launcher).toHaveFocus());
    // Opened again, the conversation goes on where it was.
    await user.click(launcher);
    expect(screen.getByRole("dialog")).toBeVisible();
  });

  it("waits while a bar is fixed to the bottom: one floating element at a time", async () => {
    document.body.innerHTML = `<aside data-floating-cta=""></aside>`;
    const bar = document.querySelector<HTMLElement>("[data-floating-cta]")!;
    Object.defineProperty(window, "innerHeight", { value: 800, configurable: true });
    bar.getClientRects = () => [{}] as unknown as DOMRectList;
    bar.getBoundingClientRect = () => ({ top: 712, bottom: 800 }) as DOMRect;
    const { container } = render(withSettings(<FauxChatLauncher />));
    const chat = container.querySelector<HTMLElement>("[data-faux-chat]")!;
    // Measured: the bar's height is the conversation's inset, and the launcher stays hidden.
    await waitFor(() => expect(chat.style.getPropertyValue("--chat-inset")).toBe("88px"));
    expect(screen.queryByRole("button", { name: "Chat with an advisor" })).toBeNull();
    expect(within(chat).getByRole("button", { hidden: true })).toHaveAttribute("hidden");
  });

  it("measures the bars fixed to the bottom it must stay above", () => {
    document.body.innerHTML = `
      <section data-compare-bar=""></section>
      <aside data-floating-cta="" hidden></aside>`;
    const bar = document.querySelector<HTMLElement>("[data-compare-bar]")!;
    Object.defineProperty(window, "innerHeight", { value: 800, configurable: true });
    bar.getClientRects = () => [{}] as unknown as DOMRectList;
    bar.getBoundingClientRect = () => ({ top: 712, bottom: 800 }) as DOMRect;
    expect(bottomBarsHeight()).toBe(88);
    act(() => bar.remove());
    expect(bottomBarsHeight()).toBe(0);
  });
});
