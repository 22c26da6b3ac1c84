import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import { and, desc, eq, isNull, or, sql } from "drizzle-orm";
import {
  composeStatement,
  validateWithdrawal,
  type WithdrawalField,
  type WithdrawalReceipt,
} from "../../domain/contracts/withdrawal";
import type { Locale } from "../../domain/text/i18n";
import { audit } from "../admin/audit";
import { findNamedOrder } from "../admin/withdrawals";
import type { Db, Tx } from "../db/client";
import { orders, withdrawals } from "../db/schema";
import type { PublicChanges } from "../public-changes";

export type { WithdrawalReceipt };

export type DeclareResult =
  | { ok: true; receipt: WithdrawalReceipt }
  | {
      ok: false;
      error: "Invalid input";
      /** Keys (domain/text/message-keys.ts): the first problem, and each field's. */
      issue: string;
      fieldErrors: Partial<Record<WithdrawalField, string>>;
    };

/** The signed-in customer who sends the form, if any (the session decides, never the form). */
export interface Declarant {
  userId: string;
  email: string;
  emailVerified: boolean;
}

/**
 * What the confirmation of receipt may say (#29). `verified`: the declarant is the order's customer
 * (signed in), so the mail repeats the whole declaration. Otherwise anyone may have typed it — with a
 * stranger's order number and address — so the mail names only the facts of the declaration, never its
 * free text, and `confirmUrl` (when the declaration names an order of that address) lets the order's
 * customer confirm it is theirs.
 */
export interface ConfirmationKind {
  verified: boolean;
  confirmUrl: string | null;
  /**
   * The number of the order of that address the declaration names, as the shop has it — never the
   * typed reference, which may carry a stranger's text (#49 §4); null when it names none of its orders.
   */
  orderNumber: string | null;
  /**
   * That order has not left the warehouse yet (#50 §3): nothing to send back, so the receipt promises no
   * return label. False when unknown (no order named).
   */
  beforeShipment?: boolean;
}

/**
 * Who asked for the receipt (#49 §4): the client's IP, and whether the receipt is the one the law
 * requires — the declaration names an order of the address the receipt goes to — so that no stranger's
 * requests can hold it back (server/mail/recipient-limit.ts).
 */
export interface ReceiptRequester {
  client: string | undefined;
  required: boolean;
}

/**
 * Sends the confirmation on a durable medium (§ 356a BGB). Called only after the declaration is
 * committed, so no mail ever confirms a declaration that was not stored; the outbox retries delivery.
 * Resolves what became of the mail: recorded ("queued"), held back because the address had too many
 * such mails this hour ("held", #29, #49 §4; the page says so), or not recorded ("none").
 */
export type SendConfirmation = (
  receipt: WithdrawalReceipt,
  locale: Locale,
  kind: ConfirmationKind,
  requester: ReceiptRequester,
) => Promise<WithdrawalReceipt["confirmationMail"]> | WithdrawalReceipt["confirmationMail"];

export type ConfirmResult =
  /** Linked now, or it was already linked to that order. */
  | { ok: true; orderNumber: string; locale: Locale }
  /** A forged or altered link. */
  | { ok: false; reason: "invalid" }
  /** Staff linked it to another order meanwhile, or money was booked on it: nothing changes. */
  | { ok: false; reason: "settled"; locale: Locale };

export type LinkPreview =
  | { ok: true; locale: Locale; orderReference: string; state: "open" | "confirmed" | "settled" }
  | { ok: false };

export interface WithdrawalService {
  /**
   * Validates and stores a declaration; bad input stores nothing. `client`: the requesting client's IP,
   * for the receipt's limits.
   */
  declare(
    input: unknown,
    locale?: Locale,
    declarant?: Declarant | null,
    client?: string,
  ): Promise<DeclareResult>;
  /** The order's customer confirms a declaration through the link mailed to the order's address. */
  confirm(id: string, orderId: string, sig: string): Promise<ConfirmResult>;
  /** What a confirmation link's page shows, without changing anything (GET). */
  preview(id: string, orderId: string, sig: string): Promise<LinkPreview>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const compact = (s: string) => s.toUpperCase().replace(/[^0-9A-Z]/g, "");
const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The order a signed-in declarant's reference names among their own orders: placed while signed in to
 * this account, or as a guest with the account's confirmed address (as domain/catalog/verified-purchase.ts
 * `ordersOf` decides whose an order is).
 */
async function ownNamedOrder(db: Db, reference: string, declarant: Declarant) {
  const ref = compact(reference);
  if (!ref) return null;
  const mine = declarant.emailVerified
    ? or(
        eq(orders.userId, declarant.userId),
        and(isNull(orders.userId), sql`lower(trim(${orders.email})) = lower(trim(${declarant.email}))`),
      )
    : eq(orders.userId, declarant.userId);
  const [row] = await db
    .select({ id: orders.id, email: orders.email, number: orders.number })
    .from(orders)
    .where(and(mine, sql`position(replace(${orders.number}, '-', '') in ${ref}) > 0`))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return row ?? null;
}

async function orderFacts(db: Db, orderId: string) {
  const [row] = await db
    .select({ number: orders.number, status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row ?? null;
}

export function createWithdrawalService(
  db: Db,
  {
    sendConfirmation,
    publicChanges,
    secret,
    publicUrl,
    notifyStaff,
  }: {
    sendConfirmation?: SendConfirmation;
    /** Tells the staff of the withdrawal and its refund deadline (#34), in the transaction that records it. */
    notifyStaff?: (
      tx: Tx,
      w: { id: string; orderReference: string; name: string; createdAt: Date },
    ) => Promise<void>;
    /** A withdrawal takes "verifizierter Kauf" from the buyer's reviews on public plant pages. */
    publicChanges: PublicChanges;
    /** AUTH_SECRET: signs the confirmation links (a key derived for this purpose only). */
    secret: string;
    publicUrl: string;
  },
): WithdrawalService {
  const key = Buffer.from(hkdfSync("sha256", secret, "blattwerk", "withdrawal confirmation links v1", 32));
  const sign = (id: string, orderId: string) =>
    createHmac("sha256", key).update(`${id.toLowerCase()}\n${orderId.toLowerCase()}`).digest("base64url");
  const checkLink = (id: string, orderId: string, sig: string) => {
    if (!UUID.test(id) || !UUID.test(orderId) || !/^[A-Za-z0-9_-]{43}$/.test(sig)) return false;
    return timingSafeEqual(Buffer.from(sig), Buffer.from(sign(id, orderId)));
  };

  return {
    async preview(id, orderId, sig) {
      if (!checkLink(id, orderId, sig)) return { ok: false };
      const [w] = await db.select().from(withdrawals).where(eq(withdrawals.id, id));
      if (!w) return { ok: false };
      const state = w.orderId === orderId ? "confirmed" : w.orderId ? "settled" : "open";
      return { ok: true, locale: w.locale, orderReference: w.orderReference, state };
    },

    async declare(input, locale = "de", declarant = null, client = undefined) {
      const checked = validateWithdrawal(input);
      if (!checked.ok)
        return {
          ok: false,
          error: "Invalid input",
          issue: checked.message,
          fieldErrors: checked.fieldErrors,
        };
      const value = checked.value;
      const statement = composeStatement(value);
      // Linked on receipt only when the declarant is the order's customer: signed in, naming an order
      // of their own (#29). A declaration without a session that names an order of the address it
      // gives waits for the confirmation link mailed to that address; staff can link any by hand.
      const own = declarant ? await ownNamedOrder(db, value.orderReference, declarant) : null;
      const named = own ? null : await findNamedOrder(db, value.orderReference, value.email);
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(withdrawals)
          .values({
            orderReference: value.orderReference,
            name: value.name,
            email: value.email,
            statement,
            locale,
            orderId: own?.id ?? null,
          })
          .returning({ id: withdrawals.id, createdAt: withdrawals.createdAt });
        await notifyStaff?.(tx, {
          id: inserted!.id,
          orderReference: value.orderReference,
          name: value.name,
          createdAt: inserted!.createdAt,
        });
        return inserted;
      });
      const id = row!.id;
      const receipt: WithdrawalReceipt = {
        ...value,
        id,
        receivedAt: row!.createdAt.toISOString(),
        statement,
        confirmationMail: "none",
      };
      // The whole text goes only to the customer's own address (the account's or the order's).
      const verified =
        !!own &&
        !!declarant &&
        (sameEmail(value.email, declarant.email) || sameEmail(value.email, own.email));
      const confirmUrl = named
        ? `${publicUrl}/api/withdrawals/${id}/confirm?order=${named}&sig=${sign(id, named)}`
        : null;
      // The order of the receipt's address it names, if any: the mail repeats only that number.
      const ofAddress = own && sameEmail(value.email, own.email) ? own.id : named;
      const namedInMail = verified ? own!.id : ofAddress;
      const facts = namedInMail ? await orderFacts(db, namedInMail) : null;
      const orderNumber = verified ? own!.number : (facts?.number ?? null);
      const beforeShipment = facts?.status === "pending" || facts?.status === "processing";
      if (sendConfirmation)
        receipt.confirmationMail = await sendConfirmation(
          receipt,
          locale,
          { verified, confirmUrl, orderNumber, beforeShipment },
          { client, required: verified || orderNumber !== null },
        );
      if (own) publicChanges.changed("withdrawal");
      return { ok: true, receipt };
    },

    async confirm(id, orderId, sig) {
      if (!checkLink(id, orderId, sig)) return { ok: false, reason: "invalid" };
      const result = await db.transaction(async (tx): Promise<ConfirmResult> => {
        const [w] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for("update");
        const [order] = await tx.select({ number: orders.number }).from(orders).where(eq(orders.id, orderId));
        if (!w || !order) return { ok: false, reason: "invalid" };
        const locale = w.locale;
        if (w.orderId === orderId) return { ok: true, orderNumber: order.number, locale };
        if (w.orderId) return { ok: false, reason: "settled", locale };
        // The version stays: it guards the back office's own edits, and this only fills in what staff
        // would have entered (a staff member who links meanwhile sees the audit entry).
        await tx
          .update(withdrawals)
          .set({ orderId })
          .where(and(eq(withdrawals.id, id), isNull(withdrawals.orderId)));
        await audit(tx, {
          actor: { id: null, email: w.email },
          action: "withdrawal.confirm",
          entity: { type: "withdrawal", id },
          before: { orderId: null },
          after: { orderId, orderNumber: order.number },
        });
        return { ok: true, orderNumber: order.number, locale };
      });
      if (result.ok) publicChanges.changed("withdrawal");
      return result;
    },
  };
}
