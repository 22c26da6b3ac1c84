import { and, eq, like } from "drizzle-orm";
import { mailOutbox } from "../db/schema";
import type { Services } from "../services";

/** The confirmation link in the receipt of declaration `id` (mailed to the order's address), if any. */
export async function confirmationLink(services: Pick<Services, "database">, id: string) {
  const [mail] = await services.database.db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, "withdrawal-confirmation"), like(mailOutbox.text, `%${id}%`)));
  const url = mail?.text.match(/https?:\/\/\S+\/api\/withdrawals\/[0-9a-f-]{36}\/confirm\?\S+/)?.[0];
  return url ? new URL(url) : null;
}

/**
 * A guest declares a withdrawal (no session) and, as the order's customer, follows the link mailed to
 * the order's address (#29): the declaration is then linked to the order.
 */
export async function declareAndConfirm(
  services: Pick<Services, "withdrawals" | "database">,
  input: { orderReference: string; name: string; email: string; items?: string; message?: string },
) {
  const declared = await services.withdrawals.declare(input);
  if (!declared.ok) throw new Error(declared.issue);
  const id = declared.receipt.id;
  const link = await confirmationLink(services, id);
  if (!link) throw new Error("no confirmation link in the receipt");
  const confirmed = await services.withdrawals.confirm(
    id,
    link.searchParams.get("order") ?? "",
    link.searchParams.get("sig") ?? "",
  );
  if (!confirmed.ok) throw new Error(`confirmation failed: ${confirmed.reason}`);
  return declared;
}
