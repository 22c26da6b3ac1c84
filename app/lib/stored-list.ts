import { useSyncExternalStore } from "react";
import { storage } from "./storage";

/**
 * A list kept in localStorage under `key`, shared by every component and followed across tabs.
 * `parse` validates what comes back from storage (it may be anything).
 */
export function createStoredList<T>(key: string, parse: (raw: string | null) => T[]) {
  const EMPTY: T[] = [];
  let items: T[] = EMPTY;
  let loaded = false;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const l of listeners) l();
  };
  function load() {
    if (loaded || typeof window === "undefined") return;
    loaded = true;
    items = parse(storage.get(key));
    window.addEventListener("storage", (e) => {
      if (e.key !== key) return;
      items = parse(e.newValue);
      emit();
    });
  }
  const store = {
    subscribe(l: () => void) {
      load();
      listeners.add(l);
      return () => listeners.delete(l);
    },
    snapshot(): T[] {
      load();
      return items;
    },
    set(next: T[]) {
      items = next;
      storage.set(key, JSON.stringify(next));
      emit();
    },
    /** Snapshot during server rendering. */
    empty: EMPTY,
  };
  return store;
}

/** The list of a stored-list store, re-rendering on every change. */
export function useStoredList<T>(store: ReturnType<typeof createStoredList<T>>): T[] {
  return useSyncExternalStore(store.subscribe, store.snapshot, () => store.empty);
}
