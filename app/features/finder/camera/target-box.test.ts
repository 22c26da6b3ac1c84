import { describe, expect, it } from "vitest";
import { boxInVideo, TARGET_BOX } from "./target-box";

describe("the target box in video pixels", () => {
  it("maps straight through when video and element have the same shape", () => {
    expect(boxInVideo({ width: 1000, height: 1000 }, { width: 500, height: 500 })).toEqual({
      x: 120,
      y: 220,
      width: 760,
      height: 460,
    });
  });

  it("follows object-fit: cover on a portrait phone filming landscape video", () => {
    // 1920×1080 video in a 390×844 element: scaled to 844 high, 1500 wide, 555 cut off each side.
    const box = boxInVideo({ width: 1920, height: 1080 }, { width: 390, height: 844 });
    const scale = 844 / 1080;
    const cut = (1920 * scale - 390) / 2;
    expect(box.x).toBe(Math.round((390 * TARGET_BOX.left + cut) / scale));
    expect(box.y).toBe(Math.round((844 * TARGET_BOX.top) / scale));
    // Only the middle of the video is the box: far narrower than the frame.
    expect(box.width).toBeLessThan(1920 * 0.3);
    expect(box.x + box.width / 2).toBeCloseTo(960, -1);
  });

  it("never leaves the video, even for nonsense sizes", () => {
    expect(boxInVideo({ width: 0, height: 0 }, { width: 300, height: 300 })).toEqual({
      x: 0,
      y: 0,
      width: 1,
      height: 1,
    });
  });
});
