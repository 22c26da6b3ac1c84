import { and, asc, desc, eq, sql } from "drizzle-orm";
import { type ApprovalKind, refundPath } from "../../domain/orders/approvals";
import { parseAmount } from "../../domain/orders/ledger-input";
import { formatEuro } from "../../domain/orders/money";
import type { Role } from "../../domain/shop/roles";
import type { Db } from "../db/client";
import {
  type ApprovalRow,
  approvals,
  invoices,
  orderPayments,
  orders,
  providerRefunds,
  withdrawals,
} from "../db/schema";
import type { LedgerActions } from "../orders/commands/money";
import { audit } from "./audit";
import type { Actor } from "./team";
import type { WithdrawalActions } from "./withdrawals";

/** The form's fields of each kind, as the order's and the withdrawal's pages post them. */
export type ApprovalInput =
  | { kind: "order_refund"; input: { amount: string; paidOn: string; reason: string; method?: string } }
  | { kind: "order_credit"; input: CreditInput }
  | { kind: "withdrawal_refund"; input: { amount: string; refundedOn: string } }
  | { kind: "withdrawal_credit"; input: CreditInput };

/** A credit note's fields: an amount, or goods back per line (`lines`, `restock`; the amount then follows). */
type CreditInput = { amount: string; rate: string; reason: string; lines?: string; restock?: string };

export const APPROVAL_MESSAGES = {
  waiting: (amount: string, limit: string) =>
    `${amount} liegt über deinem Limit von ${limit}: Der Vorgang wartet jetzt unter „Freigaben“ auf die Inhaberin oder den Inhaber.`,
  approved: (message: string) => `Freigegeben und ausgeführt: ${message}`,
  declined: "Abgelehnt. Der Vorgang ist erledigt, es wurde kein Geld bewegt.",
} as const;

/** The approvals' own refusals (the page says them in German, app/features/admin/approvals-messages.ts). */
export type ApprovalRefusal = "approval_unknown" | "approval_decided";

type Member = Actor & { role: Role };
type Result = { ok: true; message: string } | { ok: false; status: number; error: string; params?: object };

export interface ApprovalDeps {
  db: Db;
  ledger: Pick<LedgerActions, "refund" | "credit">;
  withdrawals: Pick<WithdrawalActions, "refund" | "credit">;
  /** Customer service's limit per refund or credit note, in cents (settings group `approvals`). */
  limitCents: () => number;
}

/**
 * Refunds and credit notes in the hands of those allowed to move money (#49 §3). A role with
 * `money.unlimited` acts at once; customer service acts at once up to the owner's limit, above it the
 * request waits for the owner, who approves (the action then runs as the owner, against the order as
 * it is then, with every check the page's own action has) or declines.
 */
export function createApprovals({ db, ledger, withdrawals: withdrawalActions, limitCents }: ApprovalDeps) {
  /** The order's or the withdrawal's current version: an approval acts on what is there then. */
  async function versionOf(kind: ApprovalKind, subject: string): Promise<number | null> {
    if (kind.startsWith("order_")) {
      const [o] = await db.select({ v: orders.version }).from(orders).where(eq(orders.number, subject));
      return o?.v ?? null;
    }
    if (!/^[0-9a-f-]{36}$/i.test(subject)) return null;
    const [w] = await db
      .select({ v: withdrawals.version })
      .from(withdrawals)
      .where(eq(withdrawals.id, subject));
    return w?.v ?? null;
  }

  /**
   * Money `email` has moved back on the order so far: refunds booked or still pending at Stripe and
   * credit notes (a posted Stripe refund is its booked row, counted once).
   */
  async function movedBy(email: string, orderNumber: string | null): Promise<number> {
    if (!orderNumber) return 0;
    const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.number, orderNumber));
    if (!order) return 0;
    const [booked] = await db
      .select({ cents: sql<number>`coalesce(sum(${orderPayments.amountCents}), 0)::int` })
      .from(orderPayments)
      .where(
        and(
          eq(orderPayments.orderId, order.id),
          eq(orderPayments.kind, "refund"),
          eq(orderPayments.actor, email),
        ),
      );
    const [pending] = await db
      .select({ cents: sql<number>`coalesce(sum(${providerRefunds.amountCents}), 0)::int` })
      .from(providerRefunds)
      .where(
        and(
          eq(providerRefunds.orderId, order.id),
          eq(providerRefunds.state, "pending"),
          eq(providerRefunds.actor, email),
        ),
      );
    const [credited] = await db
      .select({ cents: sql<number>`coalesce(sum(abs(${invoices.totalCents})), 0)::int` })
      .from(invoices)
      .where(and(eq(invoices.orderId, order.id), eq(invoices.kind, "credit"), eq(invoices.actor, email)));
    return Number(booked?.cents ?? 0) + Number(pending?.cents ?? 0) + Number(credited?.cents ?? 0);
  }

  function execute(actor: Actor, a: ApprovalInput, subject: string, version: number): Promise<Result> {
    switch (a.kind) {
      case "order_refund":
        return ledger.refund(actor, subject, version, a.input);
      case "order_credit":
        return ledger.credit(actor, subject, version, a.input);
      case "withdrawal_refund":
        return withdrawalActions.refund(actor, subject, version, a.input);
      case "withdrawal_credit":
        return withdrawalActions.credit(actor, subject, version, a.input);
    }
  }

  return {
    /**
     * The page's refund or credit note: run now (`run`) when the member's role may move this amount,
     * else written down for the owner's approval. An amount that does not parse runs, to be refused
     * with the action's own message.
     */
    async withinLimit<R extends Result>(
      member: Member,
      subject: string,
      a: ApprovalInput,
      run: () => Promise<R>,
    ): Promise<R | { ok: true; message: string; waiting: true }> {
      const amount = parseAmount(a.input.amount);
      const limit = limitCents();
      const orderNumber = a.kind.startsWith("order_")
        ? subject
        : ((
            await db
              .select({ number: orders.number })
              .from(withdrawals)
              .innerJoin(orders, eq(orders.id, withdrawals.orderId))
              .where(eq(withdrawals.id, subject))
          )[0]?.number ?? null);
      // The limit holds per order: what this member already gave back on it counts, so a large refund
      // is not split into small ones under the limit.
      const before = amount.ok ? await movedBy(member.email, orderNumber) : 0;
      const path = refundPath(member.role, amount.ok ? amount.value + before : 0, limit);
      // The routes let only roles with `money.refund` here (403 before); never run for another.
      if (path === "forbidden") throw new Error(`role ${member.role} may not refund`);
      if (path === "run" || !amount.ok) return run();
      if ((await versionOf(a.kind, subject)) === null) return run(); // unknown: the action's own 404
      await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(approvals)
          .values({
            kind: a.kind,
            subject,
            orderNumber,
            amountCents: amount.value,
            input: a.input,
            requestedById: member.id,
            requestedByEmail: member.email,
          })
          .returning({ id: approvals.id });
        await audit(tx, {
          actor: member,
          action: "approval.request",
          entity: { type: "approval", id: row!.id },
          after: { kind: a.kind, subject, amountCents: amount.value },
        });
      });
      return {
        ok: true as const,
        waiting: true as const,
        message: APPROVAL_MESSAGES.waiting(formatEuro(amount.value), formatEuro(limit)),
      };
    },

    /** Waiting requests first (oldest first), then the last decided ones. */
    async list(): Promise<{ pending: ApprovalRow[]; decided: ApprovalRow[] }> {
      const pending = await db
        .select()
        .from(approvals)
        .where(eq(approvals.state, "pending"))
        .orderBy(asc(approvals.requestedAt));
      const decided = await db
        .select()
        .from(approvals)
        .where(sql`${approvals.state} <> 'pending'`)
        .orderBy(desc(approvals.decidedAt))
        .limit(20);
      return { pending, decided };
    },

    pendingCount: async (): Promise<number> =>
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(approvals)
          .where(eq(approvals.state, "pending"))
      )[0]?.n ?? 0,

    /**
     * The owner approves: the request is claimed (a second click or a second owner finds it decided),
     * then run as the owner. Refused by the action (the order moved on, nothing left to refund): the
     * request waits again, with the reason, and the owner may decline it.
     */
    async approve(owner: Actor, id: string): Promise<Result> {
      if (!/^[0-9a-f-]{36}$/i.test(id)) return { ok: false, status: 404, error: "approval_unknown" };
      const [claimed] = await db
        .update(approvals)
        .set({ state: "approved", decidedByEmail: owner.email, decidedAt: sql`now()` })
        .where(and(eq(approvals.id, id), eq(approvals.state, "pending")))
        .returning();
      if (!claimed) return notPending(id);
      const a = { kind: claimed.kind, input: claimed.input } as ApprovalInput;
      const version = await versionOf(claimed.kind, claimed.subject);
      const result: Result =
        version === null
          ? { ok: false, status: 404, error: "unknown_order" }
          : await execute(owner, a, claimed.subject, version);
      if (!result.ok) {
        await db
          .update(approvals)
          .set({ state: "pending", decidedByEmail: null, decidedAt: null })
          .where(eq(approvals.id, id));
        return result;
      }
      await db.transaction(async (tx) => {
        await tx.update(approvals).set({ outcome: result.message }).where(eq(approvals.id, id));
        await audit(tx, {
          actor: owner,
          action: "approval.approve",
          entity: { type: "approval", id },
          after: { kind: claimed.kind, subject: claimed.subject, amountCents: claimed.amountCents },
        });
      });
      return { ok: true, message: APPROVAL_MESSAGES.approved(result.message) };
    },

    /** The owner declines: nothing is moved; the request is decided. */
    async decline(owner: Actor, id: string, reason: string): Promise<Result> {
      if (!/^[0-9a-f-]{36}$/i.test(id)) return { ok: false, status: 404, error: "approval_unknown" };
      const why = reason.trim().slice(0, 500) || null;
      const done = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(approvals)
          .set({ state: "declined", decidedByEmail: owner.email, decidedAt: sql`now()`, outcome: why })
          .where(and(eq(approvals.id, id), eq(approvals.state, "pending")))
          .returning({ id: approvals.id });
        if (row)
          await audit(tx, {
            actor: owner,
            action: "approval.decline",
            entity: { type: "approval", id },
            after: { reason: why },
          });
        return Boolean(row);
      });
      return done ? { ok: true, message: APPROVAL_MESSAGES.declined } : notPending(id);
    },
  };

  async function notPending(id: string): Promise<Result> {
    const [row] = await db.select({ id: approvals.id }).from(approvals).where(eq(approvals.id, id));
    return row
      ? { ok: false, status: 409, error: "approval_decided" }
      : { ok: false, status: 404, error: "approval_unknown" };
  }
}

export type Approvals = ReturnType<typeof createApprovals>;
