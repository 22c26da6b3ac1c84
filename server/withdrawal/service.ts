import {
  composeStatement,
  validateWithdrawal,
  type WithdrawalField,
  type WithdrawalReceipt,
} from "../../app/features/withdrawal/withdrawal-schema";
import type { Db } from "../db/client";
import { withdrawals } from "../db/schema";

export type { WithdrawalReceipt };

export type DeclareResult =
  | { ok: true; receipt: WithdrawalReceipt }
  | { ok: false; message: string; fieldErrors: Partial<Record<WithdrawalField, string>> };

/**
 * Hook for the confirmation mail on a durable medium. It runs inside the transaction that stores the
 * declaration (use `tx`, never the global db), so declaration and mail are stored together or not at all.
 */
export type EnqueueConfirmation = (
  tx: Db,
  receipt: Omit<WithdrawalReceipt, "confirmationMail">,
) => Promise<void>;

export interface WithdrawalService {
  /** Validates and stores a declaration; bad input stores nothing. */
  declare(input: unknown): Promise<DeclareResult>;
}

export function createWithdrawalService(
  db: Db,
  {
    // TODO(accounts issue): pass the mail outbox's enqueue function here once it exists, so every
    // declaration gets its confirmation mail. Until then the confirmation page is the only record
    // and says nothing about a mail.
    enqueueConfirmation,
  }: { enqueueConfirmation?: EnqueueConfirmation } = {},
): WithdrawalService {
  return {
    async declare(input) {
      const checked = validateWithdrawal(input);
      if (!checked.ok) return checked;
      const value = checked.value;
      const statement = composeStatement(value);
      const receipt = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(withdrawals)
          .values({ orderReference: value.orderReference, name: value.name, email: value.email, statement })
          .returning({ id: withdrawals.id, createdAt: withdrawals.createdAt });
        const stored = { ...value, id: row!.id, receivedAt: row!.createdAt.toISOString(), statement };
        await enqueueConfirmation?.(tx as unknown as Db, stored);
        return stored;
      });
      return { ok: true, receipt: { ...receipt, confirmationMail: enqueueConfirmation ? "queued" : "none" } };
    },
  };
}
