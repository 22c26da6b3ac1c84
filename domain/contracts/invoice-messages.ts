import { defineRefusals } from "../text/refusal";

/** Every refusal of GET /api/invoices/:number (#30; the codes as the API always named them). */
export type InvoiceRefusals = {
  /** 400: not of the form RE-2026-000001. */
  invalid_invoice_number: undefined;
  /** 401: neither signed in nor a signed link. */
  unauthorized: undefined;
  /** 403: the link's signature does not fit. */
  invalid_link: undefined;
  /** 410 */
  link_expired: undefined;
  /** 404: no such invoice, or someone else's. */
  not_found: undefined;
};

export const invoiceRefusalMessages = defineRefusals<InvoiceRefusals>(
  {
    invalid_invoice_number: "Diese Rechnungsnummer gibt es nicht in dieser Form (z. B. RE-2026-000001).",
    unauthorized:
      "Bitte melde dich an, um deine Rechnung herunterzuladen, oder nutze den Link aus deiner E-Mail.",
    invalid_link: "Dieser Rechnungslink ist ungültig. Bitte nutze den Link aus deiner E-Mail unverändert.",
    link_expired:
      "Dieser Rechnungslink ist abgelaufen. Melde dich an, um die Rechnung unter „Bestellungen“ herunterzuladen, oder schreib uns.",
    not_found: "Diese Rechnung haben wir nicht gefunden.",
  },
  {
    invalid_invoice_number: "There is no invoice number of this form (e.g. RE-2026-000001).",
    unauthorized: "Please sign in to download your invoice, or use the link from your email.",
    invalid_link: "This invoice link is not valid. Please use the link from your email unchanged.",
    link_expired:
      "This invoice link has expired. Sign in to download the invoice under “Orders”, or write to us.",
    not_found: "We could not find this invoice.",
  },
);
