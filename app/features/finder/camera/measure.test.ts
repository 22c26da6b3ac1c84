import { describe, expect, it } from "vitest";
import { choosePath } from "./measure";

describe("which way the camera measures", () => {
  it("locks its own exposure where the camera allows manual exposure time and ISO", () => {
    expect(
      choosePath(
        {
          exposureMode: ["continuous", "manual"],
          exposureTime: { min: 1, max: 3000 },
          iso: { min: 50, max: 3200 },
        },
        {},
      ),
    ).toBe("manual-exposure");
  });
  it("reads the reported exposure where manual control is missing", () => {
    expect(
      choosePath(
        { exposureMode: ["continuous"], exposureTime: { min: 1, max: 3000 } },
        { exposureTime: 166, iso: 400 },
      ),
    ).toBe("reported");
  });
  it("refuses reported values outside the camera's own range", () => {
    expect(choosePath({ exposureTime: { min: 1, max: 100 } }, { exposureTime: 166, iso: 400 })).toBe(
      "estimated",
    );
  });
  it("uses exposure compensation where that is all there is", () => {
    expect(choosePath({ exposureCompensation: { min: -2, max: 2, step: 0.33 } }, {})).toBe("compensation");
  });
  it("estimates from the frames otherwise (desktop webcams, iPhone Safari)", () => {
    expect(choosePath({}, {})).toBe("estimated");
  });
});
