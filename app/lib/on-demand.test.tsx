// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type Controlled, onDemand } from "./on-demand";

afterEach(cleanup);

function Impl({ open, label }: Controlled & { label: string }) {
  const [clicks, setClicks] = useState(0);
  return (
    <div data-testid="impl" data-open={open}>
      {label}
      <button type="button" onClick={() => setClicks(clicks + 1)}>
        {`clicks ${clicks}`}
      </button>
    </div>
  );
}

/** A module that arrives when the test says so. */
function deferred() {
  let resolve!: (c: typeof Impl) => void;
  let reject!: (e: Error) => void;
  const load = vi.fn(
    () =>
      new Promise<typeof Impl>((res, rej) => {
        resolve = res;
        reject = rej;
      }),
  );
  return { load, arrive: () => resolve(Impl), fail: () => reject(new Error("offline")) };
}

describe("onDemand dialogs (code loaded on first opening)", () => {
  it("loads nothing while closed; opened before the code arrived, it mounts open when it does", async () => {
    const mod = deferred();
    const Lazy = onDemand(mod.load);
    const onOpenChange = vi.fn();
    const { rerender } = render(<Lazy open={false} onOpenChange={onOpenChange} label="Suche" />);
    expect(mod.load).not.toHaveBeenCalled();
    expect(screen.queryByTestId("impl")).toBeNull();
    rerender(<Lazy open onOpenChange={onOpenChange} label="Suche" />);
    expect(mod.load).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId("impl")).toBeNull();
    await act(async () => mod.arrive());
    expect(screen.getByTestId("impl").getAttribute("data-open")).toBe("true");
  });

  it("stays mounted when closed, keeping its state; a second instance renders at once", async () => {
    const mod = deferred();
    const Lazy = onDemand(mod.load);
    const { rerender } = render(<Lazy open onOpenChange={() => {}} label="Menü" />);
    await act(async () => mod.arrive());
    act(() => screen.getByRole("button").click());
    rerender(<Lazy open={false} onOpenChange={() => {}} label="Menü" />);
    expect(screen.getByTestId("impl").getAttribute("data-open")).toBe("false");
    expect(screen.getByRole("button").textContent).toBe("clicks 1");
    cleanup();
    render(<Lazy open onOpenChange={() => {}} label="wieder" />);
    expect(screen.getByText("wieder")).toBeTruthy();
    expect(mod.load).toHaveBeenCalledTimes(1);
  });

  it("if the code cannot load it reports itself closed, and the next opening tries again", async () => {
    const mod = deferred();
    const Lazy = onDemand(mod.load);
    const changes: boolean[] = [];
    function Opener() {
      const [open, setOpen] = useState(false);
      const change = (o: boolean) => {
        changes.push(o);
        setOpen(o);
      };
      return (
        <>
          <button type="button" onClick={() => change(true)}>
            öffnen
          </button>
          <Lazy open={open} onOpenChange={change} label="geladen" />
        </>
      );
    }
    render(<Opener />);
    act(() => screen.getByText("öffnen").click());
    expect(mod.load).toHaveBeenCalledTimes(1);
    await act(async () => mod.fail());
    expect(changes).toEqual([true, false]);
    act(() => screen.getByText("öffnen").click());
    expect(mod.load).toHaveBeenCalledTimes(2);
    await act(async () => mod.arrive());
    expect(screen.getByTestId("impl").getAttribute("data-open")).toBe("true");
  });

  it("preload() fetches ahead once and never throws", async () => {
    const mod = deferred();
    const Lazy = onDemand(mod.load);
    Lazy.preload();
    Lazy.preload();
    expect(mod.load).toHaveBeenCalledTimes(1);
    await act(async () => mod.fail());
    Lazy.preload();
    expect(mod.load).toHaveBeenCalledTimes(2);
  });
});
