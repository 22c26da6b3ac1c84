import { describe, expect, it } from "vitest";
import { luxText } from "./measurement-summary";

describe("lux shown only as precisely as measured", () => {
  it("a blown-out frame is above the camera's range, never a precise number", () => {
    expect(
      luxText({
        light: "high",
        lux: 8900,
        min: 4450,
        method: "camera",
        path: "estimated",
        note: "above-range",
      }),
    ).toBe("über 4.000 lx – heller, als die Kamera messen kann");
  });
  it("a lower bound, an upper bound and a wide range say so", () => {
    expect(luxText({ light: "medium", lux: 1620, min: 810, method: "camera", path: "estimated" })).toBe(
      "mehr als 800 lx",
    );
    expect(luxText({ light: "low", lux: 3, max: 6, method: "camera", path: "estimated" })).toBe("unter 6 lx");
    expect(luxText({ light: "low", lux: 400, min: 240, max: 670, method: "camera", path: "estimated" })).toBe(
      "200–700 lx",
    );
  });
  it("a wide range is a range whatever measured it; a set or reported exposure gets two digits, a description one", () => {
    expect(
      luxText({ light: "low", lux: 437, min: 291, max: 655, method: "camera", path: "manual-exposure" }),
    ).toBe("300–700 lx");
    expect(luxText({ light: "low", lux: 437, min: 350, max: 540, method: "camera", path: "reported" })).toBe(
      "ca. 440 lx",
    );
    expect(luxText({ light: "high", lux: 3456, method: "manual" })).toBe("ca. 3.000 lx");
  });
});
