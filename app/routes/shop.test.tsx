// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { parseShopQuery } from "../../domain/catalog/shop-query";
import { LocaleProvider } from "../lib/i18n/react";
import Shop from "./shop";

afterEach(cleanup);

function renderShop(result: unknown, search = "", path = "/shop") {
  const Stub = createRoutesStub([
    {
      path,
      // biome-ignore lint/suspicious/noExplicitAny: the stub passes loader data through untyped
      Component: (props: any) => (
        <LocaleProvider>
          <Shop {...props} />
        </LocaleProvider>
      ),
      loader: () => ({ query: parseShopQuery(new URLSearchParams(search)), result }),
    },
  ]);
  return render(<Stub initialEntries={[`${path}?${search}`]} />);
}

describe("shop list states (spec §2)", () => {
  it("shows 6 skeletons while the catalogue is loading", async () => {
    renderShop(new Promise(() => {}));
    expect(await screen.findByTestId("shop-skeletons")).toBeTruthy();
    expect(screen.getAllByTestId("plant-skeleton")).toHaveLength(6);
  });

  it("shows the failure message with a retry button on failure", async () => {
    renderShop(Promise.resolve({ status: "failed" }));
    expect(await screen.findByText("Produkte konnten nicht geladen werden")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Erneut versuchen" })).toBeTruthy();
  });

  it('English (/en/shop): "Failed to load products", English chips, and forms and links stay under /en (#19)', async () => {
    renderShop(Promise.resolve({ status: "failed" }), "", "/en/shop");
    expect(await screen.findByText("Failed to load products")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Plants" })).toBeTruthy();
    const chip = screen.getByRole("link", { name: "Pet friendly" });
    expect(chip.getAttribute("href")).toBe("/en/shop?category=pet-friendly");
    expect(document.querySelector("search > form")!.getAttribute("action")).toBe("/en/shop");
  });

  it("German (/shop): the category chips are German", async () => {
    renderShop(Promise.resolve({ status: "failed" }));
    await screen.findByText("Produkte konnten nicht geladen werden");
    for (const name of ["Alle", "Tierfreundlich", "Pflegeleicht", "Luftreinigend", "Beliebt"])
      expect(screen.getByRole("link", { name })).toBeTruthy();
  });

  it("shows the no-match state with its reset link", async () => {
    renderShop(Promise.resolve({ status: "loaded", plants: [], total: 0 }));
    expect(await screen.findByText("Deine Suche ergab keine Ergebnisse.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Suche zurücksetzen" })).toBeTruthy();
    expect(screen.getByText("0 gefunden")).toBeTruthy();
  });

  it("the reset link clears the search and the filters that emptied the list, keeping the sort (issue #18)", async () => {
    renderShop(
      Promise.resolve({ status: "loaded", plants: [], total: 0 }),
      "q=lilie&category=hanging&light=high&pet=1&max=10&sort=price-asc",
    );
    const reset = await screen.findByRole("link", { name: "Suche zurücksetzen" });
    expect(reset.getAttribute("href")).toBe("/shop?sort=price-asc");
  });

  it("the search box is a GET form to /shop that carries the other filters (works without JavaScript)", async () => {
    renderShop({ status: "loaded", plants: [], total: 0 }, "q=lilie&category=hanging&light=high&page=2");
    await screen.findByText("0 gefunden");
    const form = document.querySelector("search > form")!;
    expect(form.getAttribute("method")).toBe("get");
    expect(form.getAttribute("action")).toBe("/shop");
    const fields = [...form.querySelectorAll("input")].map((i) => [i.type, i.name, i.value]);
    expect(fields).toEqual([
      ["hidden", "category", "hanging"],
      ["hidden", "light", "high"],
      ["search", "q", "lilie"],
    ]);
  });

  it("a resolved result (a document request) renders at once, without skeletons", async () => {
    renderShop({ status: "loaded", plants: [], total: 0 });
    expect(await screen.findByText("0 gefunden")).toBeTruthy();
    expect(screen.queryByTestId("shop-skeletons")).toBeNull();
  });
});
