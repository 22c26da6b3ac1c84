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

  it("waits while a modal dialog is open: the page behind it is inert", () => {
    const run = vi.fn();
    onFirstInteraction(run);
    const dialog = document.body.appendChild(document.createElement("dialog"));
    dialog.setAttribute("open", "");
    const inside = dialog.appendChild(document.createElement("button"));
    inside.dispatchEvent(new Event("pointerover", { bubbles: true }));
    inside.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab", bubbles: true }));
    expect(run).not.toHaveBeenCalled();
    dialog.removeAttribute("open");
    inside.dispatchEvent(new Event("pointerover", { bubbles: true }));
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("runs nothing once cancelled", () => {
    const run = vi.fn();
    onFirstInteraction(run)();
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab" }));
    expect(run).not.toHaveBeenCalled();
  });
});
