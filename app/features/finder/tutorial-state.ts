import { functionalStorage } from "../consent/functional-storage";

export const TUTORIAL_STEPS = 3;
/** A drag or swipe further than this changes the step (spec §9). */
export const SWIPE_THRESHOLD_PX = 100;
export const SKIP_TUTORIAL_KEY = "skipPlantTutorial";

/** What a horizontal drag of `dx` pixels does at `step`: left goes forward, right back, less snaps back. */
export function swipeResult(step: number, dx: number): number {
  if (dx < -SWIPE_THRESHOLD_PX && step < TUTORIAL_STEPS) return step + 1;
  if (dx > SWIPE_THRESHOLD_PX && step > 1) return step - 1;
  return step;
}

export const shouldShowTutorial = (): boolean => functionalStorage.get(SKIP_TUTORIAL_KEY) !== "true";
export const rememberTutorialDone = (): void => functionalStorage.set(SKIP_TUTORIAL_KEY, "true");
