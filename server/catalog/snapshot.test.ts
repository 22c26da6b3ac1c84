import { describe, expect, it } from "vitest";
import { sharedSnapshot } from "./snapshot";

describe("sharedSnapshot", () => {
  it("loads once for concurrent and recent callers, again after the window", async () => {
    let t = 0;
    let loads = 0;
    const get = sharedSnapshot(
      async () => ++loads,
      1000,
      () => t,
    );
    expect(await Promise.all([get(), get(), get()])).toEqual([1, 1, 1]);
    t = 999;
    expect(await get()).toBe(1);
    t = 1000;
    expect(await get()).toBe(2);
    expect(loads).toBe(2);
  });

  it("does not keep a failed load", async () => {
    let fail = true;
    const get = sharedSnapshot(async () => {
      if (fail) throw new Error("db down");
      return "ok";
    }, 60_000);
    await expect(get()).rejects.toThrow("db down");
    fail = false;
    expect(await get()).toBe("ok");
  });
});
