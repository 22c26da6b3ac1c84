import { formatEuroInput } from "../../../domain/orders/money";
import { encodeReturnForm } from "../../../domain/orders/returns";
import { formText } from "./parse-intent";

/**
 * A credit note as the order's and the withdrawal's pages post it (#50 §2): an amount (a reduction), or
 * goods that came back per line (`return.<line>`, `restock.<line>`), which the ledger takes as the two
 * strings `lines` and `restock` (domain/orders/returns.ts) so an approval can keep them as they are.
 */
export function foldReturnFields(form: FormData): void {
  if (form.get("intent") !== "credit") return;
  const texts = [...form.entries()].filter((e): e is [string, string] => typeof e[1] === "string");
  const { lines, restock } = encodeReturnForm(texts);
  form.set("lines", lines);
  form.set("restock", restock);
}

/** The credit note's fields as both pages' forms post them (after `foldReturnFields`). */
export const CREDIT_FIELDS = {
  amount: formText,
  rate: formText,
  reason: formText,
  lines: formText,
  restock: formText,
};

type Posted = { amount: string; rate: string; reason: string; lines: string; restock: string };

/**
 * The credit's input for the ledger and the approval limit (#49 §3): a return's amount follows from its
 * lines (`amountOf`, null when they are refused: the action then says why).
 */
export async function creditInput(
  posted: Posted,
  amountOf: (lines: string) => Promise<number | null>,
): Promise<Posted> {
  if (!posted.lines.trim()) return { ...posted, lines: "", restock: "" };
  const cents = await amountOf(posted.lines);
  return { ...posted, amount: cents === null ? "" : formatEuroInput(cents), rate: "" };
}
