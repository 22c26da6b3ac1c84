// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { finderMessages } from "../messages";
import { PlantTutorialProvider } from "../plant-tutorial";
import type { ScanResult } from "../result-params";
import { SplashScreenProvider } from "../splash-screen";
import { MeasurementSummary } from "./measurement-summary";

function renderSummary(result: ScanResult) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <PlantTutorialProvider>
          <SplashScreenProvider>
            <MeasurementSummary result={result} />
          </SplashScreenProvider>
        </PlantTutorialProvider>
      ),
    },
  ]);
  return render(<Stub initialEntries={["/"]} />);
}

const { RESULTS } = finderMessages.de;

afterEach(cleanup);

describe("the unsure note names the reason that was recorded", () => {
  it("shows the recorded reason", async () => {
    renderSummary({ light: "medium", confidence: 0.45, lux: 1020, method: "camera", note: "near-threshold" });
    expect((await screen.findByTestId("measured-unsure")).textContent).toBe(RESULTS.unsure["near-threshold"]);
  });

  it("claims no reason when none was recorded (an older link)", async () => {
    renderSummary({ light: "medium", confidence: 0.3, lux: 1600, method: "camera" });
    const note = (await screen.findByTestId("measured-unsure")).textContent;
    expect(note).toBe(RESULTS.unsureUnnamed);
    expect(note).not.toBe(RESULTS.unsure["near-threshold"]);
  });

  it("says nothing when sure", async () => {
    renderSummary({ light: "low", confidence: 0.8, lux: 300, method: "camera", note: "assumed-aperture" });
    await screen.findByTestId("measurement");
    expect(screen.queryByTestId("measured-unsure")).toBeNull();
  });
});
