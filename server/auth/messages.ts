/**
 * better-auth answers in English; customers read German. Known error codes get a German message
 * (the code stays, so clients can still tell them apart). Our own messages (the spec's
 * "You must provide …", weak_password) pass through unchanged.
 */
import { defineMessages } from "../../domain/i18n";

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

/** A field held text no one can type (a lone UTF-16 surrogate): refused before better-auth sees it. */
export const MALFORMED_TEXT = "Die Anfrage enthält ungültige Zeichen.";

/** English twins (#19): an English page's sign-in, sign-up and reset forms show these. */
export const authMessages = defineMessages(
  { AUTH_ERROR_MESSAGES, TOO_MANY_REQUESTS, MALFORMED_TEXT },
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
  },
);
