import { desc, eq } from "drizzle-orm";
import type { Locale } from "../../domain/text/i18n";
import { z } from "../../domain/text/zod";
import {
  formatVoucherCode,
  newVoucherCode,
  normalizeVoucherCode,
  shopDay,
  VOUCHER_MAX_CENTS,
  VOUCHER_MIN_CENTS,
  voucherValidUntil,
} from "../../domain/vouchers/vouchers";
import type { Db } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import { type VoucherRow, vouchers } from "../db/schema";
import { issueVoucher } from "./issue";

/** What a buyer sends from /gutschein (#43 §3). */
export const voucherPurchaseSchema = z.strictObject({
  amountCents: z.number().int().min(VOUCHER_MIN_CENTS).max(VOUCHER_MAX_CENTS),
  buyerName: z.string().trim().min(1).max(120),
  buyerEmail: z.string().trim().toLowerCase().email().max(254),
  recipientName: z.string().trim().max(120).optional(),
  recipientEmail: z.union([z.literal(""), z.string().trim().toLowerCase().email().max(254)]).optional(),
  /** YYYY-MM-DD, shop time: today or within a year. */
  deliverOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  message: z.string().trim().max(500).optional(),
  /** „Kauf auf Rechnung“, or online on Stripe's page (where the shop takes online payment). */
  payment: z.enum(["invoice", "online"]).default("invoice"),
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/),
});

export type VoucherPurchaseRefusal =
  | { error: "invalid_voucher"; field: string }
  | { error: "deliver_on_out_of_range" };

export interface PurchasedVoucher {
  id: string;
  number: string;
  amountCents: number;
  state: VoucherRow["state"];
  deliverOn: string;
  paymentMethod: VoucherRow["paymentMethod"];
}

export interface VoucherBalance {
  code: string;
  balanceCents: number;
  initialCents: number;
  validUntil: string;
  state: VoucherRow["state"];
}

export interface VoucherService {
  /**
   * A voucher bought on invoice or online: `pending` (no code works) until the merchant marks it paid,
   * or Stripe's webhook says it is (server/vouchers/stripe-voucher.ts).
   */
  buy(
    input: unknown,
    locale: Locale,
  ): Promise<{ ok: true; voucher: PurchasedVoucher } | ({ ok: false } & VoucherPurchaseRefusal)>;
  /** Issues a pending voucher once its money arrived; false when it is not pending (twice, or cancelled). */
  markPaid(id: string, actor: { id: string | null; email: string }): Promise<boolean>;
  /** The balance of the voucher with this code (any spelling), or null for none, not paid or cancelled. */
  balance(typed: string): Promise<VoucherBalance | null>;
  /** A voucher by id (from the page Stripe sends the buyer back to), or null. */
  find(id: string): Promise<PurchasedVoucher | null>;
  /** Every voucher, newest first, for the back office. */
  list(): Promise<VoucherRow[]>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

export function createVoucherService({
  db,
  publicUrl,
  now = () => new Date(),
}: {
  db: Db;
  /** For the balance link in the voucher's mail. */
  publicUrl: string;
  now?: () => Date;
}): VoucherService {
  const view = (r: VoucherRow): PurchasedVoucher => ({
    id: r.id,
    number: r.number,
    amountCents: r.initialCents,
    state: r.state,
    deliverOn: r.deliverOn,
    paymentMethod: r.paymentMethod,
  });
  return {
    async buy(input, locale) {
      const parsed = voucherPurchaseSchema.safeParse(input);
      if (!parsed.success)
        return { ok: false, error: "invalid_voucher", field: String(parsed.error.issues[0]?.path[0] ?? "") };
      const p = parsed.data;
      const today = shopDay(now());
      if (p.deliverOn < today || p.deliverOn > addDays(today, 366))
        return { ok: false, error: "deliver_on_out_of_range" };
      const [earlier] = await db.select().from(vouchers).where(eq(vouchers.idempotencyKey, p.idempotencyKey));
      if (earlier) return { ok: true, voucher: view(earlier) };
      // 80 random bits: a collision is all but impossible, but the unique index would say so; try again.
      for (let attempt = 0; ; attempt++) {
        try {
          const [row] = await db
            .insert(vouchers)
            .values({
              code: newVoucherCode(),
              initialCents: p.amountCents,
              balanceCents: p.amountCents,
              validUntil: voucherValidUntil(now()),
              paymentMethod: p.payment === "online" ? "stripe" : "invoice",
              buyerName: p.buyerName,
              buyerEmail: p.buyerEmail,
              recipientName: p.recipientName || null,
              recipientEmail: p.recipientEmail || null,
              deliverOn: p.deliverOn,
              message: p.message || null,
              locale,
              idempotencyKey: p.idempotencyKey,
            })
            .onConflictDoNothing({ target: vouchers.idempotencyKey })
            .returning();
          if (row) return { ok: true, voucher: view(row) };
          const [winner] = await db
            .select()
            .from(vouchers)
            .where(eq(vouchers.idempotencyKey, p.idempotencyKey));
          return { ok: true, voucher: view(winner!) };
        } catch (e) {
          if (attempt < 3 && isUniqueViolation(e)) continue;
          throw e;
        }
      }
    },

    async markPaid(id, actor) {
      if (!UUID.test(id)) return false;
      // Only a voucher bought on invoice: one paid online is issued by Stripe's webhook alone.
      const issued = await db.transaction((tx) =>
        issueVoucher(tx, id, { at: now(), actor, method: "invoice" }, publicUrl),
      );
      return issued !== null;
    },

    async balance(typed) {
      const code = normalizeVoucherCode(typed);
      if (!code) return null;
      const [row] = await db.select().from(vouchers).where(eq(vouchers.code, code));
      if (row?.state !== "active") return null;
      return {
        code: formatVoucherCode(row.code),
        balanceCents: row.balanceCents,
        initialCents: row.initialCents,
        validUntil: row.validUntil,
        state: row.state,
      };
    },

    async find(id) {
      if (!UUID.test(id)) return null;
      const [row] = await db.select().from(vouchers).where(eq(vouchers.id, id));
      return row ? view(row) : null;
    },

    list: () => db.select().from(vouchers).orderBy(desc(vouchers.createdAt)).limit(500),
  };
}
