import { and, asc, eq } from "drizzle-orm";
import {
  type Balance,
  balance,
  creditableByRate,
  type LedgerDocument,
  type LedgerMovement,
  type RateGross,
} from "../../domain/orders/ledger";
import { type ReturnableLine, returnableLines } from "../../domain/orders/returns";
import type { Db } from "../db/client";
import {
  invoices,
  type MoneyMovementRow,
  type OrderRow,
  orderPayments,
  type ProviderRefundRow,
  providerRefunds,
} from "../db/schema";
import type { InvoiceData } from "../invoices/issue";

/** A reader: the database or a running transaction. */
type Reader = Pick<Db, "select">;

export interface StoredDocument extends LedgerDocument {
  id: string;
  number: string;
  issuedAt: Date;
  reason: string | null;
  actor: string | null;
  withdrawalId: string | null;
  cancelsInvoiceId: string | null;
  data: InvoiceData;
}

export interface OrderLedger {
  documents: StoredDocument[];
  movements: MoneyMovementRow[];
  /** Refunds asked of Stripe that it has neither paid out nor refused yet (#44). */
  pendingRefunds: ProviderRefundRow[];
  balance: Balance;
}

/** The order's documents and money movements in the order they were written, and what follows. */
export async function loadLedger(
  tx: Reader,
  order: Pick<OrderRow, "id" | "totalCents" | "status">,
): Promise<OrderLedger> {
  const [docs, movements, pendingRefunds] = await Promise.all([
    tx.select().from(invoices).where(eq(invoices.orderId, order.id)).orderBy(asc(invoices.issuedAt)),
    tx
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, order.id))
      .orderBy(asc(orderPayments.createdAt), asc(orderPayments.id)),
    tx
      .select()
      .from(providerRefunds)
      .where(and(eq(providerRefunds.orderId, order.id), eq(providerRefunds.state, "pending")))
      .orderBy(asc(providerRefunds.createdAt)),
  ]);
  const documents = docs.map((d) => ({
    id: d.id,
    kind: d.kind,
    number: d.number,
    totalCents: d.totalCents,
    issuedAt: d.issuedAt,
    reason: d.reason,
    actor: d.actor,
    withdrawalId: d.withdrawalId,
    cancelsInvoiceId: d.cancelsInvoiceId,
    data: d.data as InvoiceData,
  }));
  return {
    documents,
    movements,
    pendingRefunds,
    balance: balance({
      orderTotalCents: order.totalCents,
      cancelled: order.status === "cancelled",
      documents,
      movements: movements as LedgerMovement[],
      pendingRefunds,
    }),
  };
}

/** The invoice's gross per VAT rate, and what credit notes and cancellations took back per rate. */
export function ratesOf(documents: readonly StoredDocument[]): {
  invoice: StoredDocument | undefined;
  invoiced: RateGross[];
  credited: RateGross[];
} {
  const invoice = documents.find((d) => d.kind === "invoice");
  const credited = documents
    .filter((d) => d.kind !== "invoice")
    .flatMap((d) => d.data.rates.map((r) => ({ vatRate: r.vatRate, grossCents: Math.abs(r.grossCents) })));
  return {
    invoice,
    invoiced: invoice
      ? invoice.data.rates.map((r) => ({ vatRate: r.vatRate, grossCents: r.grossCents }))
      : [],
    credited,
  };
}

/**
 * The invoice's lines with what may still come back of each (#50 §2): none before the invoice or after
 * a Storno. Credit notes for returned goods name their invoice line (`returnOf`).
 */
export function returnableOf(documents: readonly StoredDocument[]): ReturnableLine[] {
  const invoice = documents.find((d) => d.kind === "invoice");
  if (!invoice || documents.some((d) => d.kind === "cancellation")) return [];
  return returnableLines(
    invoice.data.lines,
    documents.filter((d) => d.kind === "credit").map((d) => d.data),
  );
}

/** What credit notes may still take back per rate: nothing before the invoice or after a Storno. */
export function creditableOf(documents: readonly StoredDocument[]): RateGross[] {
  if (documents.some((d) => d.kind === "cancellation")) return [];
  const r = ratesOf(documents);
  return creditableByRate(r.invoiced, r.credited);
}
