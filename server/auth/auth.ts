import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { and, eq, like } from "drizzle-orm";
import { checkAccountName } from "../../domain/contracts/account-name";
import { ACCEPT_TERMS_FIELD, SIGN_UP_ERRORS, TERMS_VERSION } from "../../domain/contracts/sign-up";
import { localePath } from "../../domain/text/i18n";
import { createProfileFromName } from "../account/profiles";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { accounts, rateLimits, sessions, users, verifications } from "../db/schema";
import { currentLocale } from "../http/api-locale";
import type { RequestLimits } from "../http/request-limits";
import type { Outbox } from "../mail/outbox";
import { recipientLimit } from "../mail/recipient-limit";
import { existingAccountMail } from "../mail/templates/existing-account";
import { resetPasswordMail } from "../mail/templates/reset-password";
import { verifyEmailMail } from "../mail/templates/verify-email";
import type { PublicChanges } from "../public-changes";
import { authAddressLimits } from "./account-limit";
import { logAuthError } from "./api-error-log";
import { CLIENT_IP_HEADER } from "./client-ip";
import { MALFORMED_TEXT, MISSING_CREDENTIALS } from "./messages";
import {
  checkPassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  personalInputs,
  WEAK_PASSWORD_MESSAGE,
} from "./password-policy";

/** Spec §5, verbatim: the auth service's answer when the email or the password is missing. */
export { MISSING_CREDENTIALS };

/** The route /auth/callback finishes a sign-in from a mail link and forwards to auth_redirect. */
export const AUTH_CALLBACK_PATH = "/auth/callback";
export const RESET_PASSWORD_PATH = "/auth/reset-password";

const DAY = 24 * 60 * 60;

/** Loopback addresses are interchangeable in development (localhost vs 127.0.0.1). */
export function trustedOrigins(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  if (!["localhost", "127.0.0.1", "[::1]"].includes(url.hostname)) return [url.origin];
  return ["localhost", "127.0.0.1", "[::1]"].map(
    (h) => `${url.protocol}//${h}${url.port ? `:${url.port}` : ""}`,
  );
}

export function createBetterAuth({
  config,
  db,
  outbox,
  secret,
  publicChanges,
  limits,
}: {
  config: Config;
  db: Db;
  outbox: Outbox;
  secret: string;
  /** A renamed or deleted account changes the names shown with its reviews. */
  publicChanges: PublicChanges;
  /** The shop's counters (server/http/request-limits.ts): mails per address, sign-ins per account. */
  limits: RequestLimits;
}) {
  const { windowSeconds, max } = config.auth.rateLimit;
  const attempts = { window: windowSeconds, max };
  const perAddress = authAddressLimits(limits, recipientLimit(limits));
  return betterAuth({
    appName: "Blattwerk",
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret,
    trustedOrigins: trustedOrigins(config.publicUrl),
    telemetry: { enabled: false },
    // Its warnings ("User not found", "Invalid password") are normal traffic, not operator news.
    logger: { level: "error" },
    onAPIError: { onError: (e) => logAuthError(e) },
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
      },
    }),
    emailAndPassword: {
      enabled: true,
      // A new account is not signed in by the sign-up answer: that answer must look the same for an
      // address that already has an account (no enumeration). The confirmation link signs in.
      autoSignIn: false,
      requireEmailVerification: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // better-auth consumes only the link that was used; every other reset link of the account (an
      // older request, or one an attacker triggered) would still set the password within its hour
      // (#29). A new password voids them all.
      onPasswordReset: async ({ user }) => {
        await voidResetLinks(db, user.id);
        // The owner proved the address: sign-in attempts a guesser spent on it no longer count.
        await perAddress.succeeded(user.email);
      },
      // The mails speak the language of the page that asked (#19) and link to its pages.
      sendResetPassword: async ({ user, token }) => {
        const locale = currentLocale();
        const url = `${config.publicUrl}${localePath(locale, RESET_PASSWORD_PATH)}?token=${encodeURIComponent(token)}`;
        outbox.send({
          // Counted against the address's budget before better-auth took the request (#49 §4).
          ...resetPasswordMail(user.email, user.name, url, locale),
        });
      },
      onExistingUserSignUp: async ({ user }) => {
        const locale = currentLocale();
        outbox.send({
          ...existingAccountMail(
            user.email,
            user.name,
            `${config.publicUrl}${localePath(locale, "/auth")}`,
            `${config.publicUrl}${localePath(locale, "/auth?view=forgot")}`,
            locale,
          ),
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: DAY,
      sendVerificationEmail: async ({ user, url }) => {
        // The link's callbackURL is the page's own (/en/auth/callback from an English page).
        outbox.send({
          ...verifyEmailMail(user.email, user.name, url, currentLocale()),
        });
      },
    },
    // 7 days after the last use, as the cookie policy promises (content/legal/cookies.ts).
    session: { expiresIn: 7 * DAY, updateAge: DAY },
    rateLimit: {
      // Off outside production by default; our tests and several processes need it on and shared.
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": attempts,
        "/sign-up/email": attempts,
        "/request-password-reset": attempts,
        "/send-verification-email": attempts,
        "/reset-password": attempts,
        // Reading one's own session guesses nothing (the token is random and signed), and every page may
        // ask for it: counted with the rest, 100 page views a minute from one address — an office behind
        // one NAT, or the e2e suite — locked people out of pages (429 on get-session).
        "/get-session": false,
      },
    },
    advanced: {
      // better-auth checks callbackURL/redirectTo against PUBLIC_URL, but skips that under a test
      // runner; explicit, so tests run the check production runs (#29: no mail link leads off the site).
      disableOriginCheck: false,
      useSecureCookies: config.publicUrl.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    user: {
      // Set only by the hook below, never from the request, and never sent back: a new account's
      // sign-up answer must read the same as the one for an address that already has an account.
      additionalFields: {
        termsAcceptedAt: { type: "date", required: false, input: false, returned: false },
        termsVersion: { type: "string", required: false, input: false, returned: false },
      },
    },
    databaseHooks: {
      user: {
        create: {
          // Accounts are made only by sign-up, whose before-hook refused it without the terms accepted.
          before: async (user) => ({
            data: { ...user, termsAcceptedAt: new Date(), termsVersion: TERMS_VERSION },
          }),
          after: async (user) => {
            await createProfileFromName(db, user.id, user.name);
          },
        },
        update: { after: async () => publicChanges.changed("account") },
        delete: { after: async () => publicChanges.changed("account") },
      },
    },
    hooks: {
      // A password changed while signed in also voids outstanding reset links (#29): a link somebody
      // requested earlier must not undo the new password.
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === "/sign-in/email") {
          const email = (ctx.body as Record<string, unknown> | undefined)?.email;
          if (typeof email === "string" && !(ctx.context.returned instanceof APIError))
            await perAddress.succeeded(email);
          return;
        }
        if (ctx.path !== "/change-password") return;
        const userId = ctx.context.session?.user?.id;
        if (!userId || ctx.context.returned instanceof APIError) return;
        await voidResetLinks(db, userId);
      }),
      before: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        // better-auth encodes URLs such as callbackURL with encodeURIComponent, which throws (a 500)
        // on a lone surrogate: such text is the client's fault, a 400.
        if (!wellFormed(body) || !wellFormed(ctx.query ?? {})) {
          throw new APIError("BAD_REQUEST", { code: "malformed_text", message: MALFORMED_TEXT });
        }
        if (ctx.path === "/sign-in/email" || ctx.path === "/sign-up/email") {
          if (!nonEmpty(body.email) || !nonEmpty(body.password)) {
            throw new APIError("BAD_REQUEST", { code: "validation_failed", message: MISSING_CREDENTIALS });
          }
        }
        const client = ctx.headers?.get(CLIENT_IP_HEADER) ?? ctx.request?.headers.get(CLIENT_IP_HEADER);
        // Counted per address (#49 §4); a sign-up only once its input passed, below.
        if (ctx.path !== "/sign-up/email") await perAddress.before(ctx.path, body, client ?? undefined);
        // The name goes into mails, the back office and the profile: the one text rule (#29).
        if (ctx.path === "/update-user" && body.name !== undefined) {
          const name = checkAccountName(body.name);
          if (!name.ok) throw invalidName(name.message);
          return { context: { body: { ...body, name: name.value } } };
        }
        if (ctx.path === "/sign-up/email") {
          const { [ACCEPT_TERMS_FIELD]: accepted, ...rest } = body;
          const checked = checkAccountName(rest.name);
          if (!checked.ok) throw invalidName(checked.message);
          const name = checked.value;
          assertStrong(rest.password as string, personalInputs(rest.email as string, name));
          // Also for an address that already has an account: both answers must read the same.
          if (accepted !== true) {
            throw new APIError("BAD_REQUEST", {
              code: "terms_not_accepted",
              message: SIGN_UP_ERRORS.termsNotAccepted,
            });
          }
          await perAddress.before(ctx.path, body, client ?? undefined);
          return { context: { body: { ...rest, name } } };
        }
        if (ctx.path === "/reset-password" && typeof body.newPassword === "string") {
          assertStrong(body.newPassword, []);
        }
        if (ctx.path === "/change-password" && typeof body.newPassword === "string") {
          assertStrong(body.newPassword, []);
        }
      }),
    },
  });
}

export type BetterAuth = ReturnType<typeof createBetterAuth>;

/** Deletes every outstanding password-reset link of a user (better-auth keeps them as verifications). */
export async function voidResetLinks(db: Db, userId: string): Promise<void> {
  await db
    .delete(verifications)
    .where(and(like(verifications.identifier, "reset-password:%"), eq(verifications.value, userId)));
}

/** A lone high surrogate not followed by a low one, or a low one without a high one before it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** No lone UTF-16 surrogates anywhere in a parsed JSON value (strings, keys, nested). */
function wellFormed(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return !LONE_SURROGATE.test(value);
  if (depth > 20 || value === null || typeof value !== "object") return true;
  return Object.entries(value).every(([k, v]) => !LONE_SURROGATE.test(k) && wellFormed(v, depth + 1));
}

/** The name's problem as a key (#30): server/auth/routes.ts renders it in the request's language. */
const invalidName = (issue: string) =>
  new APIError("BAD_REQUEST", { code: "invalid_name", message: issue, issue });

const nonEmpty = (v: unknown) => typeof v === "string" && v.trim() !== "";

function assertStrong(password: string, userInputs: string[]) {
  const verdict = checkPassword(password, userInputs);
  if (!verdict.ok) {
    throw new APIError("BAD_REQUEST", {
      code: "weak_password",
      message: WEAK_PASSWORD_MESSAGE,
      reasons: verdict.reasonKeys,
    });
  }
}
