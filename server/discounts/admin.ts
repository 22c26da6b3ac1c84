import { and, eq } from "drizzle-orm";
import type { DiscountFormRefusal } from "../../domain/discounts/discount-form";
import { parseDiscountForm } from "../../domain/discounts/discount-form";
import { audit } from "../admin/audit";
import type { Db, Tx } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import { discountCodes } from "../db/schema";
import { listCodes } from "./redemptions";

type Actor = { id: string | null; email: string };
export type DiscountAdminResult =
  | { ok: true; code: string }
  | ({ ok: false; status: 400 | 404 | 409 } & DiscountFormRefusal);

/**
 * The back office's discount codes (#43 §2, /admin/discounts): the list with uses and revenue, a new
 * code, and deactivating one (a code an order names is never deleted). Each change is audited.
 */
export function createDiscountAdmin(db: Db) {
  return {
    list: () => listCodes(db),

    async create(actor: Actor, form: (name: string) => string): Promise<DiscountAdminResult> {
      const parsed = parseDiscountForm(form);
      if (!parsed.ok) {
        const { ok: _, ...refusal } = parsed;
        return { ok: false, status: 400, ...refusal } as DiscountAdminResult;
      }
      try {
        await db.transaction(async (tx: Tx) => {
          const [row] = await tx
            .insert(discountCodes)
            .values({ ...parsed.value, createdBy: actor.email })
            .returning();
          await audit(tx, {
            actor,
            action: "discount.create",
            entity: { type: "discount", id: row!.id },
            after: parsed.value,
          });
        });
      } catch (e) {
        if (isUniqueViolation(e))
          return {
            ok: false,
            status: 409,
            error: "discount_form_code_taken",
            params: { code: parsed.value.code },
          };
        throw e;
      }
      return { ok: true, code: parsed.value.code };
    },

    async deactivate(actor: Actor, id: string): Promise<DiscountAdminResult> {
      if (!/^[0-9a-f-]{36}$/i.test(id)) return { ok: false, status: 404, error: "discount_form_unknown" };
      const row = await db.transaction(async (tx: Tx) => {
        const [updated] = await tx
          .update(discountCodes)
          .set({ active: false, deactivatedAt: new Date() })
          .where(and(eq(discountCodes.id, id), eq(discountCodes.active, true)))
          .returning();
        if (updated)
          await audit(tx, {
            actor,
            action: "discount.deactivate",
            entity: { type: "discount", id },
            before: { active: true },
            after: { active: false },
          });
        return updated;
      });
      if (!row) return { ok: false, status: 404, error: "discount_form_unknown" };
      return { ok: true, code: row.code };
    },
  };
}
export type DiscountAdmin = ReturnType<typeof createDiscountAdmin>;
