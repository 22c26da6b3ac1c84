import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { AdminMailRefusals } from "../../domain/contracts/admin-mail-messages";
import type { Refusal } from "../../domain/text/refusal";
import type { Db } from "../db/client";
import { mailOutbox, orders } from "../db/schema";
import { wakeMailWorkers } from "../mail/outbox";
import { audit } from "./audit";
import type { Actor } from "./team";

/**
 * The outbox as the back office sees it (#16, #17): what was sent for an order and which mails are
 * stuck. Only kind, recipient, subject and delivery state leave this module: bodies (and the sign-in
 * links some of them carry) are never selected.
 */
export type MailStatus = "pending" | "sent" | "failed";

export interface AdminMail {
  id: string;
  kind: string;
  recipient: string;
  subject: string;
  status: MailStatus;
  attempts: number;
  /** Shortened; addresses were already taken out by the outbox. */
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  orderNumber: string | null;
}

export const ADMIN_MAILS_PER_PAGE = 25;
const ERROR_SHOWN = 140;

export const MAIL_MESSAGES = {
  retried: "Die E-Mail wird erneut gesendet.",
} as const;

/** No subject carries a link today; should one ever, a sign-in link must not reach the screen. */
const withoutLinks = (subject: string) => subject.replace(/\b(?:https?:\/\/|www\.)\S+/gi, "[Link]");

const shorten = (s: string | null) =>
  s && s.length > ERROR_SHOWN ? `${s.slice(0, ERROR_SHOWN - 1).trimEnd()}…` : s;

const columns = {
  id: mailOutbox.id,
  kind: mailOutbox.kind,
  recipient: mailOutbox.recipient,
  subject: mailOutbox.subject,
  status: mailOutbox.status,
  attempts: mailOutbox.attempts,
  lastError: mailOutbox.lastError,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
  orderNumber: orders.number,
};

/** The outbox with each mail's order number; never its text, html or attachments. */
const selectMails = (db: Db) =>
  db.select(columns).from(mailOutbox).leftJoin(orders, eq(orders.id, mailOutbox.orderId));

type Selected = Awaited<ReturnType<typeof selectMails>>[number];

const view = (r: Selected): AdminMail => ({
  ...r,
  subject: withoutLinks(r.subject),
  lastError: shorten(r.lastError),
  createdAt: r.createdAt.toISOString(),
  sentAt: r.sentAt?.toISOString() ?? null,
  orderNumber: r.orderNumber,
});

/** An order's mails in the order they were written. */
export async function orderMails(db: Db, orderId: string): Promise<AdminMail[]> {
  const rows = await selectMails(db)
    .where(eq(mailOutbox.orderId, orderId))
    .orderBy(mailOutbox.createdAt, mailOutbox.id);
  return rows.map(view);
}

const UNDELIVERED = inArray(mailOutbox.status, ["failed", "pending"]);

/** Failed and waiting mails of the whole shop, newest first, one page with the counts of both. */
export async function undeliveredMails(db: Db, { page: asked = 1 }: { page?: number } = {}) {
  const page = Math.max(1, Math.floor(asked));
  const [rows, counts] = await Promise.all([
    selectMails(db)
      .where(UNDELIVERED)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(ADMIN_MAILS_PER_PAGE)
      .offset((page - 1) * ADMIN_MAILS_PER_PAGE),
    db
      .select({ status: mailOutbox.status, n: count() })
      .from(mailOutbox)
      .where(UNDELIVERED)
      .groupBy(mailOutbox.status),
  ]);
  const failed = counts.find((c) => c.status === "failed")?.n ?? 0;
  const pending = counts.find((c) => c.status === "pending")?.n ?? 0;
  return {
    rows: rows.map(view),
    failed,
    pending,
    page,
    pages: Math.max(1, Math.ceil((failed + pending) / ADMIN_MAILS_PER_PAGE)),
  };
}

export async function failedMailCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.status, "failed"));
  return row?.n ?? 0;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type MailRetryResult =
  | { ok: true; message: string }
  | ({ ok: false; status: 404 | 409 } & Refusal<AdminMailRefusals>);

/**
 * "Erneut senden": a failed mail is due again with a fresh count of attempts (the address was
 * corrected, the mail server is back). Only a failed one: a colleague's click a moment earlier
 * already made it pending, and a sent mail stays sent.
 */
export async function retryMail(db: Db, actor: Actor, id: string): Promise<MailRetryResult> {
  if (!UUID.test(id)) return { ok: false, status: 404, error: "unknown_mail" };
  const result = await db.transaction(async (tx): Promise<MailRetryResult> => {
    const [before] = await tx
      .select({ attempts: mailOutbox.attempts, lastError: mailOutbox.lastError, status: mailOutbox.status })
      .from(mailOutbox)
      .where(eq(mailOutbox.id, id))
      .for("update");
    if (!before) return { ok: false, status: 404, error: "unknown_mail" };
    if (before.status !== "failed") return { ok: false, status: 409, error: "mail_not_failed" };
    await tx
      .update(mailOutbox)
      .set({ status: "pending", attempts: 0, nextAttemptAt: sql`now()`, lockedUntil: null, lastError: null })
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, "failed")));
    await audit(tx, {
      actor,
      action: "mail.retry",
      entity: { type: "mail", id },
      before,
      after: { status: "pending", attempts: 0 },
    });
    return { ok: true, message: MAIL_MESSAGES.retried };
  });
  // Due now: the workers of this process look at once instead of at their next poll.
  if (result.ok) wakeMailWorkers();
  return result;
}
