/**
 * Geometry of the partner circle (spec §9): a 320 px square, 48 px avatars, inner ring of 8 on radius
 * 80 and outer ring of 6 on radius 140. "Inner" can only be the smaller radius; 8 avatars on r = 80 sit
 * 61 px apart (centre to centre), clear of each other, and 6 on r = 140 stay inside the square up to
 * 4 px of their ring shadow. The outer ring is turned by half a step so its avatars fall between the
 * inner ones instead of lining up on the same spokes.
 */
export const PARTNER_CIRCLE = {
  size: 320,
  avatar: 48,
  inner: { count: 8, radius: 80, startDeg: -90 },
  outer: { count: 6, radius: 140, startDeg: -90 + 30 },
} as const;

export interface RingSlot {
  /** Offset of the avatar's top-left corner inside the square, in px. */
  left: number;
  top: number;
  ring: "inner" | "outer";
}

/** Positions `count` avatars evenly on a circle of `radius` around the square's centre. */
export function ringSlots(ring: "inner" | "outer"): RingSlot[] {
  const { count, radius, startDeg } = PARTNER_CIRCLE[ring];
  const centre = PARTNER_CIRCLE.size / 2;
  const half = PARTNER_CIRCLE.avatar / 2;
  return Array.from({ length: count }, (_, i) => {
    const a = ((startDeg + (360 / count) * i) * Math.PI) / 180;
    return {
      left: round(centre + radius * Math.cos(a) - half),
      top: round(centre + radius * Math.sin(a) - half),
      ring,
    };
  });
}

const round = (n: number) => Math.round(n * 100) / 100;
