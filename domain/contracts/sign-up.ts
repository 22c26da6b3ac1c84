import type { ShopFacts } from "../shop/brand";
import { defineMessages } from "../text/i18n";
import { messageKeys } from "../text/message-keys";

/**
 * Sign-up makes the terms of use part of the contract (§ 305 Abs. 2 BGB) and has the customer confirm
 * the minimum age the terms require: one checkbox in the form (app/features/auth/sign-up-form.tsx),
 * sent as `acceptTerms: true` and checked by the server (server/auth/auth.ts), which stores when and
 * which version was accepted (users.terms_accepted_at, users.terms_version).
 */

/** The version of the terms of use (/terms, "Stand: November 2026") a new customer accepts. Raise it with LEGAL_TEXTS_DATE when they change. */
export const TERMS_VERSION = "2026-11";

export const MINIMUM_AGE: ShopFacts["minimumAge"] = 18;

/** The sign-up body's field for the checkbox; anything but `true` is refused. */
export const ACCEPT_TERMS_FIELD = "acceptTerms";

/** Longest account name: it is split into first and last name (each kept up to this length). */
export const ACCOUNT_NAME_MAX = 100;

export const SIGN_UP_ERRORS = {
  termsNotAccepted: `Bitte bestätige, dass du die Nutzungsbedingungen akzeptierst und mindestens ${MINIMUM_AGE} Jahre alt bist.`,
  name: "Bitte gib deinen Namen ein.",
  nameTooLong: `Dein Name darf höchstens ${ACCOUNT_NAME_MAX} Zeichen lang sein.`,
} as const;

export const signUpErrorMessages = defineMessages(SIGN_UP_ERRORS, {
  termsNotAccepted: `Please confirm that you accept the terms of use and are at least ${MINIMUM_AGE} years old.`,
  name: "Please enter your name.",
  nameTooLong: `Your name may be at most ${ACCOUNT_NAME_MAX} characters long.`,
});

/** Keys of these texts for the account name's check (#30). */
export const signUpKey = messageKeys("signUp", signUpErrorMessages);
