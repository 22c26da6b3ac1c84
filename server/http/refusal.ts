import type { ApiError } from "../../domain/contracts/api-error";
import { FORM_CATALOGUES } from "../../domain/contracts/form-messages";
import { signUpErrorMessages } from "../../domain/contracts/sign-up";
import { spotMessages } from "../../domain/contracts/spot-messages";
import type { Locale } from "../../domain/text/i18n";
import {
  type InputProblems,
  type KeyedCatalogues,
  renderFieldErrors,
  renderMessage,
} from "../../domain/text/message-keys";
import {
  type Refusal,
  type RefusalCatalogue,
  type RefusalParams,
  renderRefusal,
} from "../../domain/text/refusal";
import { zodMessages } from "../../domain/text/zod-messages";
import { PASSWORD_CATALOGUES } from "../auth/password-policy";
import { currentLocale } from "./api-locale";
import { type ApiRefusals, apiMessages, apiRefusalMessages } from "./api-messages";

/** Every catalogue a key in an answer may name: the forms' and the API's own (#30). */
const CATALOGUES = {
  ...FORM_CATALOGUES,
  api: apiMessages,
  zod: zodMessages,
  signUp: signUpErrorMessages,
  spot: spotMessages,
  ...PASSWORD_CATALOGUES,
} satisfies KeyedCatalogues;

/** A key (or zod's own fallback message) in `locale`. */
export const renderKey = (key: string, locale: Locale): string => renderMessage(CATALOGUES, key, locale);

/**
 * The one shape of every refusal the API answers (#30): the code, its parameters and the message in the
 * request's language, rendered here from the area's catalogue. A refused input brings the keys of its
 * schema's issues: the first problem becomes the message (with where it is, if named), and each
 * field's beside it.
 */
export function refusalBody<P extends RefusalParams>(
  texts: RefusalCatalogue<P>,
  locale: Locale,
  refusal: Refusal<P> & InputProblems,
): ApiError {
  const fieldErrors = refusal.fieldErrors && renderFieldErrors(CATALOGUES, refusal.fieldErrors, locale);
  const where = refusal.path ? ` (${refusal.path})` : "";
  return {
    error: refusal.error,
    message: refusal.issue
      ? `${renderKey(refusal.issue, locale)}${where}`
      : renderRefusal(texts, locale, refusal),
    ...(refusal.params && { params: refusal.params }),
    ...(fieldErrors && { fieldErrors }),
  };
}

/** A refusal every API may answer, in the language of the request being handled. */
export const apiRefusal = (refusal: Refusal<ApiRefusals> & InputProblems): ApiError =>
  refusalBody(apiRefusalMessages, currentLocale(), refusal);

/**
 * A refusal thrown from deep inside a handler; the app's error handler answers it in the request's
 * language. The Error's own message (for logs) is the code.
 */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 404 | 405 | 409 | 413 | 415 | 422 | 429 | 503,
    readonly body: (locale: Locale) => ApiError,
    code = "refused",
  ) {
    super(code);
  }

  /** A refusal of the API's own catalogue (server/http/api-messages.ts). */
  static api(status: HttpError["status"], refusal: Refusal<ApiRefusals> & InputProblems): HttpError {
    return new HttpError(status, (locale) => refusalBody(apiRefusalMessages, locale, refusal), refusal.error);
  }
}
