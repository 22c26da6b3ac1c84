import MailComposer from "nodemailer/lib/mail-composer";

/**
 * An attachment by reference: the outbox row keeps only this, and the file is drawn at delivery by the
 * renderer registered for its type (server/mail/attachments.ts). So a row stays small, and an invoice
 * attached later is the one stored in the database, not a copy.
 */
export type AttachmentRef =
  | { type: "legal" }
  | { type: "invoice"; invoiceId: string }
  /** The GiroCode (EPC QR) of an invoice for `amountCents`, as a PNG (#50 §5: a reminder asks for what is open). */
  | { type: "girocode"; invoiceId: string; amountCents: number }
  /** A gift voucher as a PDF (#43 §3), drawn from its row: code, value, validity, message. */
  | { type: "voucher"; voucherId: string }
  /** A DHL label kept in shipping_labels (#34): the return label of a withdrawal. */
  | { type: "shipping-label"; labelId: string };

/** A mail: always a plain-text part readable in any client; an HTML part and attachments optional. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: AttachmentRef[];
}

/** An attachment as it goes out. */
export interface RenderedAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface ComposeOptions {
  date?: Date;
  /** A stable Message-ID (from the outbox row), so a mail sent twice after a crash is recognisable. */
  messageId?: string;
  attachments?: RenderedAttachment[];
  /** Reply-To: the shop's address, where replies reach someone. */
  replyTo?: string;
}

/** The RFC 5322 message exactly as it would go over SMTP (base64 body, so umlauts survive). */
export function composeEml(mail: Mail, from: string, options: ComposeOptions = {}): Promise<Buffer> {
  return new MailComposer({
    from,
    ...(options.replyTo ? { replyTo: options.replyTo } : {}),
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    attachments: options.attachments,
    date: options.date ?? new Date(),
    messageId: options.messageId,
    textEncoding: "base64",
  })
    .compile()
    .build();
}
