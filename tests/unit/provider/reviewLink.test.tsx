/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ReviewLinkForm } from "@registry/blocks/ReviewLink/ReviewLink.client";
import { REVIEW_LINK_DEFAULT_ERROR, REVIEW_LINK_MESSAGES } from "@web/rules/reviews/reviewLinks";

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => window.history.replaceState(null, "", "/"));

const answer = (status: number, body: unknown) =>
  Promise.resolve({ ok: status < 300, status, json: async () => body });

const REVIEW = {
  id: "r1",
  title: "Kind staff",
  rating: 5,
  name: "Pat",
  createdAt: "2026-03-04T10:00:00Z",
  content: "They called every week.",
  provider: { id: "p1", name: "Oak Meadow", path: "/senior-living/texas/austin/oak-meadow" },
};

describe("the review link page's form", () => {
  it("says the link is not valid without a token, and asks nothing", () => {
    render(<ReviewLinkForm purpose="provider-review" />);
    expect(screen.getByRole("alert")).toHaveTextContent(REVIEW_LINK_MESSAGES.invalid);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the review, checks the response with the shared schema, then sends it", async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, "", "/reviews/respond?token=v1.abc.def");
    fetchMock
      .mockReturnValueOnce(answer(200, { success: true, review: REVIEW }))
      .mockReturnValueOnce(answer(200, { success: true, message: REVIEW_LINK_MESSAGES.responded }));
    render(<ReviewLinkForm purpose="provider-review" />);
    expect(await screen.findByRole("heading", { name: "Kind staff" })).toBeVisible();
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/v1/dxp/reviews?token=v1.abc.def");
    await user.click(screen.getByRole("button", { name: "Send response" }));
    expect(screen.getByRole("alert")).toHaveTextContent(/Please write your response/);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await user.type(screen.getByLabelText("Your response"), "Thank you so much for this.");
    await user.click(screen.getByRole("button", { name: "Send response" }));
    expect(await screen.findByRole("status")).toHaveTextContent(REVIEW_LINK_MESSAGES.responded);
    const [url, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(url).toBe("/api/v1/dxp/reviews/response?token=v1.abc.def");
    expect(JSON.parse(String(init.body))).toEqual({ response: "Thank you so much for this." });
  });

  it("shows the server's error, or spec 8's default when there is none", async () => {
    window.history.replaceState(null, "", "/reviews/move-in?token=v1.abc.def");
    fetchMock.mockReturnValueOnce(
      answer(410, { success: false, error: REVIEW_LINK_MESSAGES.expired }),
    );
    const { unmount } = render(<ReviewLinkForm purpose="move-in" />);
    expect(await screen.findByRole("alert")).toHaveTextContent(REVIEW_LINK_MESSAGES.expired);
    unmount();
    fetchMock.mockRejectedValueOnce(new TypeError("offline"));
    render(<ReviewLinkForm purpose="move-in" />);
    expect(await screen.findByRole("alert")).toHaveTextContent(REVIEW_LINK_DEFAULT_ERROR);
  });
});
