/**
 * Small runtime checks for what the browser reads back from its own storage (cart, saved plants, cookie
 * choices). Deliberately not zod: these run in every page's first view, and zod's core would be the
 * largest library in it. Forms and the server keep using zod.
 */
export class CheckError extends Error {}

const fail = (what: string): never => {
  throw new CheckError(`invalid ${what}`);
};

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

export function record(v: unknown, what: string): Record<string, unknown> {
  return isRecord(v) ? v : fail(what);
}

export function text(v: unknown, what: string, min: number, max: number): string {
  return typeof v === "string" && v.length >= min && v.length <= max ? v : fail(what);
}

export function optionalText(v: unknown, what: string, max: number): string | undefined {
  return v === undefined ? undefined : text(v, what, 0, max);
}

export function int(v: unknown, what: string, min: number, max = Number.MAX_SAFE_INTEGER): number {
  return typeof v === "number" && Number.isInteger(v) && v >= min && v <= max ? v : fail(what);
}

export function oneOf<T extends string>(v: unknown, what: string, values: readonly T[]): T {
  return values.includes(v as T) ? (v as T) : fail(what);
}

export function list<T>(v: unknown, what: string, max: number, item: (x: unknown) => T): T[] {
  return Array.isArray(v) && v.length <= max ? v.map(item) : fail(what);
}
