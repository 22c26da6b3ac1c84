import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * False while rendering on the server and during hydration, true afterwards. Pages whose content
 * lives in browser storage (the cart) show a placeholder until then instead of a wrong empty state.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
