// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

let idle: (() => void)[] = [];
beforeEach(() => {
  idle = [];
  // The page never gets idle unless a test says so.
  vi.stubGlobal("requestIdleCallback", (cb: () => void) => idle.push(cb));
  vi.stubGlobal("cancelIdleCallback", () => {});
  // Fresh modules: no sonner loaded, no toasts waiting.
  vi.resetModules();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function mount() {
  const [{ Toaster }, { toast }] = await Promise.all([import("./toaster"), import("../../lib/toast")]);
  render(<Toaster />);
  return toast;
}

const toaster = () => document.querySelector("[data-sonner-toaster]");

describe("<Toaster> loads sonner after the first view", () => {
  it("not before it is needed: no sonner markup at first", async () => {
    await mount();
    await act(async () => {});
    expect(toaster()).toBeNull();
    expect(document.querySelector("section[aria-label^='Notifications']")).toBeNull();
  });

  it("on the first toast, then shows the toasts made before it arrived, in order", async () => {
    const toast = await mount();
    act(() => {
      toast.success("Monstera wurde in den Warenkorb gelegt");
      toast.error("Your cart is empty", { description: "Leg erst etwas hinein." });
    });
    expect(await screen.findByText("Monstera wurde in den Warenkorb gelegt")).toBeTruthy();
    expect(await screen.findByText("Your cart is empty")).toBeTruthy();
    expect(screen.getByText("Leg erst etwas hinein.")).toBeTruthy();
    const shown = [...document.querySelectorAll("[data-sonner-toast]")].map((li) => [
      li.getAttribute("data-type"),
      li.getAttribute("data-index"),
      li.textContent?.includes("Monstera") ? "first" : "second",
    ]);
    // sonner puts the newest toast at index 0: the second call came second.
    expect(shown).toEqual(
      expect.arrayContaining([
        ["success", "1", "first"],
        ["error", "0", "second"],
      ]),
    );
    // The spec's settings: bottom-right, rich colours.
    expect(toaster()?.getAttribute("data-y-position")).toBe("bottom");
    expect(toaster()?.getAttribute("data-x-position")).toBe("right");
    expect(document.querySelector("[data-sonner-toast]")?.getAttribute("data-rich-colors")).toBe("true");
  });

  it("not when the page is idle: only a toast loads it, so it costs the page's load nothing (#31)", async () => {
    await mount();
    act(() => {
      for (const run of idle) run();
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(toaster()).toBeNull();
    expect(document.querySelector("section[aria-label^='Notifications']")).toBeNull();
  });
});
