import type { Context } from "hono";
// Also installs zod's German messages for every API schema (domain/text/zod-messages.ts).
import type { z } from "../../domain/text/zod";
import "../../domain/text/zod";
import { HttpError } from "./refusal";

export { HttpError };

/** Largest JSON body the catalogue and browse endpoints accept. */
export const MAX_JSON_BYTES = 64 * 1024;

/** Outcome of reading a JSON request body: the parsed value, or the 4xx to answer with. */
export type JsonBody =
  | { ok: true; value: unknown }
  | { ok: false; status: 400 | 413 | 415; reason: "not_json" | "bad_json" | "too_large" };

const JSON_TYPE = /^application\/([\w.-]+\+)?json\s*(;|$)/i;

/**
 * Reads at most `maxBytes` of a JSON body. Requiring the JSON content type also keeps plain HTML forms
 * of other sites from posting here (they cannot send it without a CORS preflight).
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<JsonBody> {
  if (!JSON_TYPE.test(request.headers.get("content-type") ?? "")) {
    return { ok: false, status: 415, reason: "not_json" };
  }
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > maxBytes) return { ok: false, status: 413, reason: "too_large" };
  if (!request.body) return { ok: false, status: 400, reason: "bad_json" };

  // Count while reading: a chunked body has no length to check up front.
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      return { ok: false, status: 413, reason: "too_large" };
    }
    chunks.push(value);
  }
  try {
    return {
      ok: true,
      value: JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(concat(chunks, size))),
    };
  } catch {
    return { ok: false, status: 400, reason: "bad_json" };
  }
}

function concat(chunks: Uint8Array[], size: number): Uint8Array {
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

/**
 * Reads and validates a JSON body for a Hono handler: too large → 413, not JSON → 415/400, schema
 * mismatch → 400 `invalid_input` naming the first problem. Never throws anything but HttpError.
 */
export async function readJson<T extends z.ZodType>(c: Context, schema: T): Promise<z.infer<T>> {
  const body = await readJsonBody(c.req.raw, MAX_JSON_BYTES);
  if (!body.ok) throw HttpError.api(body.status, { error: body.reason });
  const parsed = schema.safeParse(body.value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw HttpError.api(400, { error: "invalid_input", issue: issue.message, path: issue.path.join(".") });
  }
  return parsed.data;
}
