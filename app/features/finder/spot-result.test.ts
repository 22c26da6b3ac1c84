import { describe, expect, it } from "vitest";
import { measuredSeasons } from "../../../domain/scan/spot";
import { parseResult } from "./result-params";
import { judgeCameraResult } from "./spot-result";

const now = Date.UTC(2026, 10, 25, 12);
// Noon in Germany on 25 November.
const at = Date.UTC(2026, 10, 25, 11);
const camera = `light=low&confidence=0.7&lux=400&min=270&max=600&method=camera&path=reported&at=${at}`;

const load = (q: string) => {
  const params = new URLSearchParams(q);
  return judgeCameraResult(parseResult(params)!, params, now);
};

describe("summer and winter beside a camera measurement", () => {
  it("come with the window the customer describes, scaled to the reading", () => {
    const r = load(`${camera}&window=south&obstruction=some&plz=80331`);
    expect(r.seasons?.basis).toBe("scaled");
    // Munich (postal code 80…), buildings opposite, 1–2 m when the distance is not said.
    expect(r.seasons).toEqual(
      measuredSeasons(
        { lux: 400, min: 270, max: 600 },
        at,
        { window: "south", distance: "middle", obstruction: "some", latitude: 48.14, longitude: 11.58 },
        now,
      ),
    );
    // The level is the verdict of reading and window together; the reading itself is kept beside it.
    expect(r.light).toBe("low");
    expect(r.reading).toEqual({ lux: 400, min: 270, max: 600 });
    expect(r.verdict).toMatchObject({ kind: "light", basis: "camera+description" });
  });

  it("the compass's exact heading and the distance are used", () => {
    const cardinal = load(`${camera}&window=south&distance=near`);
    const exact = load(`${camera}&window=south&distance=near&azimuth=135`);
    expect(exact.seasons?.summer.lux).not.toBe(cardinal.seasons?.summer.lux);
  });

  it("none without a window direction, without the moment of measuring, or for a description", () => {
    expect(load(camera).seasons).toBeUndefined();
    expect(load(`${camera.replace(`&at=${at}`, "")}&window=south`).seasons).toBeUndefined();
    expect(load(`${camera}&window=none`).seasons).toBeUndefined();
    expect(load("light=low&confidence=0.5&lux=400&method=manual&window=south").seasons).toBeUndefined();
  });
});
