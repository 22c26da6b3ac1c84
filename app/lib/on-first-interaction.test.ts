// @vitest-environment happy-dom
import { describe, expect, it, vi } from "vitest";
import { onFirstInteraction } from "./on-first-interaction";

describe("onFirstInteraction", () => {
  it("runs once, at the first pointer or key, not at a focus the page moves itself", () => {
    const run = vi.fn();
    onFirstInteraction(run);
    const button = document.body.appendChild(document.createElement("button"));
    button.focus();
    button.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    expect(run).not.toHaveBeenCalled();
    button.dispatchEvent(new Event("pointerover", { bubbles: true }));
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab" }));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("runs nothing once cancelled", () => {
    const run = vi.fn();
    onFirstInteraction(run)();
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab" }));
    expect(run).not.toHaveBeenCalled();
  });
});
