/** @jest-environment jsdom */
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import type { ReactNode } from "react";
import { InquiryDialog } from "@registry/parts/inquiryForm/InquiryDialog";
import { InquiryForm, type InquiryFormProps } from "@registry/parts/inquiryForm/InquiryForm";
import {
  InquirySettingsProvider,
  type InquirySettings,
} from "@registry/parts/inquiryForm/InquirySettings";
import { navigateTo } from "@web/client/inquiry";
import { setLogSink } from "@web/lib/log";
import {
  INQUIRY_MESSAGES,
  WHO_ARE_YOU_LOOKING_FOR_OPTIONS,
  type InquiryProviderSummary,
} from "@web/rules/inquiry/inquiry";

jest.mock("@web/client/inquiry", () => ({
  ...jest.requireActual("@web/client/inquiry"),
  navigateTo: jest.fn(),
}));
jest.mock("@web/client/tracker", () => ({ track: jest.fn() }));

const SETTINGS: InquirySettings = {
  siteId: "main",
  phone: "(855) 555-0142",
  consentText:
    "By clicking Get Costs, I agree to be contacted by ElderPath by phone, text or email, including by automated means.",
  providerInquiryButtonLabel: "Get Pricing",
  thankYouTitle: "Thank You for your request!",
};

const PROVIDER: InquiryProviderSummary = {
  id: "p-7",
  name: "Oak Meadow",
  path: "/senior-living/texas/austin/oak-meadow",
  phoneNumber: "(512) 555-0100",
  services: [
    { name: "Assisted Living", careType: "assisted-living", startingPriceCents: 325_000 },
    { name: "Memory Care", careType: "memory-care-facilities", startingPriceCents: null },
  ],
  minimumCostCents: 325_000,
  maximumCostCents: 510_000,
};

// jsdom has <dialog> but not its modal methods.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
});

let fetchMock: jest.Mock;
let restoreLog: () => void;

beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
  restoreLog = setLogSink(() => undefined);
  window.sessionStorage.clear();
  jest.mocked(navigateTo).mockClear();
});

afterEach(() => {
  restoreLog();
});

function reply(status: number, body: unknown) {
  fetchMock.mockResolvedValueOnce({
    ok: status >= 200 && status < 300,
    status,
    json: async () => body,
  });
}

function withSettings(children: ReactNode, settings: Partial<InquirySettings> = {}) {
  return (
    <InquirySettingsProvider settings={{ ...SETTINGS, ...settings }}>
      {children}
    </InquirySettingsProvider>
  );
}

function renderForm(props: Partial<InquiryFormProps> = {}, settings?: Partial<InquirySettings>) {
  const user = userEvent.setup();
  const view = render(
    withSettings(<InquiryForm formId="test-form" ctaText="Get Costs" {...props} />, settings),
  );
  return { user, ...view };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>, hiddenWho = false) {
  if (!hiddenWho) {
    await user.selectOptions(screen.getByLabelText("Who are you looking for?"), "Parent(s)");
  }
  await user.type(screen.getByLabelText("Your Full Name"), "Ada Lovelace");
  await user.type(screen.getByLabelText("Your Phone Number"), "5125550100");
  await user.type(screen.getByLabelText("Your Email"), "ada@example.com");
}

function sentBody(call = 0): Record<string, unknown> {
  const init = fetchMock.mock.calls[call][1] as RequestInit;
  return JSON.parse(String(init.body)) as Record<string, unknown>;
}

describe("the inquiry form's fields (spec 5)", () => {
  it("has the select with the spec's options and the header form's labels", () => {
    renderForm();
    const select = screen.getByLabelText("Who are you looking for?");
    const options = within(select)
      .getAllByRole("option")
      .map((option) => option.textContent);
    expect(options).toEqual(["Select one", ...WHO_ARE_YOU_LOOKING_FOR_OPTIONS]);
    expect(screen.getByLabelText("Your Full Name")).toHaveAttribute("name", "fullName");
    expect(screen.getByLabelText("Your Phone Number")).toHaveAttribute("name", "phoneNumber");
    expect(screen.getByLabelText("Your Email")).toHaveAttribute("name", "email");
    expect(screen.getByRole("button", { name: "Get Costs" })).toHaveAttribute("type", "submit");
  });

  it("is a native post to /api/inquiry with named inputs, so it works without JavaScript", () => {
    const html = renderToString(
      withSettings(
        <InquiryForm
          formId="block-1"
          ctaText="Get Costs"
          provider={{ id: "p-7", name: "Oak", path: "/x" }}
        />,
      ),
    );
    const doc = new DOMParser().parseFromString(html, "text/html");
    const form = doc.querySelector("form");
    expect(form?.getAttribute("method")).toBe("post");
    expect(form?.getAttribute("action")).toBe("/api/inquiry");
    const names = [...doc.querySelectorAll("input, select")].map((el) => el.getAttribute("name"));
    expect(names).toEqual(
      expect.arrayContaining([
        "whoAreYouLookingFor",
        "fullName",
        "phoneNumber",
        "email",
        "companyWebsite",
        "submissionId",
        "formId",
        "inquiryType",
        "providerId",
        "consentText",
      ]),
    );
    expect(doc.querySelector('input[name="consentText"]')?.getAttribute("value")).toBe(
      SETTINGS.consentText,
    );
    // Server-rendered pages are cached: the submission id is never baked into them.
    expect(doc.querySelector('input[name="submissionId"]')?.getAttribute("value")).toBe("");
  });

  it("posts 'Other' for the hidden select without JavaScript too", () => {
    const html = renderToString(
      withSettings(<InquiryForm formId="f" ctaText="Get Costs" hideWhoAreYouLookingFor />),
    );
    const doc = new DOMParser().parseFromString(html, "text/html");
    expect(doc.querySelector('input[name="whoAreYouLookingFor"]')?.getAttribute("value")).toBe(
      "Other",
    );
  });

  it("hides the select and sends 'Other' when told to", async () => {
    const { user } = renderForm({ hideWhoAreYouLookingFor: true });
    expect(screen.queryByLabelText("Who are you looking for?")).not.toBeInTheDocument();
    reply(200, { success: true, message: "ok", provider: null });
    await fillValid(user, true);
    await user.click(screen.getByRole("button", { name: "Get Costs" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sentBody().whoAreYouLookingFor).toBe("Other");
  });

  it("shows the Medicaid checkbox only for the senior-living roll-up type when asked", () => {
    const { unmount } = renderForm({ rollUpType: "senior-living", showPayingWithMedicaid: true });
    expect(screen.getByRole("checkbox", { name: "I will be paying with Medicaid" })).toBeVisible();
    unmount();
    renderForm({ rollUpType: "senior-care", showPayingWithMedicaid: true });
    expect(screen.queryByRole("checkbox")).not.toBeInTheDocument();
  });

  it("offers the optional tour time and type of care when the placement asks for them", () => {
    renderForm({ askTourTime: true, askTypeOfCare: true });
    expect(screen.getByLabelText("Preferred tour time (optional)")).toBeInTheDocument();
    expect(
      within(screen.getByLabelText("Type of care (optional)")).getByRole("option", {
        name: "Memory care",
      }),
    ).toBeInTheDocument();
  });

  it("keeps the honeypot off-screen, out of the tab order and hidden from assistive technology", () => {
    const { container } = renderForm();
    const trap = container.querySelector<HTMLInputElement>('input[name="companyWebsite"]');
    expect(trap).toHaveAttribute("tabindex", "-1");
    expect(trap).toHaveAttribute("autocomplete", "off");
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});

describe("checks on blur (spec 5)", () => {
  it("shows each required field's message when the visitor leaves it empty", async () => {
    const { user } = renderForm();
    const select = screen.getByLabelText("Who are you looking for?");
    await user.click(select);
    await user.tab();
    expect(await screen.findByText(INQUIRY_MESSAGES.whoAreYouLookingFor)).toBeInTheDocument();
    expect(select).toHaveAttribute("aria-invalid", "true");
    expect(select).toHaveAccessibleDescription(INQUIRY_MESSAGES.whoAreYouLookingFor);

    await user.tab();
    await user.tab();
    expect(await screen.findByText(INQUIRY_MESSAGES.fullName)).toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText(INQUIRY_MESSAGES.phoneNumberMissing)).toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText(INQUIRY_MESSAGES.email)).toBeInTheDocument();
  });

  it("says a short phone number is invalid and an address without a domain is not an email", async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText("Your Phone Number"), "512555");
    await user.type(screen.getByLabelText("Your Email"), "ada@example");
    await user.tab();
    expect(await screen.findByText(INQUIRY_MESSAGES.phoneNumberInvalid)).toBeInTheDocument();
    expect(await screen.findByText(INQUIRY_MESSAGES.email)).toBeInTheDocument();
  });

  it("masks the phone number as it is typed and drops a leading 1", async () => {
    const { user } = renderForm();
    const phone = screen.getByLabelText("Your Phone Number");
    await user.type(phone, "512555");
    expect(phone).toHaveValue("(512) 555");
    await user.clear(phone);
    await user.type(phone, "15125550100");
    expect(phone).toHaveValue("(512) 555-0100");
    await user.tab();
    expect(phone).not.toHaveAttribute("aria-invalid");
  });
});

describe("submitting (spec 3, 4)", () => {
  it("moves focus to the first invalid field and announces the errors", async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText("Your Full Name"), "Ada");
    await user.click(screen.getByRole("button", { name: "Get Costs" }));
    await waitFor(() => expect(screen.getByLabelText("Who are you looking for?")).toHaveFocus());
    expect(screen.getByText("Please correct 3 fields.")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the consent statement above the button and sends the exact text", async () => {
    const { user } = renderForm();
    const consent = screen.getByText(SETTINGS.consentText);
    const button = screen.getByRole("button", { name: "Get Costs" });
    expect(consent.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(button).toHaveAccessibleDescription(SETTINGS.consentText);
    reply(200, { success: true, message: "ok", provider: null });
    await fillValid(user);
    await user.click(button);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(sentBody()).toMatchObject({
      consentText: SETTINGS.consentText,
      whoAreYouLookingFor: "Parent(s)",
      fullName: "Ada Lovelace",
      phoneNumber: "(512) 555-0100",
      email: "ada@example.com",
      formId: "test-form",
      inquiryType: "costs",
      source: "main",
      payingWithMedicaid: null,
    });
  });

  it("disables the button while submitting, then replaces the form with the thank-you message", async () => {
    const { user, container } = renderForm({ successMessage: "Thanks! An advisor will call you." });
    let resolve: (value: unknown) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise((done) => (resolve = done)));
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Get Costs" }));
    const busy = await screen.findByRole("button", { name: "Sending…" });
    expect(busy).toBeDisabled();
    expect(container.querySelector("form")).toHaveAttribute("aria-busy", "true");
    await act(async () =>
      resolve({
        ok: true,
        status: 200,
        json: async () => ({ success: true, message: "ok", provider: null }),
      }),
    );
    const message = await screen.findByRole("status");
    expect(message).toHaveTextContent("Thanks! An advisor will call you.");
    expect(message).toHaveFocus();
    expect(container.querySelector("form")).toBeNull();
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it("opens the costs modal when the answer carries the provider", async () => {
    const { user } = renderForm({
      provider: { id: "p-7", name: "Oak Meadow", path: PROVIDER.path },
    });
    reply(200, { success: true, message: "ok", provider: PROVIDER });
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Get Costs" }));
    const modal = await screen.findByRole("dialog", { name: "Thank You for your request!" });
    expect(sentBody().providerId).toBe("p-7");
    expect(within(modal).getByRole("heading", { name: "Costs of Oak Meadow" })).toBeInTheDocument();
    expect(within(modal).getByText("Starting at $3,250/month")).toBeInTheDocument();
    expect(within(modal).getByText("Monthly cost range: $3,250 - $5,100")).toBeInTheDocument();
    expect(within(modal).queryByText("Memory Care")).not.toBeInTheDocument();
    await user.click(within(modal).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("says 'Pricing unavailable from this provider' when the answer has no prices (spec 8)", async () => {
    const { user } = renderForm();
    reply(200, {
      success: true,
      message: "ok",
      provider: { ...PROVIDER, services: [], minimumCostCents: null, maximumCostCents: null },
    });
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Get Costs" }));
    const modal = await screen.findByRole("dialog");
    expect(within(modal).getByText("Pricing unavailable from this provider")).toBeInTheDocument();
  });

  it("otherwise goes to the thank-you page", async () => {
    const { user } = renderForm();
    reply(200, { success: true, message: "ok", provider: null });
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Get Costs" }));
    await waitFor(() =>
      expect(navigateTo).toHaveBeenCalledWith("/thank-you?phone=%28855%29+555-0142"),
    );
  });

  it("takes the answer's summary token to the thank-you page (its 'Your request')", async () => {
    const { user } = renderForm();
    reply(200, { success: true, message: "ok", provider: null, leadToken: "v1.eyJs.c2ln" });
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Get Costs" }));
    await waitFor(() =>
      expect(navigateTo).toHaveBeenCalledWith(
        "/thank-you?phone=%28855%29+555-0142&lead=v1.eyJs.c2ln",
      ),
    );
  });

  it("shows the failure message with the site's phone, and retries with the same submission id", async () => {
    const { user } = renderForm();
    reply(500, { success: false, message: "500 - Server Error" });
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Get Costs" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Submission error. Please call (855) 555-0142 to speak with an expert.",
    );
    expect(screen.getByRole("button", { name: "Get Costs" })).toBeEnabled();

    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await user.click(screen.getByRole("button", { name: "Get Costs" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole("alert")).toHaveTextContent("Submission error.");
    expect(sentBody(1).submissionId).toBe(sentBody(0).submissionId);

    reply(200, { success: true, message: "ok", provider: null });
    await user.click(screen.getByRole("button", { name: "Get Costs" }));
    await waitFor(() => expect(navigateTo).toHaveBeenCalled());
    expect(sentBody(2).submissionId).toBe(sentBody(0).submissionId);
  });

  it("shows the server's field errors of a 400 on their fields", async () => {
    const { user } = renderForm();
    reply(400, {
      success: false,
      message: "Invalid inquiry",
      errors: { email: INQUIRY_MESSAGES.email },
    });
    await fillValid(user);
    await user.click(screen.getByRole("button", { name: "Get Costs" }));
    await waitFor(() => expect(screen.getByLabelText("Your Email")).toHaveFocus());
    expect(screen.getByLabelText("Your Email")).toHaveAccessibleDescription(INQUIRY_MESSAGES.email);
  });
});

describe("the auto-saved draft (spec 9)", () => {
  it("saves typed values, restores them after a reload, and clears them after a success", async () => {
    const first = renderForm();
    await first.user.type(screen.getByLabelText("Your Full Name"), "Ada Lovelace");
    await first.user.type(screen.getByLabelText("Your Phone Number"), "5125550100");
    expect(
      JSON.parse(window.sessionStorage.getItem("inquiry-form:test-form") ?? "{}"),
    ).toMatchObject({
      fullName: "Ada Lovelace",
      phoneNumber: "(512) 555-0100",
    });
    first.unmount();

    const second = renderForm();
    await waitFor(() =>
      expect(screen.getByLabelText("Your Full Name")).toHaveValue("Ada Lovelace"),
    );
    expect(screen.getByLabelText("Your Phone Number")).toHaveValue("(512) 555-0100");
    // Another form has its own key.
    second.unmount();
    renderForm({ formId: "other-form" });
    expect(screen.getByLabelText("Your Full Name")).toHaveValue("");
  });

  it("is cleared after a success", async () => {
    const { user } = renderForm();
    reply(200, { success: true, message: "ok", provider: null });
    await fillValid(user);
    expect(window.sessionStorage.getItem("inquiry-form:test-form")).not.toBeNull();
    await user.click(screen.getByRole("button", { name: "Get Costs" }));
    await waitFor(() => expect(navigateTo).toHaveBeenCalled());
    expect(window.sessionStorage.getItem("inquiry-form:test-form")).toBeNull();
  });
});

describe("layouts (spec 2.3)", () => {
  it.each(["vertical", "horizontal"] as const)("renders the %s form inline", (layout) => {
    const { container } = renderForm({ layout });
    expect(container.querySelector("form")).toHaveAttribute("data-layout", layout);
  });

  it.each([
    ["fullPageModal", "fullPage"],
    ["fitContentModal", "fitContent"],
  ] as const)("opens the %s form in a native modal dialog", async (layout, className) => {
    const user = userEvent.setup();
    render(
      withSettings(
        <InquiryDialog
          layout={layout}
          openerText="Get Costs"
          title="Get costs near you"
          fallbackHref="/get-costs"
          form={{ formId: "modal-form", ctaText: "Get Costs" }}
        />,
      ),
    );
    const opener = screen.getByRole("button", { name: "Get Costs" });
    expect(opener).toHaveAttribute("aria-haspopup", "dialog");
    await user.click(opener);
    const dialog = screen.getByRole("dialog", { name: "Get costs near you" });
    expect(dialog).toHaveClass(className);
    // The form loads on first open and focuses its first field.
    const select = await within(dialog).findByLabelText("Who are you looking for?");
    await waitFor(() => expect(select).toHaveFocus());
    expect(within(dialog).getByRole("button", { name: "Get Costs" })).toHaveAttribute(
      "type",
      "submit",
    );
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(dialog).not.toHaveAttribute("open");
  });

  it("is a link to the fallback page before JavaScript runs", () => {
    const html = renderToString(
      withSettings(
        <InquiryDialog
          layout="fitContentModal"
          openerText="Get Costs"
          title="Get costs"
          fallbackHref="/get-costs"
          form={{ formId: "modal-form", ctaText: "Get Costs" }}
        />,
      ),
    );
    expect(html).toContain('href="/get-costs"');
    expect(html).not.toContain("<form");
  });

  it("prerendered, opens without JavaScript through the browser's invoker commands", () => {
    const html = renderToString(
      withSettings(
        <InquiryDialog layout="fullPageModal" openerText="Get Costs" title="Get costs">
          <InquiryForm formId="modal-form" ctaText="Get Costs" />
        </InquiryDialog>,
      ),
    );
    const doc = new DOMParser().parseFromString(html, "text/html");
    const dialog = doc.querySelector("dialog");
    const opener = doc.querySelector("button[command='show-modal']");
    expect(opener?.getAttribute("commandfor")).toBe(dialog?.id);
    const form = dialog?.querySelector("form[action='/api/inquiry']");
    expect(form?.getAttribute("data-layout")).toBe("modal");
    expect(form?.getAttribute("aria-labelledby")).toBe(dialog?.getAttribute("aria-labelledby"));
  });

  it("prerendered, focuses the form's first field when opened", async () => {
    const user = userEvent.setup();
    render(
      withSettings(
        <InquiryDialog layout="fitContentModal" openerText="Get Costs" title="Get costs">
          <InquiryForm formId="modal-form" ctaText="Get Costs" />
        </InquiryDialog>,
      ),
    );
    await user.click(screen.getByRole("button", { name: "Get Costs" }));
    expect(screen.getByLabelText("Who are you looking for?")).toHaveFocus();
  });

  it("closes the modal form first, then opens the costs modal (spec 4)", async () => {
    const user = userEvent.setup();
    render(
      withSettings(
        <InquiryDialog
          layout="fitContentModal"
          openerText="Get Pricing"
          title="Get Pricing: Oak Meadow"
          form={{
            formId: "card",
            ctaText: "Get Pricing",
            provider: { id: "p-7", name: "Oak Meadow", path: PROVIDER.path },
          }}
        />,
      ),
    );
    await user.click(screen.getByRole("button", { name: "Get Pricing" }));
    const formDialog = screen.getByRole("dialog", { name: "Get Pricing: Oak Meadow" });
    await within(formDialog).findByLabelText("Your Full Name");
    reply(200, { success: true, message: "ok", provider: PROVIDER });
    await fillValid(user);
    await user.click(within(formDialog).getByRole("button", { name: "Get Pricing" }));
    const costs = await screen.findByRole("dialog", { name: "Thank You for your request!" });
    expect(formDialog).not.toHaveAttribute("open");
    expect(costs).toHaveAttribute("data-inquiry-result", "costs");
    await user.click(within(costs).getByRole("button", { name: "Close" }));
    expect(screen.getByRole("button", { name: "Get Pricing" })).toHaveFocus();
  });
});
