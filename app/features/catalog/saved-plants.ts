import { api, contract } from "../../lib/api";
import { list, text } from "../../lib/check";
import { createStoredList, useStoredList } from "../../lib/stored-list";

export const SAVED_KEY = "savedPlants";
const parseIds = (v: unknown): string[] => list(v, "saved plants", 500, (x) => text(x, "plant id", 1, 200));

function parse(raw: string | null): string[] {
  if (!raw) return [];
  try {
    return parseIds(JSON.parse(raw));
  } catch (err) {
    console.error("Failed to parse saved plants", err);
    return [];
  }
}

/**
 * Ids of the plants the visitor saved with the heart, newest first. A necessary entry (cookie policy):
 * written only when the visitor saves a plant, which is the service the heart asks for.
 */
export const savedPlants = createStoredList<string>(SAVED_KEY, parse);

/** While a customer is signed in, every heart toggle is also written to their account. */
let syncWithAccount = false;

export function setAccountSync(on: boolean) {
  syncWithAccount = on;
}

export function toggleSaved(id: string): boolean {
  const current = savedPlants.snapshot();
  const saved = !current.includes(id);
  savedPlants.set(saved ? [id, ...current] : current.filter((x) => x !== id));
  if (syncWithAccount) {
    void api(`/api/saved-plants/${encodeURIComponent(id)}`, contract("savedPlants"), {
      method: saved ? "PUT" : "DELETE",
    }).then((res) => res.ok || console.warn("Saved plant not synced with the account:", res.error.message));
  }
  return saved;
}

/**
 * After sign-in (and on every full page load while signed in): the browser's list goes into the
 * account, and the account's list – saved on other devices too – becomes the browser's.
 */
export async function mergeWithAccount(): Promise<void> {
  const res = await api("/api/saved-plants/merge", contract("savedPlants"), {
    method: "POST",
    json: { ids: savedPlants.snapshot() },
  });
  if (res.ok) savedPlants.set(parse(JSON.stringify(res.data.ids)));
}

export function useIsSaved(id: string): boolean {
  return useStoredList(savedPlants).includes(id);
}
