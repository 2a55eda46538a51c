/** @jest-environment jsdom */
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CheckReportView } from "@studio/geoCopy/CheckReportView";
import { editorCredential } from "@studio/geoCopy/editorCredential";
import { GeoCopyPreview } from "@studio/geoCopy/GeoCopyPreview";
import type { CheckReport, PreviewResult } from "@studio/geoCopy/siteApi";

/** What the site answers (tests/unit/studio/siteApi.test.ts checks the real routes give this shape). */
function answer(body: unknown, status = 200): Response {
  return { ok: status < 400, status, json: async () => body } as Response;
}

const AUSTIN: PreviewResult = {
  place: "Austin, TX",
  path: "/senior-living/assisted-living/texas/austin",
  careType: "assisted-living",
  text: "Assisted living in Austin.\n\nCompare 12 communities.",
  diagnostics: [
    { line: 2, column: 11, reason: '"gt" needs a number as value 1, but city is text' },
  ],
};

describe("the geo copy preview beside the editor", () => {
  it("shows the copy for the city, paragraph by paragraph, and its diagnostics with line and column", async () => {
    const fetcher = jest.fn(async () => answer(AUSTIN));
    render(
      <GeoCopyPreview
        document={{ template: "{{city}}", careType: "assisted-living" }}
        fetcher={fetcher}
      />,
    );
    expect(
      await screen.findByText("Assisted living in Austin.", {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText("Compare 12 communities.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: AUSTIN.path })).toHaveAttribute(
      "href",
      `http://localhost:3000${AUSTIN.path}`,
    );
    expect(screen.getByRole("listitem")).toHaveTextContent(
      'Line 2, column 11: "gt" needs a number as value 1, but city is text',
    );
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("http://localhost:3000/api/studio/geo-copy-preview");
    expect(JSON.parse(String(init.body))).toEqual({
      template: "{{city}}",
      careType: "assisted-living",
      place: "Austin, TX",
    });
  });

  it("asks again for another city and care type, and shows the site's refusal", async () => {
    const fetcher = jest.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as { place: string };
      return body.place === "Reno, NV"
        ? answer({ error: "The directory has no providers in Reno, NV" }, 404)
        : answer(AUSTIN);
    });
    render(<GeoCopyPreview document={{ template: "{{city}}" }} fetcher={fetcher} />);
    await screen.findByText("Assisted living in Austin.", {}, { timeout: 5000 });
    const city = screen.getByRole("textbox", { name: "City" });
    await userEvent.clear(city);
    await userEvent.type(city, "Reno, NV");
    await userEvent.selectOptions(
      screen.getByRole("combobox", { name: "Care type" }),
      "nursing-homes",
    );
    expect(await screen.findByRole("alert", {}, { timeout: 5000 })).toHaveTextContent(
      "The directory has no providers in Reno, NV",
    );
    await waitFor(() => {
      const last = fetcher.mock.calls.at(-1)!;
      expect(JSON.parse(String(last[1].body))).toMatchObject({
        place: "Reno, NV",
        careType: "nursing-homes",
      });
    });
  });
});

describe("the check against all cities", () => {
  const report: CheckReport = {
    ok: false,
    complete: true,
    places: 13565,
    totalPlaces: 13565,
    cities: 13565,
    careTypes: ["assisted-living"],
    milliseconds: 870,
    loadMilliseconds: 600,
    problemCount: 1,
    problems: [
      {
        kind: "missing-value",
        line: 1,
        column: 61,
        message: "averageCostCents is missing",
        count: 5840,
        places: [
          "Bear Creek, AK",
          "Chevak, AK",
          "Cordova, AK",
          "Craig, AK",
          "Ester, AK",
          "Gateway, AK",
        ],
      },
    ],
    conditionals: [
      {
        line: 1,
        column: 1,
        helper: "if",
        shown: 8974,
        skipped: 4591,
        skippedIn: ["Chevak, AK", "Cordova, AK", "Craig, AK", "Ester, AK"],
      },
      { line: 1, column: 90, helper: "if", shown: 13565, skipped: 0, skippedIn: [] },
    ],
    conditionalCount: 2,
    length: {
      min: { length: 214, place: "Parks, AZ" },
      max: { length: 429, place: "North Little Rock, AR" },
      average: 317,
    },
  };

  it("shows the verdict, the problems with their cities and the skipped conditionals", () => {
    render(<CheckReportView answer={{ ok: true, value: report }} />);
    expect(screen.getByText("1 problem in 13,565 city pages.")).toBeInTheDocument();
    expect(
      screen.getByText("Checked 13,565 cities for assisted-living in 0.9 s."),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "Line 1, column 61: averageCostCents is missing (5,840 cities: Bear Creek, AK; Chevak, AK; Cordova, AK; Craig, AK; Ester, AK and 5,835 more)",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/at line 1, column 1: skipped in 4,591 of 13,565/)).toBeInTheDocument();
    expect(screen.queryByText(/column 90/)).toBeNull();
  });

  it("says so while checking, and when the site cannot answer", () => {
    const { rerender } = render(<CheckReportView answer={null} />);
    expect(screen.getByText("Checking every city…")).toBeInTheDocument();
    rerender(
      <CheckReportView
        answer={{ ok: false, error: "The site at http://localhost:3000 cannot be reached." }}
      />,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("cannot be reached");
  });

  it("says how much it checked when the site's time limit stopped it, and that more problems exist", () => {
    const stopped: CheckReport = {
      ...report,
      complete: false,
      places: 5210,
      totalPlaces: 81390,
      careTypes: ["assisted-living", "nursing-homes"],
      milliseconds: 30_000,
      problemCount: 240,
    };
    render(<CheckReportView answer={{ ok: true, value: stopped }} />);
    expect(
      screen.getByText(
        "Checked 5,210 of 81,390 city pages before the site's time limit: 240 problems in those.",
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "The pages checked are spread over all 13,565 cities for assisted-living, nursing-homes; checking every page would take longer than 30.0 s.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText("The first 1 of the 240 problems are listed.")).toBeInTheDocument();
  });

  it("says why it waits while the editor's previous check runs", () => {
    render(<CheckReportView answer={null} waiting="Your previous check is still running." />);
    expect(
      screen.getByText("Your previous check is still running. Waiting for it…"),
    ).toBeInTheDocument();
  });
});

describe("the editor's credentials (issue 28.1)", () => {
  afterEach(() => window.sessionStorage.clear());

  it("asks for the site's preview secret when the site refuses, keeps it for the tab and asks again", async () => {
    const sent: (string | null)[] = [];
    const fetcher = jest.fn(async (_url: string, init: RequestInit) => {
      const authorization = new Headers(init.headers).get("authorization");
      sent.push(authorization);
      return authorization === "Bearer s3cret"
        ? answer(AUSTIN)
        : answer({ error: "The Studio tools need the editor's credentials." }, 401);
    });
    render(<GeoCopyPreview document={{ template: "{{city}}" }} fetcher={fetcher} />);
    expect(await screen.findByRole("alert", {}, { timeout: 5000 })).toHaveTextContent(
      "The Studio tools need the editor's credentials.",
    );
    await userEvent.type(screen.getByLabelText("The site's preview secret"), "s3cret");
    await userEvent.click(screen.getByRole("button", { name: "Use the secret" }));
    expect(
      await screen.findByText("Assisted living in Austin.", {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(sent).toEqual([null, "Bearer s3cret"]);
    expect(editorCredential("studio-token")).toBe("s3cret");
  });

  it("sends the editor's Sanity token when no secret was given", async () => {
    const fetcher = jest.fn(async () => answer(AUSTIN));
    render(
      <GeoCopyPreview
        document={{ template: "{{city}}" }}
        fetcher={fetcher}
        studioToken="studio-token"
      />,
    );
    await screen.findByText("Assisted living in Austin.", {}, { timeout: 5000 });
    const [, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).get("authorization")).toBe("Bearer studio-token");
  });
});
