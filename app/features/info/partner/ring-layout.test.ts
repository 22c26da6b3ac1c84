import { describe, expect, it } from "vitest";
import { PARTNER_CIRCLE, ringSlots } from "./ring-layout";

const centreOf = (s: { left: number; top: number }) => ({
  x: s.left + PARTNER_CIRCLE.avatar / 2 - PARTNER_CIRCLE.size / 2,
  y: s.top + PARTNER_CIRCLE.avatar / 2 - PARTNER_CIRCLE.size / 2,
});

describe("partner circle layout (spec §9)", () => {
  it("puts 8 avatars on radius 80 and 6 on radius 140", () => {
    for (const [ring, count, radius] of [
      ["inner", 8, 80],
      ["outer", 6, 140],
    ] as const) {
      const slots = ringSlots(ring);
      expect(slots).toHaveLength(count);
      for (const s of slots) expect(Math.hypot(centreOf(s).x, centreOf(s).y)).toBeCloseTo(radius, 1);
    }
  });

  it("keeps avatars of one ring from overlapping and the first inner one at the top", () => {
    for (const ring of ["inner", "outer"] as const) {
      const [a, b] = ringSlots(ring).map(centreOf);
      expect(Math.hypot(a!.x - b!.x, a!.y - b!.y)).toBeGreaterThan(PARTNER_CIRCLE.avatar);
    }
    expect(centreOf(ringSlots("inner")[0]!)).toEqual({ x: 0, y: -80 });
  });
});
