import MailComposer from "nodemailer/lib/mail-composer";

/** A plain-text mail: everything the shop sends is text with links, readable in any client. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** The RFC 5322 message exactly as it would go over SMTP (base64 body, so umlauts survive). */
export function composeEml(mail: Mail, from: string, date = new Date()): Promise<Buffer> {
  return new MailComposer({
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    date,
    textEncoding: "base64",
  })
    .compile()
    .build();
}
