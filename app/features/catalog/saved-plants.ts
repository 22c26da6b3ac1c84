import * as z from "zod/mini";
import { createStoredList, useStoredList } from "../../lib/stored-list";

export const SAVED_KEY = "savedPlants";
const schema = z.array(z.string().check(z.minLength(1), z.maxLength(200))).check(z.maxLength(500));

function parse(raw: string | null): string[] {
  if (!raw) return [];
  try {
    return schema.parse(JSON.parse(raw));
  } catch (err) {
    console.error("Failed to parse saved plants", err);
    return [];
  }
}

/** Ids of the plants the visitor saved with the heart, newest first. */
export const savedPlants = createStoredList<string>(SAVED_KEY, parse);

export function toggleSaved(id: string): boolean {
  const current = savedPlants.snapshot();
  const saved = !current.includes(id);
  savedPlants.set(saved ? [id, ...current] : current.filter((x) => x !== id));
  return saved;
}

export function useIsSaved(id: string): boolean {
  return useStoredList(savedPlants).includes(id);
}
