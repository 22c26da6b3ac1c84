// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { parseShopQuery } from "../../domain/shop-query";
import Shop from "./shop";

afterEach(cleanup);

function renderShop(result: Promise<unknown>) {
  const Stub = createRoutesStub([
    {
      path: "/shop",
      // biome-ignore lint/suspicious/noExplicitAny: the stub passes loader data through untyped
      Component: Shop as any,
      loader: () => ({ query: parseShopQuery(new URLSearchParams()), result }),
    },
  ]);
  return render(<Stub initialEntries={["/shop"]} />);
}

describe("shop list states (spec §2)", () => {
  it("shows 6 skeletons while the catalogue is loading", async () => {
    renderShop(new Promise(() => {}));
    expect(await screen.findByTestId("shop-skeletons")).toBeTruthy();
    expect(screen.getAllByTestId("plant-skeleton")).toHaveLength(6);
  });

  it('shows "Failed to load products" with a retry button on failure', async () => {
    renderShop(Promise.resolve({ status: "failed" }));
    expect(await screen.findByText("Failed to load products")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Erneut versuchen" })).toBeTruthy();
  });

  it("shows the no-match state with its reset link", async () => {
    renderShop(Promise.resolve({ status: "loaded", plants: [], total: 0 }));
    expect(await screen.findByText("Deine Suche ergab keine Ergebnisse.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Suche zurücksetzen" })).toBeTruthy();
    expect(screen.getByText("0 gefunden")).toBeTruthy();
  });
});
