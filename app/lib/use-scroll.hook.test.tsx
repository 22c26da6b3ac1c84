// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useScroll } from "./use-scroll";

describe("useScroll", () => {
  afterEach(() => window.scrollTo(0, 0));

  it("starts from a page already scrolled before it mounted", () => {
    window.scrollTo(0, 350);
    const { result } = renderHook(() => useScroll());
    expect(result.current.y).toBe(350);
  });

  it("follows later scrolling with its direction", async () => {
    const { result } = renderHook(() => useScroll());
    await act(async () => {
      window.scrollTo(0, 200);
      window.dispatchEvent(new Event("scroll"));
      await new Promise((r) => requestAnimationFrame(() => r(null)));
    });
    expect(result.current).toEqual({ y: 200, direction: "down" });
  });
});
