/**
 * better-auth answers in English; customers read German. Known error codes get a German message
 * (the code stays, so clients can still tell them apart). Our own messages (the spec's
 * "You must provide …", weak_password) pass through unchanged.
 */
import { SIGN_UP_ERRORS, signUpErrorMessages } from "../../domain/contracts/sign-up";
import { defineMessages } from "../../domain/text/i18n";
import { defineRefusals } from "../../domain/text/refusal";
import { passwordMessages, WEAK_PASSWORD_MESSAGE } from "./password-policy";

export const AUTH_ERROR_MESSAGES = {
  INVALID_EMAIL_OR_PASSWORD: "E-Mail-Adresse oder Passwort ist nicht richtig.",
  INVALID_EMAIL: "Bitte gib eine gültige E-Mail-Adresse ein.",
  INVALID_PASSWORD: "Bitte gib ein Passwort ein.",
  PASSWORD_TOO_SHORT: "Das Passwort ist zu kurz.",
  PASSWORD_TOO_LONG: "Das Passwort ist zu lang.",
  INVALID_TOKEN: "Dieser Link ist ungültig oder abgelaufen. Bitte fordere einen neuen an.",
  TOKEN_EXPIRED: "Dieser Link ist abgelaufen. Bitte fordere einen neuen an.",
  EMAIL_ALREADY_VERIFIED: "Deine E-Mail-Adresse ist bereits bestätigt.",
  INVALID_ORIGIN: "Diese Anfrage kam nicht von unserer Website und wurde abgelehnt.",
  MISSING_OR_NULL_ORIGIN: "Diese Anfrage kam nicht von unserer Website und wurde abgelehnt.",
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: "Diese Anfrage kam nicht von unserer Website und wurde abgelehnt.",
  VALIDATION_ERROR: "Bitte prüfe deine Eingaben.",
  BODY_MUST_BE_AN_OBJECT: "Bitte prüfe deine Eingaben.",
  FAILED_TO_CREATE_USER: "Das Konto konnte nicht angelegt werden. Bitte versuche es noch einmal.",
  FAILED_TO_CREATE_SESSION: "Die Anmeldung ist fehlgeschlagen. Bitte versuche es noch einmal.",
  SESSION_EXPIRED: "Deine Sitzung ist abgelaufen. Bitte melde dich erneut an.",
  // #29: a return address (callbackURL, redirectTo) that leads off our website.
  INVALID_CALLBACK_URL: "Diese Rücksprungadresse gehört nicht zu unserer Website.",
  INVALID_REDIRECT_URL: "Diese Rücksprungadresse gehört nicht zu unserer Website.",
  INVALID_ERROR_CALLBACK_URL: "Diese Rücksprungadresse gehört nicht zu unserer Website.",
  INVALID_NEW_USER_CALLBACK_URL: "Diese Rücksprungadresse gehört nicht zu unserer Website.",
} as const satisfies Record<string, string>;

export const TOO_MANY_REQUESTS = "Zu viele Versuche. Bitte warte einen Moment und versuche es dann erneut.";

/**
 * A reset link or confirmation held back (#49 §4): the address got too many of them this hour. Never
 * says whether the address has an account: counted before that is known.
 */
export const MAIL_HELD_BACK =
  "Diese E-Mail halten wir zurück: An diese Adresse haben wir in der letzten Stunde schon zu viele solcher E-Mails geschickt. Bitte nimm den Link aus der neuesten davon oder versuche es später noch einmal.";

/** Too many sign-in attempts for one account since its last success (#49 §4, ASVS V6.3). */
export const ACCOUNT_ATTEMPTS =
  "Zu viele Anmeldeversuche für dieses Konto. Bitte warte ein paar Minuten – oder setze dein Passwort über „Passwort vergessen?“ zurück, dann kannst du dich gleich anmelden.";

/** A field held text no one can type (a lone UTF-16 surrogate): refused before better-auth sees it. */
export const MALFORMED_TEXT = "Die Anfrage enthält ungültige Zeichen.";

/** English twins (#19): an English page's sign-in, sign-up and reset forms show these. */
export const authMessages = defineMessages(
  { AUTH_ERROR_MESSAGES, TOO_MANY_REQUESTS, MALFORMED_TEXT, MAIL_HELD_BACK, ACCOUNT_ATTEMPTS },
  {
    AUTH_ERROR_MESSAGES: {
      INVALID_EMAIL_OR_PASSWORD: "The email address or password is not correct.",
      INVALID_EMAIL: "Please enter a valid email address.",
      INVALID_PASSWORD: "Please enter a password.",
      PASSWORD_TOO_SHORT: "The password is too short.",
      PASSWORD_TOO_LONG: "The password is too long.",
      INVALID_TOKEN: "This link is invalid or has expired. Please request a new one.",
      TOKEN_EXPIRED: "This link has expired. Please request a new one.",
      EMAIL_ALREADY_VERIFIED: "Your email address is already confirmed.",
      INVALID_ORIGIN: "This request did not come from our website and was refused.",
      MISSING_OR_NULL_ORIGIN: "This request did not come from our website and was refused.",
      CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: "This request did not come from our website and was refused.",
      VALIDATION_ERROR: "Please check your entries.",
      BODY_MUST_BE_AN_OBJECT: "Please check your entries.",
      FAILED_TO_CREATE_USER: "The account could not be created. Please try again.",
      FAILED_TO_CREATE_SESSION: "Signing in failed. Please try again.",
      SESSION_EXPIRED: "Your session has expired. Please sign in again.",
      INVALID_CALLBACK_URL: "This return address is not part of our website.",
      INVALID_REDIRECT_URL: "This return address is not part of our website.",
      INVALID_ERROR_CALLBACK_URL: "This return address is not part of our website.",
      INVALID_NEW_USER_CALLBACK_URL: "This return address is not part of our website.",
    },
    TOO_MANY_REQUESTS: "Too many attempts. Please wait a moment and then try again.",
    MALFORMED_TEXT: "The request contains invalid characters.",
    MAIL_HELD_BACK:
      "We are holding this email back: this address has already received too many such emails from us in the last hour. Please use the link in the most recent one or try again later.",
    ACCOUNT_ATTEMPTS:
      "Too many sign-in attempts for this account. Please wait a few minutes – or reset your password via “Forgot password?”, then you can sign in right away.",
  },
);

/** Our own answer when email or password is missing: the spec's words, in both languages. */
export const MISSING_CREDENTIALS = "You must provide either an email or phone number and a password";

/**
 * Every refusal /api/auth answers with a message of ours (#30): better-auth's codes and our own. The
 * message is rendered at the edge (server/auth/routes.ts) in the request's language; a code of
 * better-auth's not listed here keeps better-auth's own message.
 */
export type AuthRefusals = { [C in keyof typeof AUTH_ERROR_MESSAGES]: undefined } & {
  too_many_requests: undefined;
  mail_held_back: undefined;
  account_attempts: undefined;
  malformed_text: undefined;
  validation_failed: undefined;
  /** The name's problem comes as a key (`issue`), this text only when none does. */
  invalid_name: undefined;
  terms_not_accepted: undefined;
  /** `reasons` beside it say why. */
  weak_password: undefined;
};

const en = authMessages.en;
export const authRefusalMessages = defineRefusals<AuthRefusals>(
  {
    ...AUTH_ERROR_MESSAGES,
    too_many_requests: TOO_MANY_REQUESTS,
    mail_held_back: MAIL_HELD_BACK,
    account_attempts: ACCOUNT_ATTEMPTS,
    malformed_text: MALFORMED_TEXT,
    validation_failed: MISSING_CREDENTIALS,
    invalid_name: SIGN_UP_ERRORS.name,
    terms_not_accepted: SIGN_UP_ERRORS.termsNotAccepted,
    weak_password: WEAK_PASSWORD_MESSAGE,
  },
  {
    ...en.AUTH_ERROR_MESSAGES,
    too_many_requests: en.TOO_MANY_REQUESTS,
    mail_held_back: en.MAIL_HELD_BACK,
    account_attempts: en.ACCOUNT_ATTEMPTS,
    malformed_text: en.MALFORMED_TEXT,
    validation_failed: MISSING_CREDENTIALS,
    invalid_name: signUpErrorMessages.en.name,
    terms_not_accepted: signUpErrorMessages.en.termsNotAccepted,
    weak_password: passwordMessages.en.WEAK_PASSWORD_MESSAGE,
  },
);
