import { describe, expect, it } from "@jest/globals";
import { SEARCH_CARE_TYPES } from "@web/rules/careTypes";
import {
  GUIDED_SEARCH_QUESTIONS,
  GUIDED_SEARCH_STORAGE_KEYS,
  firstUnanswered,
  guidedSearchFormTarget,
  guidedSearchSuggestion,
  guidedSearchValuesOf,
  isGuidedSearchCareType,
  matchingCareType,
  parseGuidedSearchValues,
  parseMatchingCareType,
  type GuidedSearchValues,
} from "@web/rules/search/guidedSearch";

/** The lightest answer to every question: no help, no memory loss, no nursing, moving. */
const NOTHING: GuidedSearchValues = {
  living: "community",
  dailyHelp: "none",
  memory: "none",
  medical: "no",
};

describe("the guided search's storage (spec 3)", () => {
  it("keeps its values under the three keys the spec names", () => {
    expect(Object.values(GUIDED_SEARCH_STORAGE_KEYS)).toEqual([
      "guidedSearchQuestions",
      "guidedSearchValues",
      "guidedSearchMatchingCareType",
    ]);
  });

  it("asks four questions, each with its own id and at least two answers", () => {
    expect(GUIDED_SEARCH_QUESTIONS.map((question) => question.id)).toEqual([
      "living",
      "dailyHelp",
      "memory",
      "medical",
    ]);
    for (const question of GUIDED_SEARCH_QUESTIONS) {
      expect(question.answers.length).toBeGreaterThanOrEqual(2);
      expect(new Set(question.answers.map((answer) => answer.value)).size).toBe(
        question.answers.length,
      );
    }
  });
});

describe("the matching care type", () => {
  it("is nursing homes for 24-hour skilled nursing, whatever else is answered", () => {
    expect(matchingCareType({ ...NOTHING, medical: "yes" })).toBe("nursing-homes");
    expect(
      matchingCareType({ living: "home", dailyHelp: "most", memory: "dementia", medical: "yes" }),
    ).toBe("nursing-homes");
  });

  it("is memory care for dementia, Alzheimer's or wandering without nursing needs", () => {
    expect(matchingCareType({ ...NOTHING, memory: "dementia" })).toBe("memory-care-facilities");
    expect(matchingCareType({ ...NOTHING, living: "home", memory: "dementia" })).toBe(
      "memory-care-facilities",
    );
  });

  it("is in-home care for staying at home, with or without help", () => {
    expect(matchingCareType({ ...NOTHING, living: "home" })).toBe("in-home-care");
    expect(matchingCareType({ ...NOTHING, living: "home", dailyHelp: "most" })).toBe(
      "in-home-care",
    );
    expect(matchingCareType({ ...NOTHING, living: "home", memory: "mild" })).toBe("in-home-care");
  });

  it("is assisted living for help with daily tasks, or some forgetfulness, when moving", () => {
    expect(matchingCareType({ ...NOTHING, dailyHelp: "some" })).toBe("assisted-living");
    expect(matchingCareType({ ...NOTHING, dailyHelp: "most" })).toBe("assisted-living");
    expect(matchingCareType({ ...NOTHING, memory: "mild" })).toBe("assisted-living");
    expect(matchingCareType({ ...NOTHING, living: "unsure", dailyHelp: "some" })).toBe(
      "assisted-living",
    );
  });

  it("is independent living when no care is needed", () => {
    expect(matchingCareType(NOTHING)).toBe("independent-living");
    expect(matchingCareType({ ...NOTHING, living: "unsure" })).toBe("independent-living");
  });

  it("counts a question not answered as its lightest answer", () => {
    expect(matchingCareType({})).toBe("independent-living");
    expect(matchingCareType({ dailyHelp: "some" })).toBe("assisted-living");
  });

  it("always ends on one of the search's care types (spec 2.1)", () => {
    const searchable = SEARCH_CARE_TYPES.map((choice) => choice.value);
    const combinations = GUIDED_SEARCH_QUESTIONS.reduce<Record<string, string>[]>(
      (sets, question) =>
        sets.flatMap((set) => question.answers.map((a) => ({ ...set, [question.id]: a.value }))),
      [{}],
    );
    expect(combinations).toHaveLength(3 * 3 * 3 * 2);
    const reached = new Set(combinations.map((set) => matchingCareType(set as GuidedSearchValues)));
    expect([...reached].every((careType) => searchable.includes(careType))).toBe(true);
    expect(reached.size).toBe(5);
  });
});

describe("the suggestion", () => {
  it("names the care type as the search form does, says why, and links its page", () => {
    expect(guidedSearchSuggestion("memory-care-facilities")).toEqual({
      careType: "memory-care-facilities",
      label: "Memory care",
      reason: expect.stringContaining("dementia"),
      learnMorePath: "/senior-living/memory-care-facilities",
    });
    expect(guidedSearchSuggestion("in-home-care").learnMorePath).toBe("/senior-care/in-home-care");
  });

  it("gives every care type one sentence of its own", () => {
    const reasons = SEARCH_CARE_TYPES.filter((choice) => isGuidedSearchCareType(choice.value)).map(
      (choice) => guidedSearchSuggestion(choice.value as never).reason,
    );
    expect(reasons).toHaveLength(5);
    expect(new Set(reasons).size).toBe(5);
    for (const reason of reasons) expect(reason).toMatch(/^[A-Z][^.]*\.$/);
  });

  it("ends only on the five searchable care types, written exactly", () => {
    expect(isGuidedSearchCareType("nursing-homes")).toBe(true);
    expect(isGuidedSearchCareType("senior-living")).toBe(false);
    expect(isGuidedSearchCareType("hospices")).toBe(false);
    expect(isGuidedSearchCareType(" Nursing-Homes")).toBe(false);
    expect(isGuidedSearchCareType(4)).toBe(false);
  });
});

describe("reading answers", () => {
  it("keeps only the answers the questions offer", () => {
    const query = new URLSearchParams("living=home&dailyHelp=lots&memory=mild&extra=1");
    expect(guidedSearchValuesOf((id) => query.get(id))).toEqual({
      living: "home",
      memory: "mild",
    });
  });

  it("finds the first question still to answer", () => {
    expect(firstUnanswered({})).toBe(0);
    expect(firstUnanswered({ living: "home", dailyHelp: "none" })).toBe(2);
    expect(firstUnanswered({ living: "home", memory: "none" })).toBe(1);
    expect(firstUnanswered(NOTHING)).toBe(4);
  });

  it("reads stored values defensively", () => {
    expect(parseGuidedSearchValues(JSON.stringify(NOTHING))).toEqual(NOTHING);
    expect(parseGuidedSearchValues('{"living":"home","medical":true}')).toEqual({
      living: "home",
    });
    expect(parseGuidedSearchValues("{not json")).toEqual({});
    expect(parseGuidedSearchValues('["home"]')).toEqual({});
    expect(parseGuidedSearchValues(null)).toEqual({});
  });

  it("reads a stored matching care type only when it is one of the five", () => {
    expect(parseMatchingCareType('"memory-care-facilities"')).toBe("memory-care-facilities");
    expect(parseMatchingCareType("memory-care-facilities")).toBeNull();
    expect(parseMatchingCareType('"hospices"')).toBeNull();
    expect(parseMatchingCareType(null)).toBeNull();
  });
});

describe("the no-JavaScript form", () => {
  it("leads to the same page with the matching care type as its search", () => {
    const query = new URLSearchParams(
      "guided-search=1&living=community&dailyHelp=some&memory=dementia&medical=no",
    );
    expect(guidedSearchFormTarget("/which-care-is-right", query)).toBe(
      "/which-care-is-right?care-type=memory-care-facilities",
    );
  });

  it("leaves every other URL alone", () => {
    expect(guidedSearchFormTarget("/which-care-is-right", new URLSearchParams())).toBeNull();
    expect(
      guidedSearchFormTarget("/local/search", new URLSearchParams("care-type=nursing-homes")),
    ).toBeNull();
  });
});
