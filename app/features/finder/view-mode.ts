import { useSyncExternalStore } from "react";
import { functionalStorage } from "../consent/functional-storage";

export const VIEW_MODE_KEY = "plantRecommendationsViewMode";
export type ViewMode = "single-grid" | "dual-grid";
export const DEFAULT_VIEW_MODE: ViewMode = "dual-grid";

const listeners = new Set<() => void>();

function read(): ViewMode {
  const v = functionalStorage.get(VIEW_MODE_KEY);
  return v === "single-grid" || v === "dual-grid" ? v : DEFAULT_VIEW_MODE;
}

export function setViewMode(mode: ViewMode) {
  functionalStorage.set(VIEW_MODE_KEY, mode);
  for (const l of listeners) l();
}

/** The recommendations' column layout; dual-grid while rendering on the server. */
export function useViewMode(): ViewMode {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    read,
    () => DEFAULT_VIEW_MODE,
  );
}
