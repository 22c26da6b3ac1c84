import { and, asc, eq } from "drizzle-orm";
import type { SizeInput } from "../../domain/catalog/admin-plant";
import type { PlantSize } from "../../domain/catalog/plant";
import { bySize, SIZE_NAMES, SIZE_SLUGS } from "../../domain/catalog/sizes";
import type { Db } from "../db/client";
import { type NewPlantRow, type PlantRow, plants } from "../db/schema";
import type { PublicChanges } from "../public-changes";
import { codeTaken, type PlantWriteResult } from "./plants";
import type { Actor } from "./team";
import { formStock, writeUnitOfSale } from "./unit-of-sale-write";

/** What a size's row keeps of its own (#43 §1): the audit entries cover exactly these. */
export const sizeFields = (r: PlantRow) => ({
  id: r.id,
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

export const sizeValues = (input: SizeInput) => ({
  priceCents: input.price,
  sku: input.sku,
  gtin: input.gtin,
  height: input.height,
  potDiameter: input.potDiameter,
  weight: input.weight,
  published: input.published,
  onSale: input.onSale,
});

/** A new size of the plant as its row: its own fields, and the plant's name, VAT and place in lists. */
export const newSizeRow = (plant: PlantRow, id: string, input: SizeInput): NewPlantRow => ({
  id,
  sizeOf: plant.id,
  size: input.size,
  // The plant's: a size is shown, searched and taxed as its plant.
  name: plant.name,
  nameEn: plant.nameEn,
  botanicalName: plant.botanicalName,
  vatRate: plant.vatRate,
  position: plant.position,
  stock: input.stock,
  ...sizeValues(input),
});

/** The id of a plant's size: „snake-plant-gross“. */
export const sizeId = (plantId: string, size: PlantSize): string => `${plantId}-${SIZE_SLUGS.de[size]}`;

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
          const id = sizeId(plantId, input.size);
          const [clash] = await tx.select({ id: plants.id }).from(plants).where(eq(plants.id, id));
          if (clash)
            return {
              ok: false,
              status: 409,
              error: "size_taken",
              params: { size: SIZE_NAMES.de[input.size] },
            };
          await writeUnitOfSale(tx, {
            actor,
            before: null,
            set: newSizeRow(plant, id, input),
            stockReason: "correction",
            audit: { action: "plant.size.add", entityId: plantId, fields: sizeFields },
          });
          return { ok: true, id: plantId, message: SIZE_MESSAGES.added(SIZE_NAMES.de[input.size]) };
        }
        const stock = formStock(before.stock, input.stock, shownStock ?? before.stock, correction);
        if (!stock.ok) return stock;
        await writeUnitOfSale(tx, {
          actor,
          before,
          set: { ...sizeValues(input), stock: stock.stock },
          stockReason: "correction",
          correction: stock.why,
          audit: { action: "plant.size.update", entityId: plantId, fields: sizeFields },
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
