import { checkText } from "../text-rules";
import { ACCOUNT_NAME_MAX, SIGN_UP_ERRORS } from "./sign-up";

// Apart from sign-up.ts, which the first view loads (auth-client): the rule brings the font tables along.

/**
 * The account's name at sign-up and when it is changed (#29): one line, no control or bidi characters,
 * something visible, at most ACCOUNT_NAME_MAX characters (domain/text-rules.ts).
 */
export const checkAccountName = (name: unknown) =>
  typeof name === "string"
    ? checkText(
        name,
        { max: ACCOUNT_NAME_MAX, required: true },
        { required: SIGN_UP_ERRORS.name, tooLong: SIGN_UP_ERRORS.nameTooLong },
      )
    : ({ ok: false, message: SIGN_UP_ERRORS.name } as const);
