import { mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type SimulatedSpot, simulateSequence } from "../support/camera-sim";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium";

const WIDTH = 160;
const HEIGHT = 120;
const FRAMES = 10;

/**
 * Writes a Y4M video (YUV4MPEG2, 4:2:0 "C420") of a uniform grey frame with luma `y` (16 black … 235
 * white) and neutral chroma, for Chromium's --use-file-for-fake-video-capture. Returns its path.
 */
export function writeY4m(name: string, y: number): string {
  const dir = path.join(tmpdir(), "blattwerk-fake-camera");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.y4m`);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F30:1 Ip A1:1 C420\n`, "ascii");
  const frame = Buffer.concat([
    Buffer.from("FRAME\n", "ascii"),
    Buffer.alloc(WIDTH * HEIGHT, y),
    Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128),
  ]);
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]));
  return file;
}

const SCENE = 240;

/**
 * Writes a Y4M video of a spot of known illuminance as the simulated phone camera of
 * tests/support/camera-sim.ts films it: auto-exposure, the sensor noise that comes with its gain, a surface
 * texture, sun patches if asked. Each frame has its own noise, as a real camera's do. Generated in the
 * test setup, never committed.
 */
export function writeSceneY4m(name: string, spot: SimulatedSpot): string {
  const dir = path.join(tmpdir(), "blattwerk-fake-camera");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.y4m`);
  const seq = simulateSequence({ frames: 12, ...spot, patch: SCENE });
  const header = Buffer.from(`YUV4MPEG2 W${SCENE} H${SCENE} F30:1 Ip A1:1 C420\n`, "ascii");
  const chroma = Buffer.alloc((SCENE / 2) * (SCENE / 2) * 2, 128);
  const frames = seq.patches.map((rgba) => {
    const luma = Buffer.alloc(SCENE * SCENE);
    // Full-range grey code → video-range luma (16–235), as Chromium reads Y4M.
    for (let i = 0; i < luma.length; i++) luma[i] = Math.round(16 + (219 * rgba[i * 4]!) / 255);
    return Buffer.concat([Buffer.from("FRAME\n", "ascii"), luma, chroma]);
  });
  writeFileSync(file, Buffer.concat([header, ...frames]));
  return file;
}

/** Launch options for a browser whose camera films the given file, permission granted without a prompt. */
export function fakeCameraLaunch(file: string) {
  return {
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
      `--use-file-for-fake-video-capture=${file}`,
    ],
  };
}
