import type { ApiError } from "../../domain/contracts/api-error";
import type * as Responses from "../../domain/contracts/responses";
import { defineMessages, type Locale, localeOf } from "./i18n/locale";

/** The few calls the browser makes to our JSON API, with one way to handle what can go wrong. */

/** Anything with zod's safeParse: the response contracts of domain/contracts/. */
export interface Contract<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

/** A contract given directly, or loaded with the first call (see `contract`). */
export type ContractSource<T> = Contract<T> | (() => Promise<Contract<T>>);

const responses = () => import("../../domain/contracts/responses");

/** The contract of domain/contracts/responses.ts named `key`, loaded when a call first needs it. */
export const contract =
  <K extends keyof typeof Responses>(key: K) =>
  (): Promise<(typeof Responses)[K]> =>
    responses().then((m) => m[key]);

export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  /** `fromServer`: the message is the server's own (else one of API_MESSAGES). */
  | { ok: false; status: number; error: ApiFailure; fromServer: boolean };

/** An error answer; auth answers also carry better-auth's `code` and our password `reasons`. */
export type ApiFailure = ApiError & { code?: string; reasons?: string[] };

/** For answers whose fields the caller does not read: any JSON object passes. */
export const anyObject: Contract<Record<string, unknown>> = {
  safeParse: (data) =>
    typeof data === "object" && data !== null && !Array.isArray(data)
      ? { success: true, data: data as Record<string, unknown> }
      : { success: false },
};

export const API_MESSAGES = {
  network: "Keine Verbindung zum Shop. Bitte prüfe deine Internetverbindung und versuche es noch einmal.",
  server: "Ein unerwarteter Fehler ist aufgetreten. Bitte versuche es später noch einmal.",
  unexpected: "Die Antwort des Shops war unerwartet. Bitte lade die Seite neu.",
} as const;

export const apiMessages = defineMessages(API_MESSAGES, {
  network: "No connection to the shop. Please check your internet connection and try again.",
  server: "An unexpected error occurred. Please try again later.",
  unexpected: "The shop's answer was unexpected. Please reload the page.",
});

/**
 * The page's language, sent as `X-Shop-Locale` so the server answers in it (#19). The path decides, as
 * for the page itself; the browser's own Accept-Language is not what the server reads.
 */
export const LOCALE_HEADER = "X-Shop-Locale";
const pageLocale = (): Locale => (typeof window === "undefined" ? "de" : localeOf(window.location.pathname));

export interface ApiOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as JSON. */
  json?: unknown;
  signal?: AbortSignal;
}

/**
 * Calls `path` and checks the answer against `contract`. Never throws for HTTP or network problems:
 * the result says what happened, with a message for people in the page's language (the server's own,
 * where it sent one). An aborted request rejects with the AbortError, so callers that cancel can ignore it.
 */
export async function api<T>(
  path: string,
  source: ContractSource<T>,
  options: ApiOptions = {},
): Promise<ApiResult<T>> {
  const { method = "GET", json, signal } = options;
  const locale = pageLocale();
  const texts = apiMessages[locale];
  // The contract loads beside the request, not after it.
  const checker = typeof source === "function" ? source() : Promise.resolve(source);
  checker.catch(() => {});
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      signal,
      credentials: "same-origin",
      headers: {
        accept: "application/json",
        [LOCALE_HEADER]: locale,
        ...(json === undefined ? {} : { "content-type": "application/json" }),
      },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
  } catch (err) {
    if (signal?.aborted) throw err;
    return failure(0, "network", texts.network);
  }
  const body: unknown = await res.json().catch(() => undefined);
  if (!res.ok) return errorAnswer(body, res.status, texts);
  const checked = (await checker).safeParse(body);
  if (!checked.success) {
    console.warn(`[api] ${method} ${path}: the answer does not match its contract`);
    return failure(res.status, "unexpected_response", texts.unexpected);
  }
  return { ok: true, status: res.status, data: checked.data };
}

const failure = (status: number, error: string, message: string) =>
  ({ ok: false, status, error: { error, message }, fromServer: false }) as const;

/** The server's error body when it sent a message, else the page's message for the status. */
function errorAnswer(body: unknown, status: number, texts: (typeof apiMessages)[Locale]): ApiResult<never> {
  const b = (body ?? {}) as Partial<Record<keyof ApiFailure, unknown>>;
  if (typeof b.message !== "string" || !b.message)
    return failure(status, `http_${status}`, status >= 500 ? texts.server : texts.unexpected);
  const error: ApiFailure = {
    error: typeof b.error === "string" ? b.error : `http_${status}`,
    message: b.message,
  };
  if (b.fieldErrors && typeof b.fieldErrors === "object")
    error.fieldErrors = b.fieldErrors as Record<string, string>;
  if (typeof b.code === "string") error.code = b.code;
  if (Array.isArray(b.reasons)) error.reasons = b.reasons.filter((r): r is string => typeof r === "string");
  return { ok: false, status, error, fromServer: true };
}
