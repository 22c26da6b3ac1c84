// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { trendingFallbackPlants } from "../../../content/catalog/fallback";
import { Toaster } from "../../components/ui/toaster";
import { LocaleProvider } from "../../lib/i18n/react";
import { toast } from "../../lib/toast";
import { type HomeProducts, ProductSection } from "./product-sections";

function renderSection(result: HomeProducts, part: "trending" | "shop", path = "/") {
  const Stub = createRoutesStub([
    {
      path,
      Component: () => (
        <LocaleProvider>
          <ProductSection products={Promise.resolve(result)} part={part} />
          <Toaster />
        </LocaleProvider>
      ),
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

afterEach(() => {
  cleanup();
  toast.dismiss();
});

describe("home product sections (spec §8)", () => {
  const failed: HomeProducts = { status: "failed", plants: [], fallback: trendingFallbackPlants() };

  it("Trending shows the message, the destructive toast and the 6 fallback plants on failure", async () => {
    renderSection(failed, "trending");
    expect(
      await screen.findByText("Produkte konnten nicht geladen werden – verwende stattdessen Ersatzdaten."),
    ).toBeTruthy();
    expect(await screen.findByText("Fehler beim Laden der Produkte")).toBeTruthy();
    expect(
      screen.getByText(
        "Wir haben derzeit Probleme mit unserem Produktkatalog – es werden vorübergehend Ersatzprodukte angezeigt.",
      ),
    ).toBeTruthy();
    expect(screen.getAllByTestId("plant-card")).toHaveLength(6);
    expect(screen.getByRole("heading", { name: "Im Trend" })).toBeTruthy();
  });

  it("the headings are German at / and the spec's English at /en (#19)", async () => {
    renderSection({ ...failed, status: "empty" }, "shop");
    expect(await screen.findByRole("heading", { name: "Unsere Pflanzen" })).toBeTruthy();
    cleanup();
    renderSection({ ...failed, status: "empty" }, "shop", "/en");
    expect(await screen.findByRole("heading", { name: "Shop Our Plants" })).toBeTruthy();
    cleanup();
    renderSection(failed, "trending", "/en");
    expect(await screen.findByRole("heading", { name: "Trending" })).toBeTruthy();
    expect(await screen.findByText("Error loading products")).toBeTruthy();
  });

  it('"Shop Our Plants" falls back silently to 4 plants', async () => {
    renderSection(failed, "shop");
    await act(async () => {});
    expect(await screen.findAllByTestId("plant-card")).toHaveLength(4);
    expect(screen.queryByText(/Produkte konnten nicht geladen werden/)).toBeNull();
    expect(screen.queryByText("Fehler beim Laden der Produkte")).toBeNull();
  });

  it("an empty catalogue shows the fallback plants without an error", async () => {
    renderSection({ ...failed, status: "empty" }, "trending");
    expect(await screen.findAllByTestId("plant-card")).toHaveLength(6);
    expect(screen.queryByText(/Produkte konnten nicht geladen werden/)).toBeNull();
  });
});
