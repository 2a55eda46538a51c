/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { InquiryForm, type InquiryFormProps } from "@registry/parts/inquiryForm/InquiryForm";
import { InquirySettingsProvider } from "@registry/parts/inquiryForm/InquirySettings";
import { navigateTo } from "@web/client/inquiry";
import { setLogSink } from "@web/lib/log";
import { INQUIRY_MESSAGES } from "@web/rules/inquiry/inquiry";
import { inquirySteps } from "@web/rules/inquiry/inquiryForm";

/**
 * Issue 24, flag `enhanced-inquiry-form`: the SEM landing page's inquiry form in steps.
 * The same questions, checks, messages (spec 5) and payload as the one-step form, one
 * step at a time: Next checks the step, Back keeps the answers, the focus follows.
 */

jest.mock("@web/client/inquiry", () => ({
  ...jest.requireActual("@web/client/inquiry"),
  navigateTo: jest.fn(),
}));
jest.mock("@web/client/tracker", () => ({ track: jest.fn() }));

let fetchMock: jest.Mock;
let restoreLog: () => void;
beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
  restoreLog = setLogSink(() => undefined);
  window.sessionStorage.clear();
  jest.mocked(navigateTo).mockClear();
});
afterEach(() => restoreLog());

function reply(status: number, body: unknown) {
  fetchMock.mockResolvedValueOnce({
    ok: status >= 200 && status < 300,
    status,
    json: async () => body,
  });
}

const SEM: Partial<InquiryFormProps> = {
  multiStep: true,
  askBudget: true,
  budgetInput: "radio",
  askTypeOfCare: true,
  rollUpType: "senior-living",
  showPayingWithMedicaid: true,
};

function renderSteps(props: Partial<InquiryFormProps> = {}) {
  const user = userEvent.setup();
  render(
    <InquirySettingsProvider settings={{ siteId: "main", phone: "(855) 555-0142" }}>
      <InquiryForm formId="block-sem" ctaText="Get Costs" {...SEM} {...props} />
    </InquirySettingsProvider>,
  );
  return user;
}

/** A step of the form, named "Step n of 3: title" while it shows. */
function step(n: number, title: string): HTMLElement {
  const element = document.querySelector<HTMLElement>(`fieldset[data-inquiry-step="${n}"]`)!;
  if (!element.hidden) {
    expect(element).toHaveAccessibleName(`Step ${n} of 3: ${title}`);
  }
  return element;
}

describe("the multi-step inquiry form", () => {
  it("splits the questions into who, budget and contact details; steps without questions go", () => {
    const all = {
      hideWhoAreYouLookingFor: false,
      askTypeOfCare: true,
      askTourTime: true,
      askBudget: true,
      askMedicaid: true,
    };
    expect(inquirySteps(all)).toEqual([
      { title: "Who needs care", fields: ["whoAreYouLookingFor", "typeOfCare"] },
      { title: "Budget and timing", fields: ["budget", "tourTime", "payingWithMedicaid"] },
      { title: "Your contact details", fields: ["fullName", "phoneNumber", "email"] },
    ]);
    const bare = inquirySteps({
      ...all,
      hideWhoAreYouLookingFor: true,
      askTypeOfCare: false,
      askTourTime: false,
      askMedicaid: false,
    });
    expect(bare.map((s) => s.title)).toEqual(["Budget", "Your contact details"]);
  });

  it("checks each step with spec 5's messages before the next, moves the focus, keeps answers on Back, and sends one lead", async () => {
    const user = renderSteps();
    expect(screen.getByText(/^Step 1 of 3/)).toBeVisible();

    // Next on an unanswered step: its message, the focus on its field, still step 1.
    await user.click(screen.getByRole("button", { name: "Next" }));
    const who = screen.getByLabelText("Who are you looking for?");
    await waitFor(() => expect(who).toHaveFocus());
    expect(who).toHaveAccessibleDescription(INQUIRY_MESSAGES.whoAreYouLookingFor);
    expect(screen.getByRole("status")).toHaveTextContent("Please correct 1 field.");
    expect(step(1, "Who needs care")).toBeVisible();

    await user.selectOptions(who, "Spouse");
    await user.selectOptions(
      screen.getByLabelText("Type of care (optional)"),
      "memory-care-facilities",
    );
    await user.click(screen.getByRole("button", { name: "Next" }));
    const budget = step(2, "Budget");
    await waitFor(() => expect(budget).toHaveFocus());
    expect(step(1, "Who needs care")).not.toBeVisible();
    await user.click(within(budget).getByRole("radio", { name: "$5,000 to $7,000" }));

    // Back: step 1 again, as answered, focused.
    await user.click(screen.getByRole("button", { name: "Back" }));
    await waitFor(() => expect(step(1, "Who needs care")).toHaveFocus());
    expect(screen.getByLabelText("Who are you looking for?")).toHaveValue("Spouse");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(step(2, "Budget")).toHaveFocus());
    expect(screen.getByRole("radio", { name: "$5,000 to $7,000" })).toBeChecked();
    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(step(3, "Your contact details")).toHaveFocus());
    expect(screen.queryByRole("button", { name: "Next" })).not.toBeInTheDocument();

    // The last step sends, with the one-step form's checks on its fields.
    await user.click(screen.getByRole("button", { name: "Get Costs" }));
    await waitFor(() => expect(screen.getByLabelText("Your Full Name")).toHaveFocus());
    expect(screen.getByLabelText("Your Email")).toHaveAccessibleDescription(INQUIRY_MESSAGES.email);
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText("Your Full Name"), "Ada Lovelace");
    await user.type(screen.getByLabelText("Your Phone Number"), "5125550100");
    await user.type(screen.getByLabelText("Your Email"), "ada@example.com");
    reply(200, { success: true, message: "ok", provider: null, leadToken: "v1.abc.def" });
    await user.click(screen.getByRole("button", { name: "Get Costs" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/inquiry");
    expect(JSON.parse(String(init.body))).toMatchObject({
      whoAreYouLookingFor: "Spouse",
      typeOfCare: "memory-care-facilities",
      budget: "$5,000 to $7,000",
      payingWithMedicaid: false,
      fullName: "Ada Lovelace",
      phoneNumber: "(512) 555-0100",
      email: "ada@example.com",
      formId: "block-sem",
    });
    await waitFor(() =>
      expect(navigateTo).toHaveBeenCalledWith(expect.stringMatching(/^\/thank-you\?/)),
    );
  });

  it("takes a submission before the last step (Enter in a field) as Next", async () => {
    const user = renderSteps();
    const form = document.querySelector("form")!;
    fireEvent.submit(form);
    await waitFor(() => expect(screen.getByLabelText("Who are you looking for?")).toHaveFocus());
    await user.selectOptions(screen.getByLabelText("Who are you looking for?"), "Myself");
    fireEvent.submit(form);
    await waitFor(() => expect(step(2, "Budget")).toHaveFocus());
    await user.click(screen.getByRole("radio", { name: "Not sure yet" }));
    fireEvent.submit(form);
    await waitFor(() => expect(step(3, "Your contact details")).toHaveFocus());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the step of a field the server refused and puts the focus in it", async () => {
    const user = renderSteps({ budgetInput: "select" });
    await user.selectOptions(screen.getByLabelText("Who are you looking for?"), "Myself");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(step(3, "Your contact details")).toHaveFocus());
    await user.type(screen.getByLabelText("Your Full Name"), "Ada Lovelace");
    await user.type(screen.getByLabelText("Your Phone Number"), "5125550100");
    await user.type(screen.getByLabelText("Your Email"), "ada@example.com");
    reply(400, {
      success: false,
      message: "Please make a selection",
      provider: null,
      errors: { whoAreYouLookingFor: INQUIRY_MESSAGES.whoAreYouLookingFor },
    });
    await user.click(screen.getByRole("button", { name: "Get Costs" }));
    const who = screen.getByLabelText("Who are you looking for?");
    await waitFor(() => expect(who).toHaveFocus());
    expect(step(1, "Who needs care")).toBeVisible();
    expect(who).toHaveAccessibleDescription(INQUIRY_MESSAGES.whoAreYouLookingFor);
  });

  it("renders every step and the submit button in the server's HTML, the later ones hidden until JavaScript runs", () => {
    const html = renderToString(<InquiryForm formId="block-sem" ctaText="Get Costs" {...SEM} />);
    const doc = new DOMParser().parseFromString(html, "text/html");
    const steps = [...doc.querySelectorAll("fieldset[data-inquiry-step]")];
    expect(steps.map((s) => s.hasAttribute("hidden"))).toEqual([false, true, true]);
    const names = [...doc.querySelectorAll("input, select")].map((el) => el.getAttribute("name"));
    expect(names).toEqual(
      expect.arrayContaining(["whoAreYouLookingFor", "typeOfCare", "budget", "fullName", "email"]),
    );
    expect(doc.querySelector('button[type="submit"]')?.textContent).toBe("Get Costs");
  });
});
