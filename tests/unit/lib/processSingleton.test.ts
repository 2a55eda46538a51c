import { describe, expect, it, jest } from "@jest/globals";
import { processSingleton } from "@web/lib/processSingleton";

/** A fresh copy of a module, as another bundle of the same process would load it. */
async function anotherBundlesCopy<T>(load: () => Promise<T>): Promise<T> {
  let loaded: T | undefined;
  await jest.isolateModulesAsync(async () => {
    loaded = await load();
  });
  return loaded as T;
}

describe("one value per process", () => {
  it("creates the value once and hands every caller the same one", () => {
    const create = jest.fn(() => ({ count: 0 }));
    const first = processSingleton("test-singleton-once", create);
    const second = processSingleton("test-singleton-once", create);
    expect(second).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
    expect(processSingleton("test-singleton-other", () => ({ count: 1 }))).not.toBe(first);
  });

  it("is shared by two copies of the module, as the proxy's and the routes' bundles are", async () => {
    const a = await anotherBundlesCopy(() => import("@web/lib/processSingleton"));
    const b = await anotherBundlesCopy(() => import("@web/lib/processSingleton"));
    expect(a).not.toBe(b);
    expect(a.processSingleton("test-singleton-bundles", () => ({}))).toBe(
      b.processSingleton("test-singleton-bundles", () => ({})),
    );
  });
});
