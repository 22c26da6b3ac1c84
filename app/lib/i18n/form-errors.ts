import { FORM_CATALOGUES } from "../../../domain/contracts/form-messages";
import { renderFieldErrors } from "../../../domain/text/message-keys";
import type { Locale } from "./locale";

/**
 * A form's field errors in the page's language. The checkout and withdrawal forms check input with the
 * schemas the server uses, whose issues carry message keys (#30): rendered here from the catalogues.
 */
export const renderFormErrors = <T extends Partial<Record<string, string>>>(errors: T, locale: Locale): T =>
  renderFieldErrors(FORM_CATALOGUES, errors, locale);
