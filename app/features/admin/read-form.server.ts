/**
 * The back office's forms arrive as forms (#49 §4): a body posted as JSON, or multipart that breaks
 * off, made `request.formData()` throw and the page answer 500. Now such a post gets the page's own
 * refusal: 415 for what is no form, 400 for a form that cannot be read, each with a German sentence.
 */
export const FORM_REFUSALS = {
  notForm:
    "Diese Seite nimmt nur Formulare an (application/x-www-form-urlencoded oder multipart/form-data). Bitte sende das Formular der Seite.",
  broken: "Das Formular kam unvollständig an. Bitte lade die Seite neu und sende es noch einmal.",
} as const;

const FORM_TYPE = /^(?:application\/x-www-form-urlencoded|multipart\/form-data)\s*(?:;|$)/i;

/**
 * The posted form, or `refuse(message, status)` — the page's own shape of an error, so the page shows
 * the sentence where it shows its other refusals.
 */
export async function readForm<R>(
  request: Request,
  refuse: (message: string, status: 400 | 415) => R,
): Promise<{ ok: true; form: FormData } | { ok: false; refusal: R }> {
  if (!FORM_TYPE.test(request.headers.get("content-type") ?? ""))
    return { ok: false, refusal: refuse(FORM_REFUSALS.notForm, 415) };
  try {
    return { ok: true, form: await request.formData() };
  } catch {
    return { ok: false, refusal: refuse(FORM_REFUSALS.broken, 400) };
  }
}
