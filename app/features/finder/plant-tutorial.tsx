import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from "react";
import { onDemand } from "../../lib/on-demand";
import { rememberTutorialDone, shouldShowTutorial } from "./tutorial-state";

// The dialog's code loads when a splash starts that leads to it (1.3 s ahead), or on opening.
const PlantTutorialDialog = onDemand(() => import("./tutorial-dialog").then((m) => m.PlantTutorialDialog));

interface PlantTutorialContext {
  /** Opens the tutorial; `onComplete` runs after "Start" on the last step. */
  showTutorial: (onComplete: () => void) => void;
  /** False once the visitor finished the tutorial (skipPlantTutorial = "true"). */
  shouldShowTutorial: () => boolean;
  /** Fetches the dialog's code ahead of `showTutorial`. */
  preloadTutorial: () => void;
}

const Context = createContext<PlantTutorialContext | null>(null);

export function usePlantTutorial(): PlantTutorialContext {
  const ctx = useContext(Context);
  if (!ctx) throw new Error("usePlantTutorial must be used within a PlantTutorialProvider");
  return ctx;
}

/**
 * Holds the tutorial's state (open, current step 1–3) and renders its dialog once for the whole app
 * (from its first opening on).
 */
export function PlantTutorialProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState(1);
  const onComplete = useRef<(() => void) | null>(null);

  const showTutorial = useCallback((done: () => void) => {
    onComplete.current = done;
    setOpen(true);
  }, []);
  const value = useMemo(
    () => ({ showTutorial, shouldShowTutorial, preloadTutorial: PlantTutorialDialog.preload }),
    [showTutorial],
  );

  const close = (reset: boolean) => {
    if (reset) setStep(1);
    setOpen(false);
    onComplete.current = null;
  };

  return (
    <Context.Provider value={value}>
      {children}
      <PlantTutorialDialog
        open={open}
        step={step}
        onStep={setStep}
        // Spec §4: closing before the last step (Escape, overlay) starts over next time.
        onOpenChange={(o) => (o ? setOpen(true) : close(step < 3))}
        onClose={() => close(true)}
        onFinish={() => {
          const done = onComplete.current;
          rememberTutorialDone();
          close(true);
          done?.();
        }}
      />
    </Context.Provider>
  );
}
