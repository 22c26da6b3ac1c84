// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { RecommendedPlant } from "../../../../domain/contracts/finder";
import { Toaster } from "../../../components/ui/toaster";
import { LocaleProvider } from "../../../lib/i18n/react";
import { toast } from "../../../lib/toast";
import { RecommendationResults } from "./recommendation-results";

function renderResults(recommendations: RecommendedPlant[] | "failed", path = "/") {
  const Stub = createRoutesStub([
    {
      path,
      Component: () => (
        <LocaleProvider>
          <RecommendationResults recommendations={recommendations} loadKey="low" />
          <Toaster />
        </LocaleProvider>
      ),
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

// As on a page after hydration: sonner's code is there (the toaster loads it when idle, or on the first toast).
beforeAll(async () => {
  await import("../../../components/ui/sonner-toaster");
});
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  toast.dismiss();
  vi.useRealTimers();
});

const advance = (ms: number) => act(async () => vi.advanceTimersByTime(ms));

describe("recommendations list states (spec §2, §8)", () => {
  it("an empty ranking says so after the loading phase and links to the shop", async () => {
    renderResults([]);
    await advance(0);
    expect(screen.getAllByTestId("plant-skeleton")).toHaveLength(12);
    expect(screen.queryByText("Keine Treffer – versuche es an einem anderen Platz.")).toBeNull();
    await advance(1000);
    expect(screen.getByText("Keine Treffer – versuche es an einem anderen Platz.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Alle Pflanzen ansehen" }).getAttribute("href")).toBe("/shop");
  });

  it("a failure shows the toast of spec §8, in German on German pages", async () => {
    renderResults("failed");
    await advance(1000);
    await advance(100);
    expect(screen.getByText("Fehler beim Laden der Empfehlungen")).toBeTruthy();
    expect(
      screen.getByText("Beim Laden deiner Pflanzenempfehlungen ist ein Problem aufgetreten."),
    ).toBeTruthy();
  });

  it("the spec's English toast on English pages, with an English shop link", async () => {
    renderResults("failed", "/en/plant-recommendations");
    await advance(1000);
    await advance(100);
    expect(screen.getByText("Error loading recommendations")).toBeTruthy();
    expect(screen.getByText("There was a problem loading your plant recommendations.")).toBeTruthy();
    cleanup();
    renderResults([], "/en/plant-recommendations");
    await advance(200);
    expect(screen.getByTestId("progress").textContent).toBe("10%");
    await advance(800);
    expect(screen.getByText("No matches – try a different spot.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "View all plants" }).getAttribute("href")).toBe("/en/shop");
  });

  it("the counter rises 10 % every 200 ms", async () => {
    renderResults([]);
    await advance(0);
    expect(screen.getByTestId("progress").textContent).toBe("0 %");
    await advance(200);
    expect(screen.getByTestId("progress").textContent).toBe("10 %");
    await advance(600);
    expect(screen.getByTestId("progress").textContent).toBe("40 %");
  });
});
