import { EventEmitter } from "node:events";
import { sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Db } from "../db/client";
import { mailOutbox } from "../db/schema";
import type { AttachmentRenderers } from "./attachments";
import { devMailbox } from "./dev-mailbox";
import { isMailKind, type MailKind } from "./kinds";
import { type AttachmentRef, composeEml, type Mail, type RenderedAttachment } from "./message";
import { withSeller, withSignature } from "./templates/layout";

/**
 * The transactional outbox (issue #16). Every mail is a row in `mail_outbox`, written in the
 * transaction of what caused it (`enqueue(tx, …)`, e.g. the order) or on its own (`send`). A worker in
 * each server process claims due rows, delivers them and marks them sent; a crash after the commit
 * leaves the row pending, so the mail still goes out after the restart.
 *
 * Why `FOR UPDATE SKIP LOCKED` on our own table and not pg-boss or graphile-worker: both need a real
 * PostgreSQL server (LISTEN/NOTIFY across connections, their own schemas and advisory locks, a pool of
 * connections) and do not run on PGlite, the embedded database the shop starts with. Our table works on
 * both, lives in the order's transaction without a second client, and needs about a hundred lines:
 * claim with a lease (`locked_until`), deliver, mark. Two processes never take the same row (the row
 * lock plus SKIP LOCKED), and a lease that ran out (the worker died) lets another process take it over.
 * The lease is short (a minute) and renewed by a heartbeat while the worker holds the row, however long
 * the mail server takes: a live worker keeps its mails, a killed one's mails go out within a minute
 * (#29). A process that owns its database alone (PGlite, guarded by its lock file) releases every lease
 * at start: they can only be a dead predecessor's.
 * Delivery is at-least-once at the SMTP boundary (a crash between the SMTP answer and the "sent" mark
 * sends again); the Message-ID is the row id, so such a repeat is recognisable.
 */
export interface Outbox {
  /** "smtp" when SMTP_URL is set, else the development mailbox folder. */
  kind: "smtp" | "dev-mailbox";
  /**
   * Records a mail and returns at once: delivery never delays or fails the request that caused it, so
   * answers take the same time whether or not a mail was sent (no account enumeration by timing).
   * The promise (never rejected) says whether the mail was recorded. Mails a stranger can trigger are
   * counted against their recipient's limits before they get here (server/mail/recipient-limit.ts).
   */
  send(mail: OutboxMail): Promise<boolean>;
  /** Records a mail inside the caller's transaction: it exists exactly when the transaction commits. */
  enqueue(tx: Executor, mail: OutboxMail): Promise<void>;
  /**
   * Resolves when every mail recorded so far is written and, if this process delivers, every due mail
   * was delivered or marked failed (tests, shutdown). Mails waiting for a later retry are not due.
   */
  flush(): Promise<void>;
  /**
   * Starts polling (server processes); does nothing with MAIL_WORKER=off. `releaseLeases`: this process
   * is the database's only user (PGlite with its lock file), so leases found now belong to a process
   * that died; they are released before the first delivery. Never with a shared PostgreSQL.
   */
  start(options?: { releaseLeases?: boolean }): void;
  /** Stops polling and waits for the delivery under way. */
  stop(): Promise<void>;
}

/** A mail plus what the row records about it. */
export interface OutboxMail extends Mail {
  /** What the mail is (its template's kind), for logs, retention and the back office; "mail" if not given. */
  kind?: MailKind;
  orderId?: string;
  /** Not to be delivered before this moment (a gift voucher's chosen day, #43 §3); default now. */
  notBefore?: Date;
}

/** The global database or a transaction handle: both can insert. */
export type Executor = Pick<Db, "insert">;

type Row = typeof mailOutbox.$inferSelect;

export interface OutboxOptions {
  db: Db;
  smtpUrl?: string;
  from: string;
  /**
   * Where replies go: the shop's own address (BUSINESS_EMAIL). The sender is a no-reply address, and
   * mails say "antworte einfach auf diese E-Mail" (issue #32: no Reply-To, replies went nowhere).
   */
  replyTo?: string;
  /** The seller's lines under every mail (domain/shop/brand.ts sellerLines, #32); added at delivery. */
  seller?: readonly string[];
  /**
   * Read before every delivery (#34): the current Reply-To, seller lines and mail signature from the
   * back office's settings, over `replyTo` and `seller` above.
   */
  frame?: () => Promise<{ replyTo?: string; seller?: readonly string[]; signature?: string }>;
  /**
   * Called in the transaction that marks a mail failed for good (#34: the staff hear of it); gets the
   * row's kind, subject, id and order.
   */
  onFailed?: (
    tx: Executor,
    mail: { id: string; kind: string; subject: string; orderId: string | null },
  ) => Promise<void>;
  dataDir: string;
  /** Renderers for attachment references, by type ("legal", "invoice"). */
  attachments?: AttachmentRenderers;
  /** false: this process records mails but never delivers them (MAIL_WORKER=off). */
  deliver?: boolean;
  pollMs?: number;
  maxAttempts?: number;
  /**
   * How long a claimed mail belongs to its worker unless renewed; the worker renews it every third of
   * that while it holds the mail, so only a dead worker's lease runs out.
   */
  leaseMs?: number;
  /** Wait before retry n (1-based): base · 2^(n−1), at most an hour. */
  backoffBaseMs?: number;
  batchSize?: number;
  /** How long sent mails keep their text (see pruneSentMails); the worker applies it. */
  retention?: MailRetention;
}

/**
 * How long a sent mail keeps its body in `mail_outbox` (#29). Account mails (confirmation, password
 * reset, "you already have an account") carry sign-in links and are worth nothing once sent: their text
 * is blanked after `accountMs` and the whole row deleted after `otherMs`. Every other mail (order,
 * shipping, withdrawal, refund …) keeps its text `otherMs` for questions about it, then only kind,
 * recipient, subject and times remain — what the back office shows. Mails not yet sent are never touched.
 */
export interface MailRetention {
  accountMs: number;
  otherMs: number;
}

/**
 * Mails about the account itself, sent on a request anyone can make with an address, and the team
 * invitation: each may carry a sign-in or password link, so its text is kept only briefly.
 */
export const ACCOUNT_MAIL_KINDS = [
  "verify-email",
  "reset-password",
  "existing-account",
  "team-invitation",
] as const satisfies readonly MailKind[];

export const DEFAULT_MAIL_RETENTION: MailRetention = { accountMs: 24 * 3_600_000, otherMs: 30 * 86_400_000 };

/** How often a worker applies the retention: the first time it runs, then at most hourly. */
const PRUNE_EVERY_MS = 3_600_000;

/** Blanks and deletes what the retention says; returns how many rows it changed. */
export async function pruneSentMails(db: Pick<Db, "execute">, retention: MailRetention): Promise<number> {
  const account = sql.join(
    ACCOUNT_MAIL_KINDS.map((k) => sql`${k}`),
    sql`, `,
  );
  const ms = (n: number) => `${Math.round(n)} milliseconds`;
  const blanked = (await db.execute(sql`
    update mail_outbox set text = '', html = null
     where status = 'sent' and (text <> '' or html is not null)
       and sent_at < now() - (case when kind in (${account}) then ${ms(retention.accountMs)} else ${ms(retention.otherMs)} end)::interval
    returning id`)) as unknown as { rows: unknown[] };
  const deleted = (await db.execute(sql`
    delete from mail_outbox
     where kind in (${account}) and status <> 'pending'
       and created_at < now() - ${ms(Math.max(retention.otherMs, retention.accountMs))}::interval
    returning id`)) as unknown as { rows: unknown[] };
  return blanked.rows.length + deleted.rows.length;
}

const HOUR_MS = 3_600_000;
/** A claimed mail's lease; the heartbeat renews it every third of this while its worker lives. */
export const DEFAULT_LEASE_MS = 60_000;

/** Rows written by enqueue() in this process: every outbox here looks once the transaction is through. */
const localEnqueues = new EventEmitter();
localEnqueues.setMaxListeners(0);

/**
 * Writes a mail row; the caller's transaction decides whether it exists. A kind outside MailKind (only
 * reachable past the type, by a cast) is refused: the column holds the union's members only.
 */
export async function enqueueMail(tx: Executor, mail: OutboxMail): Promise<void> {
  const kind = mail.kind ?? "mail";
  if (!isMailKind(kind)) throw new Error(`unknown mail kind "${kind}" (server/mail/kinds.ts)`);
  await tx.insert(mailOutbox).values({
    kind,
    recipient: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? null,
    attachments: mail.attachments ?? [],
    orderId: mail.orderId ?? null,
    ...(mail.notBefore && { nextAttemptAt: mail.notBefore }),
  });
  wakeMailWorkers();
}

/** A mail became due (written, or set back to pending by the back office): the workers here look now. */
export function wakeMailWorkers(): void {
  localEnqueues.emit("enqueued");
}

/** Mail servers quote the recipient in their errors; logs and last_error never carry an address. */
export const redactAddresses = (message: string): string =>
  message.replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, "<Adresse>").slice(0, 1000);

export function backoffMs(attempt: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempt - 1), HOUR_MS);
}

export function createOutbox(options: OutboxOptions): Outbox {
  const {
    db,
    smtpUrl,
    from,
    replyTo: staticReplyTo,
    seller: staticSeller,
    frame,
    onFailed,
    dataDir,
    attachments = {},
    deliver: delivers = true,
    pollMs = 5_000,
    maxAttempts = 8,
    // Renewed by the heartbeat below while the delivery runs (nodemailer may wait up to 10 min for a
    // slow server): the lease only needs to outlast a heartbeat or two.
    leaseMs = DEFAULT_LEASE_MS,
    backoffBaseMs = 30_000,
    batchSize = 10,
    retention = DEFAULT_MAIL_RETENTION,
  } = options;
  let prunedAt = 0;
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  const mailbox = devMailbox(dataDir);
  const writes = new Set<Promise<unknown>>();
  let draining: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;
  let started = false;
  let releaseLeasesFirst = false;
  /** Claimed and not yet settled by this worker: the rows the heartbeat keeps. */
  const held = new Map<string, Row>();
  let heartbeat: NodeJS.Timeout | null = null;
  // Renewing and settling a lease both compare locked_until with what this worker last wrote: one
  // after the other, or a renewal between a settle's read and write would leave the row half-marked.
  let leaseOps: Promise<unknown> = Promise.resolve();
  const serially = <T>(op: () => Promise<T>): Promise<T> => {
    const next = leaseOps.then(op, op);
    leaseOps = next.catch(() => {});
    return next;
  };

  /** Pushes the lease of every held row a full lease ahead; a row taken over meanwhile is let go. */
  function renewLeases(): Promise<void> {
    return serially(async () => {
      const lease = `${Math.round(leaseMs)} milliseconds`;
      for (const row of [...held.values()]) {
        const result = (await db.execute(sql`
          update mail_outbox set locked_until = date_trunc('milliseconds', now() + ${lease}::interval)
           where id = ${row.id} and locked_until = ${row.lockedUntil!.toISOString()}::timestamptz
          returning locked_until`)) as unknown as { rows: { locked_until: Date | string }[] };
        const renewed = result.rows[0];
        if (renewed) row.lockedUntil = new Date(renewed.locked_until);
        else held.delete(row.id); // taken over after all: the other worker owns it now
      }
    });
  }

  function startHeartbeat() {
    if (heartbeat) return;
    heartbeat = setInterval(
      () =>
        renewLeases().catch((err) =>
          console.error(`[mail] outbox lease renewal: ${redactAddresses((err as Error).message)}`),
        ),
      Math.max(10, Math.round(leaseMs / 3)),
    );
    heartbeat.unref();
  }

  function stopHeartbeat() {
    if (heartbeat) clearInterval(heartbeat);
    heartbeat = null;
  }

  /** Leases left by a predecessor that was killed (only when this process is the database's only user). */
  async function releaseLeases() {
    const result = (await db.execute(sql`
      update mail_outbox set locked_until = null
       where status = 'pending' and locked_until is not null
      returning id`)) as unknown as { rows: unknown[] };
    if (result.rows.length)
      console.log(`[mail] released ${result.rows.length} mail(s) a stopped process was delivering`);
  }

  /** Takes up to batchSize due mails nobody holds (or whose holder's lease ran out). */
  async function claim(): Promise<Row[]> {
    const lease = `${Math.round(leaseMs)} milliseconds`;
    // Milliseconds only, so the lease read back into a JS Date compares equal when we mark the row.
    // RETURNING does not keep the subquery's order, and a JS Date drops the microseconds two quick
    // mails differ by: the outer query sorts in the database, in the order the mails were due.
    const result = (await db.execute(sql`
      with claimed as (
      update mail_outbox
         set locked_until = date_trunc('milliseconds', now() + ${lease}::interval),
             attempts = attempts + 1
       where id in (
         select id from mail_outbox
          where status = 'pending' and next_attempt_at <= now()
            and (locked_until is null or locked_until < now())
          order by next_attempt_at, created_at
          limit ${batchSize}
          for update skip locked)
      returning id, kind, recipient, subject, text, html, attachments, order_id, attempts, locked_until,
                next_attempt_at, created_at)
      select * from claimed order by next_attempt_at, created_at`)) as unknown as {
      rows: {
        id: string;
        kind: string;
        recipient: string;
        subject: string;
        text: string;
        html: string | null;
        attachments: AttachmentRef[] | string;
        attempts: number;
        locked_until: Date | string;
        next_attempt_at: Date | string;
        created_at: Date | string;
      }[];
    };
    const rows = result.rows;
    return rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      recipient: r.recipient,
      subject: r.subject,
      text: r.text,
      html: r.html,
      attachments: typeof r.attachments === "string" ? JSON.parse(r.attachments) : r.attachments,
      attempts: Number(r.attempts),
      lockedUntil: new Date(r.locked_until),
    })) as Row[];
  }

  async function render(refs: AttachmentRef[]): Promise<RenderedAttachment[]> {
    return Promise.all(
      refs.map((ref) => {
        const renderer = attachments[ref.type];
        if (!renderer) throw new Error(`no renderer for attachment type "${ref.type}"`);
        return renderer(ref as never);
      }),
    );
  }

  async function deliverRow(row: Row) {
    const current = frame ? await frame() : {};
    const replyTo = current.replyTo ?? staticReplyTo;
    const seller = current.seller ?? staticSeller;
    const mail: Mail = withSeller(
      withSignature(
        {
          to: row.recipient,
          subject: row.subject,
          text: row.text,
          html: row.html ?? undefined,
        },
        current.signature,
      ),
      seller,
    );
    const files = await render((row.attachments as AttachmentRef[]) ?? []);
    const messageId = `<${row.id}@outbox.blattwerk>`;
    if (transport) {
      await transport.sendMail({
        from,
        ...mail,
        ...(replyTo ? { replyTo } : {}),
        attachments: files,
        messageId,
      });
    } else {
      await mailbox.write(await composeEml(mail, from, { attachments: files, messageId, replyTo }));
    }
  }

  /** Marks the outcome, but only while the lease is still ours (else a takeover owns the row). */
  function settle(row: Row, error: unknown) {
    return serially(async () => {
      held.delete(row.id);
      await settleHeld(row, error);
    });
  }

  async function settleHeld(row: Row, error: unknown) {
    const lockedUntil = row.lockedUntil!;
    if (!error) {
      await db.execute(sql`
        update mail_outbox set status = 'sent', sent_at = now(), locked_until = null, last_error = null
         where id = ${row.id} and locked_until = ${lockedUntil.toISOString()}::timestamptz`);
      return;
    }
    const message = redactAddresses((error as Error)?.message ?? String(error));
    if (row.attempts >= maxAttempts) {
      console.error(
        `[mail] ${row.kind} ${row.id}: gave up after ${row.attempts} attempts, status failed: ${message}`,
      );
      await db.transaction(async (tx) => {
        const marked = (await tx.execute(sql`
          update mail_outbox set status = 'failed', locked_until = null, last_error = ${message}
           where id = ${row.id} and locked_until = ${lockedUntil.toISOString()}::timestamptz
          returning order_id`)) as unknown as { rows: { order_id: string | null }[] };
        const failed = marked.rows[0];
        if (failed && onFailed)
          await onFailed(tx, { id: row.id, kind: row.kind, subject: row.subject, orderId: failed.order_id });
      });
      return;
    }
    const wait = backoffMs(row.attempts, backoffBaseMs);
    console.error(
      `[mail] ${row.kind} ${row.id}: attempt ${row.attempts} failed, next in ${Math.round(wait / 1000)} s: ${message}`,
    );
    await db.execute(sql`
      update mail_outbox
         set locked_until = null, last_error = ${message},
             next_attempt_at = now() + ${`${Math.round(wait)} milliseconds`}::interval
       where id = ${row.id} and locked_until = ${lockedUntil.toISOString()}::timestamptz`);
  }

  /** Delivers due mails until none is left. One run at a time per outbox; a wake during a run runs again. */
  function drain(): Promise<void> {
    if (draining) {
      again = true;
      return draining;
    }
    draining = (async () => {
      if (releaseLeasesFirst) {
        releaseLeasesFirst = false;
        await releaseLeases();
      }
      if (Date.now() - prunedAt >= PRUNE_EVERY_MS) {
        prunedAt = Date.now();
        await pruneSentMails(db, retention).catch((err) =>
          console.error(`[mail] outbox retention: ${redactAddresses((err as Error).message)}`),
        );
      }
      do {
        again = false;
        for (;;) {
          const rows = await claim();
          if (!rows.length) break;
          for (const row of rows) held.set(row.id, row);
          startHeartbeat();
          // One after the other: the worker holds at most one pooled connection, so requests
          // keep the rest of the pool even while a long queue drains.
          for (const row of rows) {
            let error: unknown = null;
            try {
              await deliverRow(row);
            } catch (err) {
              error = err ?? new Error("delivery failed");
            }
            await settle(row, error);
          }
        }
      } while (again);
    })().finally(() => {
      stopHeartbeat();
      held.clear();
      draining = null;
    });
    return draining;
  }

  function drainLogged() {
    drain().catch((err) => console.error(`[mail] outbox worker: ${redactAddresses((err as Error).message)}`));
  }

  function schedule(ms: number) {
    if (!started) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(async () => {
      timer = null;
      await drain().catch((err) =>
        console.error(`[mail] outbox worker: ${redactAddresses((err as Error).message)}`),
      );
      schedule(pollMs);
    }, ms);
    timer.unref();
  }

  // enqueue() runs inside a transaction: on PostgreSQL another connection sees the row only after the
  // commit, so look shortly after and once more a little later; polling catches anything slower.
  const wakeTimers = new Set<NodeJS.Timeout>();
  const onEnqueued = () => {
    for (const ms of [20, 250]) {
      const t = setTimeout(() => {
        wakeTimers.delete(t);
        drainLogged();
      }, ms);
      t.unref();
      wakeTimers.add(t);
    }
  };

  function track<T>(p: Promise<T>): Promise<T> {
    writes.add(p);
    p.finally(() => writes.delete(p)).catch(() => {});
    return p;
  }

  return {
    kind: transport ? "smtp" : "dev-mailbox",
    send(mail) {
      const kind = mail.kind ?? "mail";
      return track(
        (async () => {
          await enqueueMail(db, mail);
          return true;
        })(),
      ).catch((err) => {
        // Not written, so never sent: say so loudly (without the address).
        console.error(`[mail] could not record a ${kind}: ${redactAddresses((err as Error).message)}`);
        return false;
      });
    },
    enqueue: (tx, mail) => enqueueMail(tx, mail),
    async flush() {
      while (writes.size) await Promise.allSettled([...writes]);
      if (!delivers) return;
      await drain();
    },
    start({ releaseLeases = false } = {}) {
      if (!delivers || started) return;
      started = true;
      releaseLeasesFirst = releaseLeases;
      localEnqueues.on("enqueued", onEnqueued);
      schedule(0);
    },
    async stop() {
      started = false;
      localEnqueues.off("enqueued", onEnqueued);
      if (timer) clearTimeout(timer);
      timer = null;
      for (const t of wakeTimers) clearTimeout(t);
      wakeTimers.clear();
      while (writes.size) await Promise.allSettled([...writes]);
      await draining?.catch(() => {});
    },
  };
}
