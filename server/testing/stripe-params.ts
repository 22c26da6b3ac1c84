/**
 * Stripe's wire format, as the local stand-in (stripe-server.ts) reads and answers it: form-encoded
 * parameters with bracket keys, checked one by one, and errors in Stripe's shape.
 */

export type Json = Record<string, unknown>;
/** A parsed form body: strings, nested objects and arrays (parseForm below). */
export type Params = Record<string, unknown>;

export interface ErrorBody {
  type: "invalid_request_error" | "idempotency_error" | "api_error" | "card_error";
  message: string;
  code?: string;
  param?: string;
  doc_url?: string;
}

/**
 * An answer in Stripe's error shape `{error: {type, code, message, param}}` (docs.stripe.com/api/errors).
 * `validation`: the parameters were refused before anything ran, so no idempotent result is stored
 * ("We save results only after the execution of an endpoint begins", docs.stripe.com/api/idempotent_requests).
 */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly error: ErrorBody,
    readonly validation = false,
  ) {
    super(error.message);
  }
}

const docUrl = (code: string) => `https://stripe.com/docs/error-codes/${code.replaceAll("_", "-")}`;
export function invalid(message: string, param?: string, code?: string, validation = true) {
  return new StripeApiError(
    400,
    {
      type: "invalid_request_error",
      message,
      ...(code && { code, doc_url: docUrl(code) }),
      ...(param && { param }),
    },
    validation,
  );
}
/** Wording as Stripe answers it, e.g. "Missing required param: line_items[0][currency]." */
export const missing = (param: string) =>
  invalid(`Missing required param: ${param}.`, param, "parameter_missing");
/** "No such customer: '5'" with code resource_missing: 404 for the URL's object, 400 for a parameter. */
export function noSuch(kind: string, id: string, param?: string) {
  return new StripeApiError(
    param ? 400 : 404,
    {
      type: "invalid_request_error",
      code: "resource_missing",
      doc_url: docUrl("resource_missing"),
      message: `No such ${kind}: '${id}'`,
      ...(param && { param }),
    },
    true,
  );
}

export const isObject = (v: unknown): v is Params => typeof v === "object" && v !== null && !Array.isArray(v);

export function allowOnly(params: Params, allowed: string[], prefix = "") {
  for (const key of Object.keys(params)) {
    if (!allowed.includes(key)) {
      const name = prefix ? `${prefix}[${key}]` : key;
      throw invalid(`Received unknown parameter: ${name}`, name, "parameter_unknown");
    }
  }
}

export function readString(value: unknown, param: string, max = 5000): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "string") throw invalid(`Invalid string: ${param} must be a string`, param);
  // "You passed an empty string for 'x'. We assume empty values are an attempt to unset a parameter"
  if (value === "")
    throw invalid(
      `You passed an empty string for '${param}'. We assume empty values are an attempt to unset a parameter; however '${param}' cannot be unset. You should remove '${param}' from your request or supply a non-empty value.`,
      param,
      "parameter_invalid_empty",
    );
  if (value.length > max)
    throw invalid(`Invalid ${param}: must be at most ${max} characters`, param, "string_length");
  return value;
}

export function readInteger(value: unknown, param: string, min = 0): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "string" || !/^-?\d{1,15}$/.test(value))
    throw invalid(`Invalid integer: ${String(value)}`, param, "parameter_invalid_integer");
  const n = Number(value);
  if (n < min)
    throw invalid(`This value must be greater than or equal to ${min}.`, param, "parameter_invalid_integer");
  return n;
}

export function readUrl(value: unknown, param: string): string | undefined {
  const url = readString(value, param);
  if (url !== undefined && !/^https?:\/\//.test(url)) throw invalid("Not a valid URL", param, "url_invalid");
  return url;
}

/** Metadata: up to 50 keys of at most 40 characters, values of at most 500 (docs.stripe.com/api/metadata). */
export function readMetadata(value: unknown, param: string): Record<string, string> | undefined {
  if (value === undefined) return undefined;
  if (!isObject(value)) throw invalid(`Invalid object: ${param} must be a hash`, param);
  const keys = Object.keys(value);
  if (keys.length > 50) throw invalid(`Invalid ${param}: at most 50 keys`, param);
  const out: Record<string, string> = Object.create(null);
  for (const key of keys) {
    const v = value[key];
    if (key.length > 40)
      throw invalid(`Invalid ${param}: keys must be at most 40 characters`, `${param}[${key}]`);
    if (typeof v !== "string") throw invalid(`Invalid ${param}: values must be strings`, `${param}[${key}]`);
    if (v.length > 500)
      throw invalid(`Invalid ${param}: values must be at most 500 characters`, `${param}[${key}]`);
    if (v !== "") out[key] = v; // an empty value unsets the key
  }
  return out;
}

export function readList(value: unknown, param: string): unknown[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) throw invalid(`Invalid array`, param);
  return value;
}

export function readStrings(value: unknown, param: string): string[] | undefined {
  const list = readList(value, param);
  list?.forEach((v, i) => {
    readString(v, `${param}[${i}]`);
  });
  return list as string[] | undefined;
}

export function readExpand(params: Params): string[] {
  const list = readList(params.expand, "expand") ?? [];
  return list.map((v, i) => {
    if (typeof v !== "string") throw invalid("Invalid array", `expand[${i}]`);
    if (v.split(".").length > 4)
      throw invalid("You cannot expand more than 4 levels of a property.", `expand[${i}]`);
    return v;
  });
}

/**
 * A form body as Stripe reads it: bracket keys build nested hashes (`metadata[order]=7`), numeric
 * indexes build arrays (`line_items[0][quantity]=2`, as stripe-node's utils.js stringifyRequestData
 * writes them; `expand[]=x` works too). Objects have no prototype, so `__proto__` is just a key.
 */
export function parseForm(text: string): Params {
  const root: Params = Object.create(null);
  for (const [key, value] of new URLSearchParams(text)) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
    if (!match)
      throw new StripeApiError(
        400,
        { type: "invalid_request_error", message: `Invalid parameter: ${key}` },
        true,
      );
    const path = [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!)];
    let node = root;
    path.forEach((segment, i) => {
      const name = segment === "" ? String(Object.keys(node).length) : segment;
      if (i === path.length - 1) {
        node[name] = value;
        return;
      }
      const next = node[name] ?? Object.create(null);
      if (typeof next !== "object")
        throw new StripeApiError(
          400,
          { type: "invalid_request_error", message: `Invalid parameter: ${key}`, param: key },
          true,
        );
      node[name] = next;
      node = next as Params;
    });
  }
  return arrays(root) as Params;
}

/** Hashes whose keys are all indexes become arrays, in index order. */
function arrays(value: unknown): unknown {
  if (typeof value !== "object" || value === null) return value;
  const obj = value as Params;
  const keys = Object.keys(obj);
  for (const k of keys) obj[k] = arrays(obj[k]);
  if (keys.length > 0 && keys.every((k) => /^\d+$/.test(k)))
    return keys.sort((a, b) => Number(a) - Number(b)).map((k) => obj[k]);
  return obj;
}

/** Parameters with sorted keys, so the same request in another order has the same fingerprint. */
export function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((k) => [k, canonical((value as Params)[k])]),
  );
}
