import { type ComponentType, useEffect, useState } from "react";
import { onToastWanted, toastLoadFailed } from "../../lib/toast";
import { whenIdle } from "../../lib/when-idle";

const load = () => import("./sonner-toaster").then((m) => m.SonnerToaster);

/**
 * Where toasts appear (once, in the root layout). sonner's code is not part of the first view: it loads
 * when the page is idle after hydration or on the first toast, whichever comes first (lib/toast.ts keeps
 * the toasts made until then and shows them in order).
 */
export function Toaster() {
  const [Impl, setImpl] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      load().then(
        (c) => live && setImpl(() => c),
        () => {
          started = false;
          toastLoadFailed();
        },
      );
    };
    const cancelIdle = whenIdle(start);
    const unsubscribe = onToastWanted(start);
    return () => {
      live = false;
      cancelIdle();
      unsubscribe();
    };
  }, []);
  return Impl ? <Impl /> : null;
}
