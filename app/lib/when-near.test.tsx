// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { whenNear } from "./when-near";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

const Reviews = ({ count }: { count: number }) => <p data-testid="part">{`${count} reviews`}</p>;

/** An IntersectionObserver the test moves: `show()` reports every observed element in view. */
function stubObserver() {
  const observers: { cb: IntersectionObserverCallback; els: Element[] }[] = [];
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      entry: { cb: IntersectionObserverCallback; els: Element[] };
      constructor(cb: IntersectionObserverCallback) {
        this.entry = { cb, els: [] };
        observers.push(this.entry);
      }
      observe(el: Element) {
        this.entry.els.push(el);
      }
      disconnect() {
        this.entry.els = [];
      }
    },
  );
  return {
    show: () => {
      for (const o of observers)
        o.cb(
          o.els.map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry),
          {} as IntersectionObserver,
        );
    },
  };
}

describe("whenNear", () => {
  it("renders in full on the server (readers without JavaScript, crawlers)", async () => {
    const Part = whenNear("reviews", async () => Reviews);
    // The first server render suspends on the import; a second finds the part resolved, as the
    // server's onAllReady render does.
    renderToString(<Part count={3} />);
    await new Promise((r) => setTimeout(r, 0));
    expect(renderToString(<Part count={3} />)).toContain("3 reviews");
  });

  it("loads the code only when its anchor comes near the viewport", async () => {
    const io = stubObserver();
    const anchor = document.createElement("section");
    anchor.id = "reviews-a";
    document.body.append(anchor);
    const load = vi.fn(async () => Reviews);
    const Part = whenNear("reviews-a", load);
    render(<Part count={2} />);
    await act(async () => {});
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByTestId("part")).toBeNull();
    await act(async () => io.show());
    expect(load).toHaveBeenCalledTimes(1);
    expect((await screen.findByTestId("part")).textContent).toBe("2 reviews");
  });

  it("loads at the visitor's first pointer or key, who may be leaving for another page", async () => {
    stubObserver();
    const anchor = document.createElement("section");
    anchor.id = "reviews-b";
    document.body.append(anchor);
    const load = vi.fn(async () => Reviews);
    const Part = whenNear("reviews-b", load);
    render(<Part count={1} />);
    await act(async () => {});
    expect(load).not.toHaveBeenCalled();
    await act(async () => document.dispatchEvent(new Event("keydown")));
    expect((await screen.findByTestId("part")).textContent).toBe("1 reviews");
  });

  it("loads at once when the anchor is not in the page (rendered by a navigation), and leaves the part out if loading fails", async () => {
    stubObserver();
    const Part = whenNear("nowhere", async () => Reviews);
    render(<Part count={4} />);
    expect((await screen.findByTestId("part")).textContent).toBe("4 reviews");
    cleanup();
    const Broken = whenNear<{ count: number }>("nowhere", () => Promise.reject(new Error("offline")));
    const { container } = render(
      <div data-testid="page">
        <Broken count={5} />
      </div>,
    );
    await act(async () => {});
    expect(container.textContent).toBe("");
    expect(screen.getByTestId("page").isConnected).toBe(true);
  });
});
