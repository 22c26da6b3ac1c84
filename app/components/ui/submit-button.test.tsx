// @vitest-environment happy-dom
import { act } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { SubmitButton } from "./submit-button";

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
});

const form = (disabled?: boolean) => (
  <form>
    <SubmitButton disabled={disabled}>Speichern</SubmitButton>
  </form>
);

describe("SubmitButton", () => {
  it("is disabled in the server's HTML and enabled once the page has hydrated", async () => {
    const html = renderToString(form());
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const button = container.querySelector("button");
    expect(button?.disabled).toBe(true);
    await act(async () => {
      root = hydrateRoot(container, form());
    });
    expect(button?.disabled).toBe(false);
    expect(button?.type).toBe("submit");
  });

  it("stays disabled after hydration while its form says so (a request under way)", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(form(true));
    document.body.append(container);
    await act(async () => {
      root = hydrateRoot(container, form(true));
    });
    expect(container.querySelector("button")?.disabled).toBe(true);
  });
});
