import {
  isClaimedProvider,
  providerFacts,
  REVIEW_SNIPPET_LENGTH,
  reviewSnippetText,
  yesNoText,
} from "@web/rules/provider/providerFacts";

describe("a provider's facts (spec 1, 3)", () => {
  it("counts a provider as claimed when one of its services is", () => {
    expect(isClaimedProvider({ services: [{ isClaimed: false }, { isClaimed: true }] })).toBe(true);
    expect(isClaimedProvider({ services: [{ isClaimed: false }, { isClaimed: null }] })).toBe(
      false,
    );
    expect(isClaimedProvider({ services: [] })).toBe(false);
    expect(isClaimedProvider({})).toBe(false);
  });

  it("answers each legacy field Yes or No, an absent one No", () => {
    const facts = providerFacts({
      petsAllowed: true,
      internetEnabledRooms: false,
      walkingWheelchairAssistance: null,
      residentTransportation: true,
    });
    expect(facts.yesNo.map((fact) => [fact.label, yesNoText(fact.value)])).toEqual([
      ["Pets allowed", "Yes"],
      ["Internet-enabled rooms", "No"],
      ["Walking and wheelchair assistance", "No"],
      ["Resident transportation", "Yes"],
    ]);
  });

  it("keeps free text as written, trimmed, and drops what is empty", () => {
    const facts = providerFacts({
      careTypesDescription: " Assisted Living, Memory Care ",
      licenses: "License #TX-123456",
      stateLicenses: "   ",
      extra: "",
    });
    expect(facts).toMatchObject({
      careTypes: "Assisted Living, Memory Care",
      licenses: "License #TX-123456",
      stateLicenses: null,
      notes: null,
    });
    expect(providerFacts({ licenses: null }).licenses).toBeNull();
  });
});

describe("the latest review's snippet (spec 3 lastReviewSnippet)", () => {
  it("quotes a whole sentence as it is, and marks a cut one with an ellipsis", () => {
    expect(reviewSnippetText("The staff were kind.")).toBe("The staff were kind.");
    expect(reviewSnippetText("The staff were kind and the meals were")).toBe(
      "The staff were kind and the meals were…",
    );
    expect(reviewSnippetText("Lovely place, ")).toBe("Lovely place…");
  });

  it("reads HTML as text on one line, and nothing when there is none", () => {
    expect(reviewSnippetText("<p>Great &amp; caring</p><p>staff.</p>")).toBe(
      "Great & caring staff.",
    );
    expect(reviewSnippetText("  ")).toBeNull();
    expect(reviewSnippetText(null)).toBeNull();
  });

  it(`cuts a longer text at a word within ${REVIEW_SNIPPET_LENGTH} characters`, () => {
    const text = reviewSnippetText("word ".repeat(60))!;
    expect(text.length).toBeLessThanOrEqual(REVIEW_SNIPPET_LENGTH + 1);
    expect(text).toMatch(/ word…$/);
  });
});
