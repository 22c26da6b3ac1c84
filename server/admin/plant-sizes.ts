import { and, asc, eq } from "drizzle-orm";
import type { SizeInput } from "../../domain/catalog/admin-plant";
import { bySize, SIZE_NAMES, SIZE_SLUGS } from "../../domain/catalog/sizes";
import { decideStock, parseStockCorrection } from "../../domain/orders/stock-base";
import { refreshReducedFrom } from "../catalog/price-history";
import type { Db } from "../db/client";
import { type PlantRow, plants } from "../db/schema";
import type { PublicChanges } from "../public-changes";
import { journalStock } from "../stock-journal";
import { audit } from "./audit";
import { codeTaken, type PlantWriteResult } from "./plants";
import type { Actor } from "./team";

/** What a size's row keeps of its own (#43 §1): the audit entries cover exactly these. */
const sizeFields = (r: PlantRow) => ({
  size: r.size,
  priceCents: r.priceCents,
  stock: r.stock,
  sku: r.sku,
  gtin: r.gtin,
  height: r.height,
  potDiameter: r.potDiameter,
  weight: r.weight,
  published: r.published,
  onSale: r.onSale,
});

const values = (input: SizeInput) => ({
  priceCents: input.price,
  sku: input.sku,
  gtin: input.gtin,
  height: input.height,
  potDiameter: input.potDiameter,
  weight: input.weight,
  published: input.published,
  onSale: input.onSale,
});

/**
 * The other sizes of a plant in the back office (#43 §1): each a row of its own (`plants.size_of`), so its
 * stock, journal, price history and article number work as a plant's do. Its id is the plant's and the
 * size's („snake-plant-gross“), as the Shopify shape reads a variant back (domain/catalog/product-transform.ts).
 */
export function createPlantSizes({
  db,
  publicChanges,
}: {
  db: Db;
  publicChanges: Pick<PublicChanges, "changed">;
}) {
  return {
    /** The plant's other sizes, smallest first, published or not. */
    async list(plantId: string): Promise<PlantRow[]> {
      return bySize(await db.select().from(plants).where(eq(plants.sizeOf, plantId)).orderBy(asc(plants.id)));
    },

    /**
     * Adds the size or saves it. A changed stock needs its reason (#50 §6) and is checked against the stock
     * the form was shown with (`shownStock`), as the plant's own is.
     */
    async save(
      actor: Actor,
      plantId: string,
      input: SizeInput,
      shownStock: number | null,
      correction?: { reason?: string; note?: string },
    ): Promise<PlantWriteResult> {
      const result = await db.transaction(async (tx): Promise<PlantWriteResult> => {
        const [plant] = await tx.select().from(plants).where(eq(plants.id, plantId)).for("update");
        if (!plant) return { ok: false, status: 404, error: "unknown_plant" };
        if (plant.sizeOf) return { ok: false, status: 422, error: "size_row" };
        if (input.size === plant.size)
          return { ok: false, status: 409, error: "size_taken", params: { size: SIZE_NAMES.de[input.size] } };
        const [before] = await tx
          .select()
          .from(plants)
          .where(and(eq(plants.sizeOf, plantId), eq(plants.size, input.size)))
          .for("update");
        const taken = await codeTaken(tx, before?.id ?? null, input);
        if (taken) return taken;
        if (!before) {
          const id = `${plantId}-${SIZE_SLUGS.de[input.size]}`;
          const [clash] = await tx.select({ id: plants.id }).from(plants).where(eq(plants.id, id));
          if (clash)
            return {
              ok: false,
              status: 409,
              error: "size_taken",
              params: { size: SIZE_NAMES.de[input.size] },
            };
          const [row] = await tx
            .insert(plants)
            .values({
              id,
              sizeOf: plantId,
              size: input.size,
              // The plant's: a size is shown, searched and taxed as its plant.
              name: plant.name,
              nameEn: plant.nameEn,
              botanicalName: plant.botanicalName,
              vatRate: plant.vatRate,
              position: plant.position,
              stock: input.stock,
              ...values(input),
            })
            .returning();
          await journalStock(tx, [
            {
              plantId: id,
              delta: row!.stock,
              stockAfter: row!.stock,
              reason: "correction",
              actorEmail: actor.email,
            },
          ]);
          await audit(tx, {
            actor,
            action: "plant.size.add",
            entity: { type: "plant", id: plantId },
            before: null,
            after: { id, ...sizeFields(row!) },
          });
          return { ok: true, id: plantId, message: SIZE_MESSAGES.added(SIZE_NAMES.de[input.size]) };
        }
        const stock = decideStock(before.stock, input.stock, shownStock ?? before.stock);
        if (!stock.ok)
          return {
            ok: false,
            status: 409,
            error: "stock_changed",
            params: { shown: stock.base, now: stock.now, wanted: stock.wanted },
          };
        const why = stock.stock === before.stock ? null : parseStockCorrection(correction);
        if (why && !why.ok) return { ok: false, status: 422, error: why.error };
        const [after] = await tx
          .update(plants)
          .set({ ...values(input), stock: stock.stock })
          .where(eq(plants.id, before.id))
          .returning();
        if (after!.priceCents !== before.priceCents) await refreshReducedFrom(tx, [before.id]);
        await journalStock(tx, [
          {
            plantId: before.id,
            delta: after!.stock - before.stock,
            stockAfter: after!.stock,
            reason: "correction",
            actorEmail: actor.email,
            ...(why?.ok && { correctionReason: why.value.reason, note: why.value.note }),
          },
        ]);
        await audit(tx, {
          actor,
          action: "plant.size.update",
          entity: { type: "plant", id: plantId },
          before: { id: before.id, ...sizeFields(before) },
          after: { id: before.id, ...sizeFields(after!) },
        });
        return { ok: true, id: plantId, message: SIZE_MESSAGES.saved(SIZE_NAMES.de[input.size]) };
      });
      if (result.ok) publicChanges.changed("plant");
      return result;
    },
  };
}

export const SIZE_MESSAGES = {
  added: (size: string) => `Größe „${size}“ hinzugefügt.`,
  saved: (size: string) => `Größe „${size}“ gespeichert.`,
};
