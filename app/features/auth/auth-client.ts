/**
 * The browser's calls to our auth endpoints (/api/auth/*, better-auth). Plain fetch: the session
 * lives in an HttpOnly cookie the browser sends by itself; nothing here ever sees a token.
 */
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

async function post<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(`/api/auth${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    credentials: "same-origin",
  });
  const data = (await res.json().catch(() => ({}))) as {
    message?: string;
    code?: string;
    reasons?: unknown;
  };
  if (!res.ok) {
    const reasons = Array.isArray(data.reasons) ? data.reasons.filter((r) => typeof r === "string") : [];
    throw new AuthError(typeof data.message === "string" ? data.message : "", res.status, data.code, reasons);
  }
  return data as T;
}

/** Where the confirmation link leads after it signed the customer in. */
export const CALLBACK_URL = "/auth/callback";

export const authClient = {
  signIn: (email: string, password: string) => post("/sign-in/email", { email, password }),
  signUp: (name: string, email: string, password: string) =>
    post("/sign-up/email", { name, email, password, callbackURL: CALLBACK_URL }),
  signOut: () => post("/sign-out", {}),
  requestPasswordReset: (email: string) =>
    post("/request-password-reset", { email, redirectTo: "/auth/reset-password" }),
  resetPassword: (token: string, newPassword: string) => post("/reset-password", { token, newPassword }),
  sendVerificationEmail: (email: string) =>
    post("/send-verification-email", { email, callbackURL: CALLBACK_URL }),
  /** Renews the session cookie's lifetime when it is due (better-auth refreshes once a day). */
  touch: () => fetch("/api/auth/get-session", { credentials: "same-origin" }).then(() => undefined),
};

/** The message to show for a failed call: the service's own, else the spec's fallback. */
export function errorMessage(err: unknown, fallback: string): string {
  return err instanceof AuthError && err.message ? err.message : fallback;
}
