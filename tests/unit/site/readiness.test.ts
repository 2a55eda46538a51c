import { describe, expect, it } from "@jest/globals";
import { readiness } from "@web/site/readiness";
import { warmUp } from "@web/site/warmUp";

describe("readiness (issue 28.9)", () => {
  it("is not ready while the warm-up runs, and ready once it is over", async () => {
    let openStore: () => void = () => undefined;
    const storeOpened = new Promise<void>((resolve) => (openStore = resolve));
    // No PORT: the pages are skipped, so only the store holds the warm-up back.
    const running = warmUp(() => storeOpened, { WARM_UP: "on" });
    expect(readiness()).toMatchObject({ ready: false, phase: "warming-up" });
    openStore();
    await running;
    expect(readiness()).toMatchObject({ ready: true, phase: "ready", warmUp: "done" });
  });
});
