import { checkText } from "../text/text-rules";
import { ACCOUNT_NAME_MAX, signUpKey } from "./sign-up";

// Apart from sign-up.ts, which the first view loads (auth-client): the rule brings the font tables along.

/**
 * The account's name at sign-up and when it is changed (#29): one line, no control or bidi characters,
 * something visible, at most ACCOUNT_NAME_MAX characters (domain/text/text-rules.ts). A refusal's message is
 * a key (#30), rendered in the request's language at the edge (server/auth/routes.ts).
 */
export const checkAccountName = (name: unknown) =>
  typeof name === "string"
    ? checkText(
        name,
        { max: ACCOUNT_NAME_MAX, required: true },
        { required: signUpKey("name"), tooLong: signUpKey("nameTooLong") },
        true,
      )
    : ({ ok: false, message: signUpKey("name") } as const);
