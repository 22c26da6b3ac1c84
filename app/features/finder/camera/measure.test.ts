import { describe, expect, it } from "vitest";
import { ev100, luxFromEv100, MID_GREY } from "../../../../domain/scan/light";
import { encodeSrgb, simulateSequence } from "../../../../tests/support/camera-sim";
import { choosePath, type ExposureCapabilities, type FrameSource, measureWith } from "./measure";

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

/** Uniform RGBA pixels of linear level y (clipped at white). */
const uniformFrame = (y: number, pixels = 16 * 9) => {
  const code = encodeSrgb(Math.min(1, y));
  const out = new Uint8ClampedArray(pixels * 4);
  for (let i = 0; i < pixels; i++) out.set([code, code, code, 255], i * 4);
  return out;
};

/**
 * A phone camera filming a spot of known illuminance, behind the MediaStreamTrack interface. With a
 * locked exposure the box lands where that exposure puts the light (f/1.8, the incident-meter constant);
 * with auto-exposure it delivers what tests/support/camera-sim.ts simulates, darker by the compensation.
 */
class FakeCamera {
  readonly applied: Record<string, unknown>[] = [];
  settings: Record<string, unknown>;
  constructor(
    readonly lux: number,
    readonly caps: ExposureCapabilities,
    settings: Record<string, unknown> = {},
    readonly options: { refuseCompensation?: boolean; forgetsTimeWhenLocked?: boolean } = {},
  ) {
    this.settings = { exposureMode: "continuous", ...settings };
  }
  track(): MediaStreamTrack {
    return {
      getCapabilities: () => this.caps,
      getSettings: () => ({ ...this.settings }),
      applyConstraints: async (c: MediaTrackConstraints) => {
        const set = (c.advanced?.[0] ?? {}) as Record<string, unknown>;
        if (this.options.refuseCompensation && "exposureCompensation" in set)
          throw new DOMException("not supported", "OverconstrainedError");
        this.applied.push(set);
        Object.assign(this.settings, set);
        if (set.exposureMode === "manual" && this.options.forgetsTimeWhenLocked)
          delete this.settings.exposureTime;
      },
    } as unknown as MediaStreamTrack;
  }
  source(): FrameSource {
    return {
      settle: async () => {},
      sequence: async () => {
        const s = this.settings;
        if (s.exposureMode === "manual") {
          const locked = luxFromEv100(
            ev100({ exposureTime: (s.exposureTime as number) / 10_000, iso: s.iso as number }),
          );
          const frame = uniformFrame((MID_GREY * this.lux) / locked);
          return { frames: [frame, frame], boxes: [frame, frame], patches: [frame, frame], nominalFps: null };
        }
        const compensation = (s.exposureCompensation as number | undefined) ?? 0;
        return simulateSequence({ lux: this.lux * 2 ** compensation, seed: 3 });
      },
    };
  }
}

const stops = (a: number, b: number) => Math.abs(Math.log2(a / b));

describe("measuring with a locked exposure (fake camera)", () => {
  const timeAndIso: ExposureCapabilities = {
    exposureMode: ["continuous", "manual"],
    exposureTime: { min: 1, max: 3000 },
    iso: { min: 50, max: 3200 },
  };

  it("locks 1/100 s at the lowest ISO and measures a dim room, then hands back to auto-exposure", async () => {
    const cam = new FakeCamera(300, timeAndIso);
    const m = await measureWith(cam.source(), cam.track());
    expect(m.path).toBe("manual-exposure");
    expect(stops(m.lux, 300)).toBeLessThan(0.1);
    expect(m.level).toBe("low");
    expect(cam.applied[0]).toEqual({ exposureMode: "manual", exposureTime: 100, iso: 50 });
    expect(cam.applied.at(-1)).toEqual({ exposureMode: "continuous" });
  });

  it("shortens the exposure ×8 until a sunlit spot is no longer blown out", async () => {
    const cam = new FakeCamera(40_000, timeAndIso);
    const m = await measureWith(cam.source(), cam.track());
    expect(cam.applied.map((c) => c.exposureTime).filter(Boolean)).toEqual([100, 12.5]);
    expect(stops(m.lux, 40_000)).toBeLessThan(0.1);
    expect(m.level).toBe("high");
    expect(m.notes).not.toContain("above-range");
  });

  it("locks the ISO alone where that is all it may set, and reads back the exposure time it holds", async () => {
    const isoOnly: ExposureCapabilities = {
      exposureMode: ["continuous", "manual"],
      iso: { min: 50, max: 3200 },
    };
    // Auto-exposure chose 1/60 s at ISO 400 (a room of about 120 lx).
    const cam = new FakeCamera(120, isoOnly, { exposureTime: 166, iso: 400 });
    expect(choosePath(isoOnly, cam.track().getSettings() as never)).toBe("manual-exposure");
    const m = await measureWith(cam.source(), cam.track());
    expect(m.path).toBe("manual-exposure");
    expect(cam.applied[0]).toEqual({ exposureMode: "manual", iso: 400 });
    expect(stops(m.lux, 120)).toBeLessThan(0.1);
  });

  it("steps the ISO where only the ISO is set: a bright window at 1/60 s needs ISO 50", async () => {
    const isoOnly: ExposureCapabilities = {
      exposureMode: ["continuous", "manual"],
      iso: { min: 50, max: 3200 },
    };
    const cam = new FakeCamera(3000, isoOnly, { exposureTime: 166, iso: 400 });
    const m = await measureWith(cam.source(), cam.track());
    expect(cam.applied.map((c) => c.iso).filter(Boolean)).toEqual([400, 50]);
    expect(stops(m.lux, 3000)).toBeLessThan(0.1);
  });

  it("does not trust a lock whose exposure time the camera stops reporting: it estimates instead", async () => {
    const isoOnly: ExposureCapabilities = {
      exposureMode: ["continuous", "manual"],
      iso: { min: 50, max: 3200 },
    };
    const cam = new FakeCamera(
      120,
      isoOnly,
      { exposureTime: 166, iso: 400 },
      { forgetsTimeWhenLocked: true },
    );
    const m = await measureWith(cam.source(), cam.track());
    expect(m.path).not.toBe("manual-exposure");
    expect(cam.applied.at(-1)).toEqual({ exposureMode: "continuous" });
  });

  it("an ISO-only camera that reports no exposure time is not locked (EV needs both)", () => {
    expect(choosePath({ exposureMode: ["manual"], iso: { min: 50, max: 3200 } }, { iso: 400 })).toBe(
      "estimated",
    );
  });
});

describe("measuring with exposure compensation (fake camera)", () => {
  const compensation: ExposureCapabilities = { exposureCompensation: { min: -3, max: 3, step: 1 / 3 } };

  it("lowers it by two stops, adds them back to the estimate, and resets it", async () => {
    const cam = new FakeCamera(200, compensation);
    const m = await measureWith(cam.source(), cam.track());
    expect(m.path).toBe("compensation");
    expect(cam.applied).toEqual([{ exposureCompensation: -2 }, { exposureCompensation: 0 }]);
    // The frames look like 50 lx; without adding the two stops back the result would be 2 EV low.
    expect(stops(m.lux, 200)).toBeLessThan(1);
    expect(m.notes).toContain("noise-estimate");
  });

  it("estimates without it when the camera refuses the compensation", async () => {
    const cam = new FakeCamera(200, compensation, {}, { refuseCompensation: true });
    const m = await measureWith(cam.source(), cam.track());
    expect(m.path).toBe("estimated");
    expect(stops(m.lux, 200)).toBeLessThan(1);
  });
});
