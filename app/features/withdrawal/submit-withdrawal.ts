import {
  type WithdrawalDeclaration,
  type WithdrawalField,
  type WithdrawalReceipt,
  withdrawalReceiptSchema,
} from "../../../domain/contracts/withdrawal";
import { api } from "../../lib/api";
import { withdrawalMessages } from "./messages";

type Texts = (typeof withdrawalMessages)["de"]["WITHDRAWAL"];

export type SubmitResult =
  | { ok: true; receipt: WithdrawalReceipt }
  | { ok: false; message: string; fieldErrors: Partial<Record<WithdrawalField, string>> };

/**
 * Sends a declaration to POST /api/withdrawals. The server answers in German; our own network message
 * follows the page (`WITHDRAWAL`).
 */
export async function submitWithdrawal(
  declaration: WithdrawalDeclaration,
  WITHDRAWAL: Texts = withdrawalMessages.de.WITHDRAWAL,
): Promise<SubmitResult> {
  const res = await api("/api/withdrawals", withdrawalReceiptSchema, { method: "POST", json: declaration });
  if (res.ok) return { ok: true, receipt: res.data };
  // Without an answer of ours (offline, a proxy's error page) the form offers the e-mail way instead.
  if (!res.fromServer) return { ok: false, message: WITHDRAWAL.form.networkError, fieldErrors: {} };
  return { ok: false, message: res.error.message, fieldErrors: res.error.fieldErrors ?? {} };
}
