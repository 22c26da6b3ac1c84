import { type ComponentType, useEffect, useState } from "react";
import { onToastWanted, toastLoadFailed } from "../../lib/toast";

const load = () => import("./sonner-toaster").then((m) => m.SonnerToaster);

/**
 * Where toasts appear (once, in the root layout). sonner's code is not part of the first view nor of its
 * load (issue #31): it loads with the first toast (lib/toast.ts keeps the toasts made until then and
 * shows them in order).
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
    const unsubscribe = onToastWanted(start);
    return () => {
      live = false;
      unsubscribe();
    };
  }, []);
  return Impl ? <Impl /> : null;
}
