import { isIP } from "node:net";
import { storefrontUrl } from "../../../domain/shop/shop-domain";

/** Where and how to reach one store's Storefront API. */
export interface StorefrontTarget {
  /** The store's name: `<name>.myshopify.com`, already validated. */
  shop: string;
  token: string;
  /**
   * "public" (default): a Storefront access token for browsers, sent as X-Shopify-Storefront-Access-Token
   * and throttled by the caller's IP — from our server that is the server's. "private": a private
   * (delegate) token for server-side calls, sent as Shopify-Storefront-Private-Token, throttled at the
   * shop level and by the buyer's IP we forward in Shopify-Storefront-Buyer-IP.
   */
  tokenKind?: "public" | "private";
  apiVersion: string;
  timeoutMs: number;
  /**
   * Tests only: the local Storefront test server. Ignored unless the process runs under Vitest or
   * the end-to-end server, so production always talks to the URL it builds itself.
   */
  apiBaseUrl?: string;
}

export type StorefrontFailure =
  | { kind: "unauthorized"; status: number }
  | { kind: "throttled"; status: number }
  | { kind: "unavailable"; status: number }
  | { kind: "timeout" }
  | { kind: "network"; message: string }
  | { kind: "malformed"; message: string }
  | { kind: "graphql"; messages: string[] };

export type StorefrontResult<T> = { ok: true; data: T } | { ok: false; error: StorefrontFailure };

export function endpoint(t: StorefrontTarget): string {
  if (t.apiBaseUrl) return `${t.apiBaseUrl.replace(/\/$/, "")}/api/${t.apiVersion}/graphql.json`;
  return storefrontUrl(t.shop, t.apiVersion);
}

/**
 * One GraphQL call. Every failure mode of the Storefront API comes back as a value, never as an
 * exception: 401/403 (token), 402/404 (shop unavailable or frozen), 430 and GraphQL THROTTLED (rate
 * limit), 5xx, timeouts, malformed JSON, GraphQL errors. Redirects are refused.
 */
export async function storefront<T>(
  target: StorefrontTarget,
  query: string,
  variables: Record<string, unknown> = {},
  /** The buyer a call is made for (their cart, their page): forwarded with a private token. */
  options: { buyerIp?: string } = {},
): Promise<StorefrontResult<T>> {
  // One timer for the whole call, answer and body: a store that sends headers and then stalls is cut
  // off too. An own controller held until the body is read (AbortSignal.timeout's signal can be
  // collected while undici still reads, and then never fires).
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException("Storefront call timed out", "TimeoutError")),
    target.timeoutMs,
  );
  try {
    return await call<T>(target, query, variables, controller.signal, options.buyerIp);
  } finally {
    clearTimeout(timer);
  }
}

async function call<T>(
  target: StorefrontTarget,
  query: string,
  variables: Record<string, unknown>,
  signal: AbortSignal,
  buyerIp: string | undefined,
): Promise<StorefrontResult<T>> {
  let res: Response;
  try {
    res = await fetch(endpoint(target), {
      method: "POST",
      redirect: "error",
      signal,
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
        ...tokenHeaders(target, buyerIp),
      },
      body: JSON.stringify({ query, variables }),
    });
  } catch (err) {
    const e = err as Error;
    if (e.name === "TimeoutError" || e.name === "AbortError")
      return { ok: false, error: { kind: "timeout" } };
    return { ok: false, error: { kind: "network", message: e.message } };
  }
  if (res.status === 401 || res.status === 403)
    return fail({ kind: "unauthorized", status: res.status }, res);
  if (res.status === 430 || res.status === 429) return fail({ kind: "throttled", status: res.status }, res);
  if (!res.ok) return fail({ kind: "unavailable", status: res.status }, res);
  let body: { data?: T; errors?: { message?: string; extensions?: { code?: string } }[] };
  try {
    const text = await res.text();
    body = JSON.parse(text);
  } catch (err) {
    if ((err as Error).name === "TimeoutError" || signal.aborted)
      return { ok: false, error: { kind: "timeout" } };
    return { ok: false, error: { kind: "malformed", message: "response is not JSON" } };
  }
  if (!body || typeof body !== "object")
    return { ok: false, error: { kind: "malformed", message: "not an object" } };
  if (Array.isArray(body.errors) && body.errors.length) {
    if (body.errors.some((e) => e?.extensions?.code === "THROTTLED")) {
      return { ok: false, error: { kind: "throttled", status: 200 } };
    }
    return {
      ok: false,
      error: { kind: "graphql", messages: body.errors.map((e) => String(e?.message ?? "error")) },
    };
  }
  if (body.data === undefined || body.data === null) {
    return { ok: false, error: { kind: "malformed", message: "no data" } };
  }
  return { ok: true, data: body.data };
}

/** The token in the header its kind belongs in; the buyer's IP only beside a private token. */
export function tokenHeaders(target: StorefrontTarget, buyerIp?: string): Record<string, string> {
  if (target.tokenKind !== "private") return { "X-Shopify-Storefront-Access-Token": target.token };
  return {
    "Shopify-Storefront-Private-Token": target.token,
    ...(buyerIp && isIP(buyerIp) ? { "Shopify-Storefront-Buyer-IP": buyerIp } : {}),
  };
}

async function fail<T>(error: StorefrontFailure, res: Response): Promise<StorefrontResult<T>> {
  await res.body?.cancel().catch(() => {});
  return { ok: false, error };
}

export const describeFailure = (e: StorefrontFailure): string =>
  e.kind === "graphql"
    ? `graphql: ${e.messages.join("; ")}`
    : "status" in e
      ? `${e.kind} (${e.status})`
      : e.kind;
