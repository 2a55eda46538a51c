import { ResourceSlot } from "@web/db/resourceSlot";

describe("a process's resource slot", () => {
  it("opens once and hands every caller the same value", async () => {
    const slot = new ResourceSlot<{ n: number }>();
    let opened = 0;
    const open = async () => ({ n: ++opened });
    const [a, b] = await Promise.all([slot.get(open), slot.get(open)]);
    expect(a).toBe(b);
    expect(opened).toBe(1);
  });

  it("opens again after a failed open, but not after a good one", async () => {
    const slot = new ResourceSlot<string>();
    await expect(slot.get(() => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(slot.peek()).toBeNull();
    expect(await slot.get(async () => "up")).toBe("up");
    expect(await slot.get(async () => "again")).toBe("up");
  });

  it("keeps a value set by hand, and forgets it when taken", async () => {
    const slot = new ResourceSlot<string>();
    expect(slot.peek()).toBeNull();
    slot.set(Promise.resolve("set"));
    expect(await slot.get(async () => "opened")).toBe("set");
    expect(await slot.take()).toBe("set");
    expect(slot.take()).toBeNull();
    expect(await slot.get(async () => "opened")).toBe("opened");
  });

  it("a stale failure does not forget a newer value", async () => {
    const slot = new ResourceSlot<string>();
    let fail: (error: Error) => void = () => undefined;
    const failing = slot.set(new Promise<string>((_, reject) => (fail = reject)));
    slot.take();
    slot.set(Promise.resolve("newer"));
    fail(new Error("late"));
    await expect(failing).rejects.toThrow("late");
    expect(await slot.peek()).toBe("newer");
  });
});
