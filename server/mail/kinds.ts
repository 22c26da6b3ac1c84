/**
 * What a mail is, as the outbox records it in `mail_outbox.kind` (logs, retention, the back office's
 * labels). Every template (server/mail/templates/<kind>.ts) says which kind it makes; the outbox API
 * takes only these, and enqueueMail refuses anything else, so the column holds nothing else from now on.
 * "mail" is a mail no template made (tests, tools). Rows written before #27 may still carry
 * "withdrawal-refund": the back office reads the column as text and keeps a label for it.
 */
export const MAIL_KINDS = [
  "order-confirmation",
  "order-shipped",
  "order-cancelled",
  "order-credit",
  "order-changed",
  "order-refund",
  "order-parcel-corrected",
  "order-parcel-added",
  "payment-reminder",
  "payment-failed",
  "payment-failed-staff",
  "withdrawal-confirmation",
  "withdrawal-refused",
  "withdrawal-return-label",
  "verify-email",
  "reset-password",
  "existing-account",
  "team-invitation",
  "staff-new-order",
  "staff-withdrawal",
  "staff-low-stock",
  "staff-mail-failed",
  "staff-invoice-overdue",
  "staff-payment",
  "voucher",
  "mail",
] as const;

export type MailKind = (typeof MAIL_KINDS)[number];

export const isMailKind = (kind: string): kind is MailKind =>
  (MAIL_KINDS as readonly string[]).includes(kind);
