// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { usePlantTutorial } from "./plant-tutorial";
import { useSplashScreen } from "./splash-screen";

afterEach(cleanup);

describe("developer errors (spec §8)", () => {
  it.each([
    [useSplashScreen, "useSplashScreen must be used within a SplashScreenProvider"],
    [usePlantTutorial, "usePlantTutorial must be used within a PlantTutorialProvider"],
  ])("%o outside its provider", (hook, message) => {
    const Probe = () => {
      hook();
      return null;
    };
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow(message);
    quiet.mockRestore();
  });
});
