import {
  composeStatement,
  validateWithdrawal,
  type WithdrawalField,
  type WithdrawalReceipt,
} from "../../domain/contracts/withdrawal";
import type { Locale } from "../../domain/i18n";
import { findNamedOrder } from "../admin/withdrawals";
import type { Db } from "../db/client";
import { withdrawals } from "../db/schema";
import type { PublicChanges } from "../public-changes";

export type { WithdrawalReceipt };

export type DeclareResult =
  | { ok: true; receipt: WithdrawalReceipt }
  | { ok: false; message: string; fieldErrors: Partial<Record<WithdrawalField, string>> };

/**
 * Sends the confirmation on a durable medium (§ 356a BGB). Called only after the declaration is
 * committed, so no mail ever confirms a declaration that was not stored; the outbox retries delivery.
 */
export type SendConfirmation = (receipt: WithdrawalReceipt, locale: Locale) => void;

export interface WithdrawalService {
  /** Validates and stores a declaration; bad input stores nothing. */
  declare(input: unknown, locale?: Locale): Promise<DeclareResult>;
}

export function createWithdrawalService(
  db: Db,
  {
    sendConfirmation,
    publicChanges,
  }: {
    sendConfirmation?: SendConfirmation;
    /** A withdrawal takes "verifizierter Kauf" from the buyer's reviews on public plant pages. */
    publicChanges: PublicChanges;
  },
): WithdrawalService {
  return {
    async declare(input, locale = "de") {
      const checked = validateWithdrawal(input);
      if (!checked.ok) return checked;
      const value = checked.value;
      const statement = composeStatement(value);
      // Linked to its order on receipt when reference and address match one (else staff link it).
      const orderId = await findNamedOrder(db, value.orderReference, value.email);
      const [row] = await db
        .insert(withdrawals)
        .values({
          orderReference: value.orderReference,
          name: value.name,
          email: value.email,
          statement,
          locale,
          orderId,
        })
        .returning({ id: withdrawals.id, createdAt: withdrawals.createdAt });
      const receipt: WithdrawalReceipt = {
        ...value,
        id: row!.id,
        receivedAt: row!.createdAt.toISOString(),
        statement,
        confirmationMail: sendConfirmation ? "queued" : "none",
      };
      sendConfirmation?.(receipt, locale);
      publicChanges.changed("withdrawal");
      return { ok: true, receipt };
    },
  };
}
