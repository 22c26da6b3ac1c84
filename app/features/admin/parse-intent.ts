import { z } from "../../../domain/text/zod";

/**
 * The back office's action forms post one `intent` (which button), the `version` the page showed
 * (optimistic locking) and the intent's own fields. Those are checked by the server's domain functions
 * with their German messages; here only which intent it is and that the version is a whole number.
 */

/** A text field as posted: missing (or a file) reads as "", as the domain functions expect. */
export const formText = z.preprocess((v) => (typeof v === "string" ? v : ""), z.string());

const formVersion = z.preprocess(
  (v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : Number.NaN),
  z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
);

/** One intent of a discriminated union: its name, the version, and its text fields. */
export const intent = <const I extends string, S extends Record<string, typeof formText>>(
  name: I,
  fields: S,
) => z.object({ intent: z.literal(name), version: formVersion, ...fields });

/** The posted form as one member of `schema`, or which part failed: an unknown intent or a bad version. */
export function parseIntent<T extends z.ZodType<{ intent: string; version: number }>>(
  schema: T,
  form: FormData,
): { ok: true; data: z.output<T> } | { ok: false; failed: "intent" | "version" } {
  const parsed = schema.safeParse(Object.fromEntries(form));
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, failed: parsed.error.issues[0]?.path[0] === "version" ? "version" : "intent" };
}
