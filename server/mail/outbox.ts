import nodemailer from "nodemailer";
import { devMailbox } from "./dev-mailbox";
import { composeEml, type Mail } from "./message";

export interface Outbox {
  /** "smtp" when SMTP_URL is set, else the development mailbox folder. */
  kind: "smtp" | "dev-mailbox";
  /**
   * Queues a mail and returns at once: delivery never delays or fails the request that caused it,
   * so answers take the same time whether or not a mail was sent (no account enumeration by timing).
   */
  send(mail: Mail): void;
  /** Resolves when everything queued so far was delivered or given up (tests, shutdown). */
  flush(): Promise<void>;
}

const RETRY_DELAYS_MS = [1_000, 5_000, 30_000];

export function createOutbox({
  smtpUrl,
  from,
  dataDir,
}: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
}): Outbox {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  const mailbox = devMailbox(dataDir);
  const pending = new Set<Promise<void>>();

  async function deliver(mail: Mail) {
    if (transport) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    } else {
      await mailbox.write(await composeEml(mail, from));
    }
  }

  async function deliverWithRetries(mail: Mail) {
    for (let attempt = 0; ; attempt++) {
      try {
        return await deliver(mail);
      } catch (err) {
        const delay = RETRY_DELAYS_MS[attempt];
        // The address is personal data: log the failure, never the recipient.
        console.error(`[mail] delivery failed (attempt ${attempt + 1}): ${(err as Error).message}`);
        if (delay === undefined) return;
        await new Promise((r) => setTimeout(r, delay).unref());
      }
    }
  }

  return {
    kind: transport ? "smtp" : "dev-mailbox",
    send(mail) {
      const p = deliverWithRetries(mail).finally(() => pending.delete(p));
      pending.add(p);
    },
    async flush() {
      while (pending.size) await Promise.all([...pending]);
    },
  };
}
