import { storage } from "../../lib/storage";
import { hasConsent } from "./consent-store";

const memory = new Map<string, string>();

/**
 * Storage for functional entries (cookie policy: "funktional"): written to localStorage only with
 * consent for the functional category; otherwise kept in memory for this visit, so the choice still
 * holds until the page is closed.
 */
export const functionalStorage = {
  get(key: string): string | null {
    if (memory.has(key)) return memory.get(key)!;
    return hasConsent("functional") ? storage.get(key) : null;
  },
  set(key: string, value: string): void {
    memory.set(key, value);
    if (hasConsent("functional")) storage.set(key, value);
  },
};
