/** @jest-environment jsdom */
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { InquirySettingsProvider } from "@registry/parts/inquiryForm/InquirySettings";
import { BLURRED_PRICE_TEXT, UnlockablePrice } from "@registry/parts/priceUnlock/UnlockablePrice";
import { announceInquired } from "@web/client/inquiry";

jest.mock("@web/client/tracker", () => ({ track: jest.fn() }));

const PROVIDER = { id: "p-7", name: "Oak Meadow", path: "/senior-living/texas/austin/oak-meadow" };

function clearCookie() {
  document.cookie = "inquired=; max-age=0; path=/";
}

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
});
afterEach(clearCookie);

function renderPrice(priceText: string | null = "Starting at $3,250/month") {
  return render(
    <InquirySettingsProvider settings={{ siteId: "main" }}>
      <UnlockablePrice
        priceText={priceText}
        unavailableText="Pricing not available"
        provider={PROVIDER}
        rollUpType="senior-living"
      />
    </InquirySettingsProvider>,
  );
}

describe("blurred prices (spec 4/6)", () => {
  it("keeps the real price out of the page until the visitor has inquired", () => {
    const { container } = renderPrice();
    expect(container.textContent).not.toContain("3,250");
    expect(screen.getByText(BLURRED_PRICE_TEXT)).toBeInTheDocument();
    expect(container.querySelector("[data-price-locked] [aria-hidden='true']")).toHaveTextContent(
      "$0,000/month",
    );
    expect(screen.getByRole("button", { name: "Unlock Price" })).toHaveAttribute(
      "aria-haspopup",
      "dialog",
    );
  });

  it("is rendered blurred on the server, whatever the visitor's cookie (pages are cached)", () => {
    document.cookie = "inquired=1; path=/";
    const html = renderToString(
      <UnlockablePrice
        priceText="Starting at $3,250/month"
        unavailableText="Pricing not available"
        provider={PROVIDER}
      />,
    );
    expect(html).not.toContain("3,250");
    expect(html).toContain("Unlock Price");
  });

  it("opens the inquiry form about the provider from 'Unlock Price'", async () => {
    const user = userEvent.setup();
    renderPrice();
    await user.click(screen.getByRole("button", { name: "Unlock Price" }));
    const dialog = screen.getByRole("dialog", { name: "Unlock Price: Oak Meadow" });
    expect(await within(dialog).findByLabelText("Your Full Name")).toBeInTheDocument();
    expect(dialog.querySelector('input[name="providerId"]')).toHaveAttribute("value", "p-7");
    expect(dialog.querySelector('input[name="inquiryType"]')).toHaveAttribute("value", "costs");
  });

  it("shows the price once the inquired cookie is set", () => {
    const { container } = renderPrice();
    document.cookie = "inquired=1; path=/";
    act(() => announceInquired());
    expect(screen.getByText("Starting at $3,250/month")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Unlock Price" })).not.toBeInTheDocument();
    expect(container.querySelector("[data-price-locked]")).toBeNull();
  });

  it("unlocks after the costs inquiry it opened, and still shows that inquiry's costs modal", async () => {
    const user = userEvent.setup();
    global.fetch = jest.fn(async () => {
      // The server's answer sets the cookie.
      document.cookie = "inquired=1; path=/";
      return {
        ok: true,
        status: 200,
        json: async () => ({
          success: true,
          message: "ok",
          provider: {
            ...PROVIDER,
            phoneNumber: null,
            services: [
              { name: "Assisted Living", careType: "assisted-living", startingPriceCents: 325_000 },
            ],
            minimumCostCents: null,
            maximumCostCents: null,
          },
        }),
      };
    }) as unknown as typeof fetch;
    renderPrice();
    await user.click(screen.getByRole("button", { name: "Unlock Price" }));
    const dialog = screen.getByRole("dialog", { name: "Unlock Price: Oak Meadow" });
    await user.selectOptions(
      await within(dialog).findByLabelText("Who are you looking for?"),
      "Myself",
    );
    await user.type(within(dialog).getByLabelText("Your Full Name"), "Ada Lovelace");
    await user.type(within(dialog).getByLabelText("Your Phone Number"), "5125550100");
    await user.type(within(dialog).getByLabelText("Your Email"), "ada@example.com");
    await user.click(within(dialog).getByRole("button", { name: "Unlock Price" }));
    const costs = await screen.findByRole("dialog", { name: "Thank You for your request!" });
    expect(
      screen.getByText("Starting at $3,250/month", { selector: "[data-price-unlocked]" }),
    ).toBeInTheDocument();
    await user.click(within(costs).getByRole("button", { name: "Close" }));
    expect(
      screen.getByText("Starting at $3,250/month", { selector: "[data-price-unlocked]" }),
    ).toHaveFocus();
  });

  it("shows a visitor who already inquired the price straight away", () => {
    document.cookie = "inquired=1; path=/";
    renderPrice();
    expect(screen.getByText("Starting at $3,250/month")).toBeInTheDocument();
  });

  it("has nothing to unlock without a price", () => {
    renderPrice(null);
    expect(screen.getByText("Pricing not available")).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});
