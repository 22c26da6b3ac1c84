import { ACCEPT_TERMS_FIELD } from "../../../domain/contracts/sign-up";

/**
 * The browser's calls to our auth endpoints (/api/auth/*, better-auth). Plain fetch: the session
 * lives in an HttpOnly cookie the browser sends by itself; nothing here ever sees a token.
 */
import { anyObject, api, type Contract } from "../../lib/api";
import { localeOf, localePath } from "../../lib/i18n/locale";

/** get-session answers null for a guest. */
const anyOrNull: Contract<unknown> = { safeParse: (data) => ({ success: true, data }) };

export class AuthError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    /** Why a password is weak (code weak_password). */
    readonly reasons: string[] = [],
  ) {
    super(message);
  }
}

/** The callers only need to know that a call worked; failures become an AuthError. */
async function post(path: string, body: unknown): Promise<void> {
  const res = await api(`/api/auth${path}`, anyObject, { method: "POST", json: body });
  if (res.ok) return;
  // Without a message of the service's own, the form shows the spec's fallback (errorMessage).
  const { message, code, reasons = [] } = res.error;
  throw new AuthError(res.fromServer ? message : "", res.status, code, reasons);
}

/** `path` in the current page's language: a link in a mail leads back to the language it was asked in. */
const pagePath = (path: string) =>
  typeof window === "undefined" ? path : localePath(localeOf(window.location.pathname), path);

/** Where the confirmation link leads after it signed the customer in. */
export const CALLBACK_URL = "/auth/callback";

export const authClient = {
  signIn: (email: string, password: string) => post("/sign-in/email", { email, password }),
  /** `acceptTerms`: the terms of use accepted and the minimum age confirmed (the server insists). */
  signUp: (name: string, email: string, password: string, acceptTerms: boolean) =>
    post("/sign-up/email", {
      name,
      email,
      password,
      callbackURL: pagePath(CALLBACK_URL),
      [ACCEPT_TERMS_FIELD]: acceptTerms,
    }),
  signOut: () => post("/sign-out", {}),
  requestPasswordReset: (email: string) =>
    post("/request-password-reset", { email, redirectTo: pagePath("/auth/reset-password") }),
  resetPassword: (token: string, newPassword: string) => post("/reset-password", { token, newPassword }),
  sendVerificationEmail: (email: string) =>
    post("/send-verification-email", { email, callbackURL: pagePath(CALLBACK_URL) }),
  /** Renews the session cookie's lifetime when it is due (better-auth refreshes once a day). */
  touch: () => api("/api/auth/get-session", anyOrNull).then(() => undefined),
};

/** The message to show for a failed call: the service's own, else the spec's fallback. */
export function errorMessage(err: unknown, fallback: string): string {
  return err instanceof AuthError && err.message ? err.message : fallback;
}
