// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { parseShopQuery } from "../../../domain/catalog/shop-query";
import { ShopFilters } from "./shop-filters";

afterEach(cleanup);

function renderFilters(search: string) {
  const query = parseShopQuery(new URLSearchParams(search));
  const Stub = createRoutesStub([{ path: "/shop", Component: () => <ShopFilters query={query} /> }]);
  render(<Stub initialEntries={[`/shop?${search}`]} />);
  return screen.findByTestId("filter-button");
}

describe("shop filters: the button is in the page, the sheet loads on its first opening", () => {
  it("renders the button with its count and the attributes of a dialog trigger, and no sheet", async () => {
    const button = await renderFilters("light=low&pet=1");
    expect(button.textContent).toBe("Filter2");
    expect(button.getAttribute("type")).toBe("button");
    expect(button.getAttribute("aria-haspopup")).toBe("dialog");
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(button.getAttribute("data-state")).toBe("closed");
    expect(button.hasAttribute("aria-controls")).toBe(false);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("no count without active filters (search and category are shown elsewhere)", async () => {
    const button = await renderFilters("q=ficus&category=popular");
    expect(button.textContent).toBe("Filter");
  });

  it("opens the sheet (keeping q and category), which names itself to the button; Escape closes it", async () => {
    const button = await renderFilters("q=ficus&category=popular&water=high");
    act(() => button.click());
    expect(button.getAttribute("aria-expanded")).toBe("true");
    // The first opening imports the sheet's code: slow on a busy machine.
    const sheet = await screen.findByRole("dialog", { name: "Filtern und sortieren" }, { timeout: 10_000 });
    expect(button.getAttribute("aria-controls")).toBe(sheet.id);
    expect(button.getAttribute("data-state")).toBe("open");
    const form = sheet.querySelector("form")!;
    expect(form.getAttribute("method")).toBe("get");
    expect(form.getAttribute("action")).toBe("/shop");
    const hidden = [...form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')];
    expect(hidden.map((i) => [i.name, i.value])).toEqual([
      ["q", "ficus"],
      ["category", "popular"],
    ]);
    expect(screen.getByRole("link", { name: "Filter zurücksetzen" }).getAttribute("href")).toBe(
      "/shop?category=popular",
    );
    fireEvent.keyDown(sheet, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(button.getAttribute("aria-expanded")).toBe("false");
  });

  // (Focus returning to the button is tested in the browser, tests/e2e: happy-dom has no layout.)
  it("the close button closes it", async () => {
    const button = await renderFilters("");
    act(() => button.click());
    await screen.findByRole("dialog");
    act(() => screen.getByRole("button", { name: "Filter schließen" }).click());
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(button.getAttribute("data-state")).toBe("closed");
  });

  it("submitting closes it", async () => {
    const button = await renderFilters("");
    act(() => button.click());
    const sheet = await screen.findByRole("dialog");
    act(() => {
      fireEvent.click(screen.getByLabelText("Wenig", { selector: '[name="light"]' }));
      fireEvent.submit(sheet.querySelector("form")!);
    });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("price fields are German text fields with a decimal keyboard, showing the price as typed", async () => {
    const button = await renderFilters("max=29,99&min=5");
    act(() => button.click());
    await screen.findByRole("dialog");
    const max = screen.getByLabelText("bis") as HTMLInputElement;
    const min = screen.getByLabelText("ab") as HTMLInputElement;
    for (const input of [min, max]) {
      expect(input.type).toBe("text");
      expect(input.getAttribute("inputmode")).toBe("decimal");
    }
    expect(max.value).toBe("29,99");
    expect(min.value).toBe("5");
  });
});
