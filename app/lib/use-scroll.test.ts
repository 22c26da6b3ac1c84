import { describe, expect, it } from "vitest";
import { floatingButtonsVisible, headerState } from "./use-scroll";

describe("header rules (spec §2, §9)", () => {
  it("is transparent on home until more than 50 px, always solid elsewhere", () => {
    expect(headerState(true, { y: 50, direction: "down" }).solid).toBe(false);
    expect(headerState(true, { y: 51, direction: "down" }).solid).toBe(true);
    expect(headerState(false, { y: 0, direction: "up" }).solid).toBe(true);
  });
  it("hides when scrolling down past 80 px and shows on scrolling up", () => {
    expect(headerState(false, { y: 80, direction: "down" }).hidden).toBe(false);
    expect(headerState(false, { y: 81, direction: "down" }).hidden).toBe(true);
    expect(headerState(false, { y: 500, direction: "up" }).hidden).toBe(false);
  });
  it("shows the action icons on home only after 50 px", () => {
    expect(headerState(true, { y: 10, direction: "down" }).showActions).toBe(false);
    expect(headerState(true, { y: 60, direction: "down" }).showActions).toBe(true);
    expect(headerState(false, { y: 0, direction: "up" }).showActions).toBe(true);
  });
});

describe("floating buttons (spec §2, #18)", () => {
  it("show on home only after 300 px, elsewhere from the top", () => {
    expect(floatingButtonsVisible(true, { y: 300, direction: "up" })).toBe(false);
    expect(floatingButtonsVisible(true, { y: 301, direction: "up" })).toBe(true);
    expect(floatingButtonsVisible(false, { y: 0, direction: "up" })).toBe(true);
  });
  it("step aside while the reader scrolls down and return on scrolling up", () => {
    expect(floatingButtonsVisible(false, { y: 600, direction: "down" })).toBe(false);
    expect(floatingButtonsVisible(true, { y: 600, direction: "down" })).toBe(false);
    expect(floatingButtonsVisible(false, { y: 600, direction: "up" })).toBe(true);
    // The first pixels of a page do not count as scrolling away (as for the header).
    expect(floatingButtonsVisible(false, { y: 40, direction: "down" })).toBe(true);
  });
});
