import { beforeEach, describe, expect, it, vi } from "vitest";

type ToastModule = typeof import("./toast");

/** A stand-in for sonner's `toast`: records every call in order. */
function fakeSonner() {
  const calls: unknown[][] = [];
  const rec =
    (kind: string) =>
    (...args: unknown[]) =>
      void calls.push([kind, ...args]);
  const impl = Object.assign(rec("message"), {
    success: rec("success"),
    error: rec("error"),
    warning: rec("warning"),
    info: rec("info"),
    dismiss: vi.fn(),
  });
  return {
    impl: impl as unknown as Parameters<ToastModule["connectToaster"]>[0],
    calls,
    dismiss: impl.dismiss,
  };
}

let m: ToastModule;
beforeEach(async () => {
  // The queue is module state: every test starts from a page that has not loaded sonner.
  vi.resetModules();
  m = await import("./toast");
});

describe("toasts before sonner is loaded (lib/toast)", () => {
  it("waits until the toaster is mounted, then shows every call in order with its options", () => {
    const undo = () => {};
    m.toast.success("Monstera wurde in den Warenkorb gelegt", { duration: 3000 });
    m.toast.error("Your cart is empty");
    m.toast("Efeutute entfernt", { action: { label: "Rückgängig", onClick: undo } });
    m.toast.warning("nicht mehr erhältlich");
    m.toast.info("Preise aktualisiert", { description: "x" });
    const sonner = fakeSonner();
    expect(sonner.calls).toEqual([]);
    m.connectToaster(sonner.impl);
    expect(sonner.calls).toEqual([
      ["success", "Monstera wurde in den Warenkorb gelegt", { duration: 3000 }],
      ["error", "Your cart is empty", undefined],
      ["message", "Efeutute entfernt", { action: { label: "Rückgängig", onClick: undo } }],
      ["warning", "nicht mehr erhältlich", undefined],
      ["info", "Preise aktualisiert", { description: "x" }],
    ]);
  });

  it("passes calls straight on while the toaster is mounted, and queues again while it is not", () => {
    const sonner = fakeSonner();
    const disconnect = m.connectToaster(sonner.impl);
    m.toast.success("eins");
    expect(sonner.calls).toEqual([["success", "eins", undefined]]);
    disconnect();
    m.toast.error("zwei");
    expect(sonner.calls).toHaveLength(1);
    m.connectToaster(sonner.impl);
    expect(sonner.calls).toEqual([
      ["success", "eins", undefined],
      ["error", "zwei", undefined],
    ]);
  });

  it("the first waiting toast asks for sonner once; a toaster subscribing later is asked at once", () => {
    const early = vi.fn();
    m.onToastWanted(early);
    expect(early).not.toHaveBeenCalled();
    m.toast("a");
    m.toast("b");
    expect(early).toHaveBeenCalledTimes(1);
    const late = vi.fn();
    const unsubscribe = m.onToastWanted(late);
    expect(late).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it("after a failed load the toasts stay queued and the next toast asks again", () => {
    const load = vi.fn();
    m.onToastWanted(load);
    m.toast.success("eins");
    m.toastLoadFailed();
    m.toast.success("zwei");
    expect(load).toHaveBeenCalledTimes(2);
    const sonner = fakeSonner();
    m.connectToaster(sonner.impl);
    expect(sonner.calls.map((c) => c[1])).toEqual(["eins", "zwei"]);
  });

  it("dismiss() drops waiting toasts, and reaches sonner once it is loaded", () => {
    m.toast.success("weg");
    m.toast.dismiss();
    const sonner = fakeSonner();
    const disconnect = m.connectToaster(sonner.impl);
    expect(sonner.calls).toEqual([]);
    disconnect();
    m.toast.dismiss("id-1");
    expect(sonner.dismiss).toHaveBeenCalledWith("id-1");
  });
});
