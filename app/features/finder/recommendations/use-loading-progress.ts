import { useEffect, useState } from "react";

/** Spec §4/§9: the recommendations "load" about 1 s while a counter rises 10 % every 200 ms (to 100). */
export const LOADING_MS = 1000;
export const PROGRESS_STEP = 10;
export const PROGRESS_TICK_MS = 200;

/** Restarts whenever `key` changes (a new measurement), not for preference changes. */
export function useLoadingProgress(key: string) {
  const [progress, setProgress] = useState(0);
  const [elapsed, setElapsed] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: key is the trigger, not an input
  useEffect(() => {
    setProgress(0);
    setElapsed(false);
    const tick = setInterval(
      () =>
        setProgress((p) => {
          const next = Math.min(100, p + PROGRESS_STEP);
          if (next === 100) clearInterval(tick);
          return next;
        }),
      PROGRESS_TICK_MS,
    );
    const done = setTimeout(() => setElapsed(true), LOADING_MS);
    return () => {
      clearInterval(tick);
      clearTimeout(done);
    };
  }, [key]);
  return { progress, elapsed };
}
