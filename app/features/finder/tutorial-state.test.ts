import { describe, expect, it } from "vitest";
import { swipeResult } from "./tutorial-state";

describe("tutorial swipe (spec §2, §9)", () => {
  it("left more than 100 px goes forward, right more than 100 px back, less snaps back", () => {
    expect(swipeResult(1, -101)).toBe(2);
    expect(swipeResult(1, -100)).toBe(1);
    expect(swipeResult(2, 101)).toBe(1);
    expect(swipeResult(2, 100)).toBe(2);
    expect(swipeResult(2, -40)).toBe(2);
  });
  it("stays within steps 1–3", () => {
    expect(swipeResult(3, -300)).toBe(3);
    expect(swipeResult(1, 300)).toBe(1);
  });
});
