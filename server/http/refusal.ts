import type { ApiError } from "../../domain/contracts/api-error";
import { FORM_CATALOGUES } from "../../domain/contracts/form-messages";
import type { Locale } from "../../domain/i18n";
import { type InputProblems, renderFieldErrors, renderMessage } from "../../domain/message-keys";
import { type Refusal, type RefusalCatalogue, type RefusalParams, renderRefusal } from "../../domain/refusal";

/**
 * The one shape of every refusal the API answers (#30): the code, its parameters and the message in the
 * request's language, rendered here from the area's catalogue. A refused input brings the keys of its
 * schema's issues: the first problem becomes the message, and each field's beside it.
 */
export function refusalBody<P extends RefusalParams>(
  texts: RefusalCatalogue<P>,
  locale: Locale,
  refusal: Refusal<P> & InputProblems,
): ApiError {
  const fieldErrors = refusal.fieldErrors && renderFieldErrors(FORM_CATALOGUES, refusal.fieldErrors, locale);
  return {
    error: refusal.error,
    message: refusal.issue
      ? renderMessage(FORM_CATALOGUES, refusal.issue, locale)
      : renderRefusal(texts, locale, refusal),
    ...(refusal.params && { params: refusal.params }),
    ...(fieldErrors && { fieldErrors }),
  };
}
