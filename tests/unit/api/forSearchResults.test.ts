import { forSearchResults } from "@web/services/services";
import type { Provider } from "@web/rules/model/types";

describe("a search hit", () => {
  it("leaves accommodation details, FAQs and reviews to the provider page", () => {
    const provider = {
      id: "p1",
      services: [
        {
          category: { name: "Assisted Living" },
          contract: { type: "subscription", isSuppressed: false },
          accommodations: [{ title: "Studio" }],
        },
      ],
      faqs: [{ question: "Q", answer: "A" }],
      reviews: [{ id: "r1" }],
      name: "Oak Meadow",
    } as unknown as Provider;
    const hit = forSearchResults(provider);
    expect(hit.services[0]?.accommodations).toEqual([]);
    expect(hit.services[0]?.contract).toEqual({ type: "subscription", isSuppressed: false });
    expect(hit.faqs).toEqual([]);
    expect(hit.reviews).toEqual([]);
    expect(hit.name).toBe("Oak Meadow");
  });
});
