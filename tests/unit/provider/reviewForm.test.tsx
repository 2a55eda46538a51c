/** @jest-environment jsdom */
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ReviewForm } from "@registry/blocks/ProviderReviews/ReviewForm";
import { WriteReview } from "@registry/blocks/ProviderReviews/WriteReview.client";
import { REVIEW_MESSAGES } from "@web/rules/reviews/reviewSubmission";

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
});

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

function answer(status: number, body: unknown) {
  // jsdom has no Response: the fields the client reads.
  return Promise.resolve({ ok: status >= 200 && status < 300, status, json: async () => body });
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("radio", { name: "4 stars" }));
  await user.type(screen.getByRole("textbox", { name: "Your name" }), "Pat");
  await user.type(screen.getByRole("textbox", { name: "Title of your review" }), "Warm staff");
  await user.type(
    screen.getByRole("textbox", { name: "Your review" }),
    "The staff called us every week with news.",
  );
}

describe("the review form", () => {
  it("checks a field when it loses focus, with the shared schema's message", async () => {
    const user = userEvent.setup();
    render(<ReviewForm providerId="prov-oak" careTypes={["assisted-living"]} />);
    await user.click(screen.getByRole("textbox", { name: "Your name" }));
    await user.tab();
    expect(await screen.findByText(REVIEW_MESSAGES.name)).toBeVisible();
    expect(screen.getByRole("textbox", { name: "Your name" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
  });

  it("refuses an empty submission and sends nothing", async () => {
    const user = userEvent.setup();
    render(<ReviewForm providerId="prov-oak" careTypes={["assisted-living"]} />);
    await user.click(screen.getByRole("button", { name: "Submit review" }));
    expect(await screen.findByText(REVIEW_MESSAGES.rating)).toBeVisible();
    expect(screen.getByText(REVIEW_MESSAGES.content)).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("posts the review and says it waits for moderation", async () => {
    const user = userEvent.setup();
    fetchMock.mockReturnValue(
      answer(200, { success: true, message: REVIEW_MESSAGES.submitted, status: "pending" }),
    );
    render(
      <ReviewForm
        providerId="prov-oak"
        careTypes={["assisted-living", "memory-care-facilities"]}
      />,
    );
    await fillIn(user);
    await user.selectOptions(screen.getByRole("combobox", { name: "Type of care" }), "Memory Care");
    await user.click(screen.getByRole("button", { name: "Submit review" }));
    expect(await screen.findByRole("status")).toHaveTextContent(REVIEW_MESSAGES.submitted);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/reviews");
    expect(JSON.parse(String(init.body))).toMatchObject({
      providerId: "prov-oak",
      rating: 4,
      name: "Pat",
      title: "Warm staff",
      careType: "memory-care-facilities",
    });
  });

  it("shows the server's field messages and its failure", async () => {
    const user = userEvent.setup();
    fetchMock.mockReturnValue(
      answer(400, {
        success: false,
        message: REVIEW_MESSAGES.title,
        errors: { title: REVIEW_MESSAGES.title },
      }),
    );
    render(<ReviewForm providerId="prov-oak" careTypes={["assisted-living"]} />);
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Submit review" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(REVIEW_MESSAGES.title);
    await waitFor(() =>
      expect(screen.getByRole("textbox", { name: "Title of your review" })).toHaveFocus(),
    );
  });

  it("says so when the review cannot be sent", async () => {
    const user = userEvent.setup();
    fetchMock.mockRejectedValue(new TypeError("network down"));
    render(<ReviewForm providerId="prov-oak" careTypes={["assisted-living"]} />);
    await fillIn(user);
    await user.click(screen.getByRole("button", { name: "Submit review" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(REVIEW_MESSAGES.failed);
  });
});

describe("Write a review", () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("opens the review modal, sets #newreview, and clears it on close", async () => {
    const user = userEvent.setup();
    render(<WriteReview providerId="prov-oak" providerName="Oak Meadow" careTypes={[]} />);
    await user.click(screen.getByRole("button", { name: "Write a review" }));
    expect(screen.getByRole("dialog", { name: "Review Oak Meadow" })).toBeVisible();
    expect(window.location.hash).toBe("#newreview");
    expect(await screen.findByRole("button", { name: "Submit review" })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(window.location.hash).toBe("");
    expect(screen.getByRole("button", { name: "Write a review" })).toHaveFocus();
  });

  it("opens on a page loaded at #newreview", async () => {
    window.history.replaceState(null, "", "/#newreview");
    render(<WriteReview providerId="prov-oak" providerName="Oak Meadow" careTypes={[]} />);
    expect(await screen.findByRole("dialog", { name: "Review Oak Meadow" })).toBeVisible();
  });
});
