import type { Context } from "hono";
import type { z } from "zod";

/** Largest JSON body any endpoint accepts. */
export const MAX_JSON_BYTES = 64 * 1024;

export class HttpError extends Error {
  constructor(
    readonly status: 400 | 404 | 409 | 413 | 415 | 422 | 429 | 503,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/**
 * Reads and validates a JSON body: too large → 413, not JSON → 400/415, schema mismatch → 400 with
 * the first problem named. Never throws anything but HttpError.
 */
export async function readJson<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  const type = c.req.header("content-type") ?? "";
  if (!/^application\/json\b/i.test(type) && type !== "") {
    throw new HttpError(415, "Bitte sende JSON (Content-Type: application/json).");
  }
  const declared = Number(c.req.header("content-length") ?? 0);
  if (declared > MAX_JSON_BYTES) throw new HttpError(413, "Die Anfrage ist zu groß.");
  const buf = await c.req.arrayBuffer();
  if (buf.byteLength > MAX_JSON_BYTES) throw new HttpError(413, "Die Anfrage ist zu groß.");
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(buf));
  } catch {
    throw new HttpError(400, "Die Anfrage ist kein gültiges JSON.");
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = issue.path.length ? ` (${issue.path.join(".")})` : "";
    throw new HttpError(400, `${issue.message}${where}`, parsed.error.issues.slice(0, 5));
  }
  return parsed.data;
}

export const errorBody = (err: HttpError) => ({ error: err.message, message: err.message });
