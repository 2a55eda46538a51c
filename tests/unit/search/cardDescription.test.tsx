/** @jest-environment jsdom */
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CardDescription } from "@registry/parts/card/CardDescription";
import { setLogSink, type LogEntry } from "@web/lib/log";

/**
 * A server-rendered card sends only its description's preview (issue 15): the whole
 * text loads from GET /api/v2/location/{id}?fields=description on the first READ MORE.
 */

const LONG = `<p>${"Sunny rooms and a garden club. ".repeat(10)}</p><p>Second paragraph.</p>`;
const SUMMARY = { preview: "Sunny rooms and a garden club. Sunny rooms…", collapsible: true };

let fetchMock: jest.Mock;
let entries: LogEntry[];
let restoreSink: () => void;

const answer = (status: number, body: unknown) =>
  Promise.resolve({ ok: status >= 200 && status < 300, status, json: async () => body });

beforeEach(() => {
  fetchMock = jest.fn();
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  entries = [];
  restoreSink = setLogSink((entry) => entries.push(entry));
});

afterEach(() => {
  delete (globalThis as { fetch?: unknown }).fetch;
  restoreSink();
});

function renderSummary() {
  render(<CardDescription summary={SUMMARY} providerId="p 1" />);
  return () => document.querySelector("[data-description]")!;
}

describe("CardDescription with a summary", () => {
  it("shows the preview and asks for nothing until READ MORE", () => {
    const description = renderSummary();
    expect(description()).toHaveAttribute("data-description", "collapsed");
    expect(description()).toHaveTextContent(SUMMARY.preview);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("loads the whole description once on READ MORE and shows it, sanitised", async () => {
    fetchMock.mockImplementation(() => answer(200, { id: "p 1", description: LONG }));
    const description = renderSummary();
    await userEvent.click(screen.getByRole("button", { name: "READ MORE" }));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/v2/location/p%201?fields=description");
    await waitFor(() => expect(description()).toHaveTextContent("Second paragraph."));
    expect(description()).toHaveAttribute("data-description", "expanded");
    // Collapsing and expanding again asks for nothing more.
    await userEvent.click(screen.getByRole("button", { name: "READ LESS" }));
    expect(description()).toHaveTextContent(SUMMARY.preview);
    await userEvent.click(screen.getByRole("button", { name: "READ MORE" }));
    expect(description()).toHaveTextContent("Second paragraph.");
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("keeps the preview when the description cannot be loaded, and logs it once", async () => {
    fetchMock.mockImplementation(() => answer(500, { error: "boom" }));
    const description = renderSummary();
    await userEvent.click(screen.getByRole("button", { name: "READ MORE" }));
    await waitFor(() => expect(entries).toHaveLength(1));
    expect(entries[0]).toMatchObject({ level: "warn", where: "provider description" });
    expect(description()).toHaveAttribute("data-description", "expanded");
    expect(description()).toHaveTextContent(SUMMARY.preview);
  });

  it("a short description has no READ MORE and loads nothing", () => {
    render(
      <CardDescription
        summary={{ preview: "Small and friendly.", collapsible: false }}
        providerId="p1"
      />,
    );
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByText("Small and friendly.")).toHaveAttribute("data-description", "full");
  });
});
