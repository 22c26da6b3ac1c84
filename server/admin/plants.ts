import { createHash, randomBytes } from "node:crypto";
import path from "node:path";
import { and, asc, count, desc, eq, ilike, isNull, like, ne, or, sql } from "drizzle-orm";
import {
  englishTexts,
  moveInList,
  PLANT_ID,
  type PlantInput,
  plantSlug,
  readImageAlt,
} from "../../domain/catalog/admin-plant";
import type { PlantSize } from "../../domain/catalog/plant";
import { RESERVED_PLANT_IDS } from "../../domain/catalog/plant-csv";
import { SIZE_NAMES } from "../../domain/catalog/sizes";
import type { AdminPlantRefusals } from "../../domain/contracts/admin-plant-messages";
import type { VatRate } from "../../domain/orders/vat";
import type { Refusal } from "../../domain/text/refusal";
import type { Db } from "../db/client";
import { auditLog, type PlantRow, plants } from "../db/schema";
import type { PublicChanges } from "../public-changes";
import { audit } from "./audit";
import { createLocalImageStore, type ImageStore } from "./image-store";
import { paged, pageWindow } from "./paging";
import { IMAGE_WIDTHS, type ImageResult, processPlantImage } from "./plant-images";
import type { Actor } from "./team";
import { formStock, writeUnitOfSale } from "./unit-of-sale-write";

export const PLANT_MESSAGES = {
  created: "Die Pflanze ist angelegt.",
  saved: "Die Änderungen sind gespeichert und im Shop sichtbar.",
  imageAdded: "Das Bild ist hochgeladen.",
  imageRemoved: "Das Bild ist entfernt.",
  imageRestored: "Das Bild ist wieder da.",
  imageMoved: "Die Reihenfolge der Bilder ist gespeichert.",
  imageAltSaved: "Der Alternativtext ist gespeichert.",
} as const;

/** A refused plant write: a code of domain/contracts/admin-plant-messages.ts (#30). */
export type PlantWriteResult =
  | { ok: true; id: string; message: string }
  | ({ ok: false; status: 404 | 409 | 422 | 503 } & Refusal<AdminPlantRefusals>);

/** The fields the back office edits; the fingerprint and the audit entries cover exactly these. */
export const editable = (r: PlantRow) => ({
  name: r.name,
  nameEn: r.nameEn,
  botanicalName: r.botanicalName,
  synonyms: r.synonyms,
  priceCents: r.priceCents,
  vatRate: r.vatRate,
  size: r.size,
  categories: r.categories,
  lightLevel: r.lightLevel,
  waterLevel: r.waterLevel,
  petFriendly: r.petFriendly,
  popularity: r.popularity,
  description: r.description,
  height: r.height,
  potDiameter: r.potDiameter,
  maturity: r.maturity,
  weight: r.weight,
  waterTips: r.waterTips,
  lightTips: r.lightTips,
  temperatureTips: r.temperatureTips,
  humidityTips: r.humidityTips,
  textsEn: r.textsEn,
  stock: r.stock,
  published: r.published,
  onSale: r.onSale,
  sku: r.sku,
  gtin: r.gtin,
  images: r.images,
  imageAlts: r.imageAlts,
});

/**
 * The version a form was shown: a hash of the editable fields (`plants` has no version column). A save
 * whose hash no longer matches the row lost a race and gets 409. Stock is left out: orders change it
 * all day, so it is checked on its own against the stock the form was shown with (decideStock, #34) –
 * a sale while the form is open neither blocks saving the texts nor is written back over.
 */
export const plantVersion = (r: PlantRow): string => {
  const { stock: _, ...fields } = editable(r);
  return createHash("sha256").update(JSON.stringify(fields)).digest("base64url").slice(0, 22);
};

/** What the form was shown: its version and the stock in its field (hidden fields of the form). */
export interface PlantRead {
  version: string;
  stock: number;
}

export const values = (input: PlantInput) => ({
  name: input.name,
  nameEn: input.nameEn,
  botanicalName: input.botanicalName,
  synonyms: input.synonyms,
  priceCents: input.price,
  vatRate: input.vatRate,
  size: input.size,
  categories: input.categories,
  lightLevel: input.lightLevel,
  waterLevel: input.waterLevel,
  petFriendly: input.petFriendly,
  popularity: input.popularity,
  description: input.description,
  height: input.height,
  potDiameter: input.potDiameter,
  maturity: input.maturity,
  weight: input.weight,
  waterTips: input.waterTips,
  lightTips: input.lightTips,
  temperatureTips: input.temperatureTips,
  humidityTips: input.humidityTips,
  textsEn: englishTexts(input),
  stock: input.stock,
  published: input.published,
  onSale: input.onSale,
  sku: input.sku,
  gtin: input.gtin,
});

export interface AdminPlantRow {
  id: string;
  name: string;
  botanicalName: string;
  priceCents: number;
  vatRate: VatRate;
  stock: number;
  published: boolean;
  sku: string | null;
  gtin: string | null;
  image: string | null;
  /** No English description yet (#19): English pages show the German one. */
  missingEnglish: boolean;
}

/**
 * A slug not yet taken: "monstera", then "monstera-2", "monstera-3", … Back-office paths ("new",
 * "import") count as taken, and so do ids an import has already given to earlier rows.
 */
export async function freeId(
  tx: Db,
  name: string,
  claimed: ReadonlySet<string> = new Set(),
): Promise<string> {
  const base = plantSlug(name);
  const taken = new Set([
    ...RESERVED_PLANT_IDS,
    ...claimed,
    ...(
      await tx
        .select({ id: plants.id })
        .from(plants)
        .where(or(eq(plants.id, base), like(plants.id, `${base}-%`)))
    ).map((r) => r.id),
  ]);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Whether the plant is offered in this size as one of its other sizes (#43 §1). */
export async function sizeOffered(tx: Db, plantId: string, size: PlantSize): Promise<boolean> {
  const [row] = await tx
    .select({ id: plants.id })
    .from(plants)
    .where(and(eq(plants.sizeOf, plantId), eq(plants.size, size)))
    .limit(1);
  return Boolean(row);
}

export function createPlantAdmin({
  db,
  publicChanges,
  dataDir,
  images = createLocalImageStore(path.resolve(dataDir, "uploads")),
}: {
  db: Db;
  publicChanges: Pick<PublicChanges, "changed">;
  /** Without an S3 store, uploaded images go to `<dataDir>/uploads/plants/<id>/`. */
  dataDir: string;
  images?: ImageStore;
}) {
  const uploadsDir = path.resolve(dataDir, "uploads");

  async function lockPlant(tx: Db, id: string) {
    const [row] = await tx.select().from(plants).where(eq(plants.id, id)).for("update");
    return row;
  }

  return {
    uploadsDir,
    /** The images' origin when they are not the shop's own (S3): the CSP must allow it. */
    imageOrigin: images.origin,

    /**
     * One page of all plants, published or not, by name; `q` searches the German, English and botanical
     * name. Paged because an import may bring thousands.
     */
    async list(q = "", asked = 1) {
      const text = q.trim().slice(0, 100);
      const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const gtin = text.replace(/[\s-]/g, "");
      // Plants only: their other sizes (#43 §1) are in their form; a size's article number finds its plant.
      const where = and(
        isNull(plants.sizeOf),
        text
          ? or(
              ilike(plants.name, pattern),
              ilike(plants.nameEn, pattern),
              ilike(plants.botanicalName, pattern),
              ilike(plants.sku, pattern),
              eq(plants.gtin, gtin),
              sql`exists (select 1 from plants s where s.size_of = "plants"."id" and (s.sku ilike ${pattern} or s.gtin = ${gtin}))`,
            )
          : undefined,
      );
      const { page, limit, offset } = pageWindow(asked);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(plants)
          .where(where)
          .orderBy(asc(plants.name), asc(plants.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(plants).where(where),
      ]);
      return paged(
        rows.map(
          (r): AdminPlantRow => ({
            id: r.id,
            name: r.name,
            botanicalName: r.botanicalName,
            priceCents: r.priceCents,
            vatRate: r.vatRate,
            stock: r.stock,
            published: r.published,
            sku: r.sku,
            gtin: r.gtin,
            image: r.images[0] ?? null,
            missingEnglish: !r.textsEn?.description?.trim(),
          }),
        ),
        total?.n ?? 0,
        page,
      );
    },

    async get(id: string) {
      if (!PLANT_ID.test(id)) return null;
      const [row] = await db.select().from(plants).where(eq(plants.id, id));
      return row ? { ...row, version: plantVersion(row) } : null;
    },

    async create(actor: Actor, input: PlantInput): Promise<PlantWriteResult> {
      // Two people creating the same name at once both see the slug free; the loser's insert hits the
      // primary key and tries again with the next free slug.
      for (let attempt = 1; ; attempt++) {
        try {
          return await this.createOnce(actor, input);
        } catch (e) {
          if (attempt >= 5 || !isUniqueViolation(e)) throw e;
        }
      }
    },

    async createOnce(actor: Actor, input: PlantInput): Promise<PlantWriteResult> {
      const result = await db.transaction(async (tx): Promise<PlantWriteResult> => {
        const taken = await codeTaken(tx, null, input);
        if (taken) return taken;
        const id = await freeId(tx, input.name);
        const [{ position } = { position: 0 }] = await tx
          .select({ position: sql<number>`coalesce(max(${plants.position}), 0) + 1` })
          .from(plants);
        await writeUnitOfSale(tx, {
          actor,
          before: null,
          set: { id, position: Number(position), ...values(input) },
          stockReason: "correction",
          audit: { action: "plant.create", entityId: id, fields: editable },
        });
        return { ok: true, id, message: PLANT_MESSAGES.created };
      });
      if (result.ok) publicChanges.changed("plant");
      return result;
    },

    /**
     * Saves the form. `read` is what the form was shown: a stale version gets 409 `plant_changed`; a
     * stock the merchant changed while orders moved it gets 409 `stock_changed`, an untouched stock
     * field keeps the shop's current stock (#34).
     */
    async update(
      actor: Actor,
      id: string,
      read: PlantRead,
      input: PlantInput,
      /** Why the stock changes (#50 §6): required when it does, ignored when it does not. */
      correction?: { reason?: string; note?: string },
    ): Promise<PlantWriteResult> {
      const result = await db.transaction(async (tx): Promise<PlantWriteResult> => {
        const before = await lockPlant(tx, id);
        if (!before) return { ok: false, status: 404, error: "unknown_plant" };
        if (before.sizeOf) return { ok: false, status: 422, error: "size_row" };
        if (plantVersion(before) !== read.version) return { ok: false, status: 409, error: "plant_changed" };
        const taken = await codeTaken(tx, id, input);
        if (taken) return taken;
        if (input.size !== before.size && (await sizeOffered(tx, id, input.size)))
          return { ok: false, status: 409, error: "size_taken", params: { size: SIZE_NAMES.de[input.size] } };
        const stock = formStock(before.stock, input.stock, read.stock, correction);
        if (!stock.ok) return stock;
        await writeUnitOfSale(tx, {
          actor,
          before,
          set: { ...values(input), stock: stock.stock },
          stockReason: "correction",
          correction: stock.why,
          audit: { action: "plant.update", entityId: id, fields: editable },
        });
        return { ok: true, id, message: PLANT_MESSAGES.saved };
      });
      if (result.ok) publicChanges.changed("plant");
      return result;
    },

    /**
     * Checks and converts the upload (plant-images.ts), writes its widths to the plant's folder and
     * appends the image to `plants.images` with an audit entry. A refused file stores nothing; a
     * failed transaction removes the files it wrote.
     */
    async addImage(actor: Actor, id: string, file: Uint8Array): Promise<PlantWriteResult> {
      if (!PLANT_ID.test(id) || !(await this.get(id)))
        return { ok: false, status: 404, error: "unknown_plant" };
      const processed: ImageResult = await processPlantImage(file);
      if (!processed.ok) return { ...processed, status: 422 };
      const key = `${createHash("sha256").update(file).digest("hex").slice(0, 16)}${randomBytes(2).toString("hex")}`;
      const written: string[] = [];
      const removeWritten = () => Promise.all(written.map((name) => images.remove(name).catch(() => {})));
      try {
        for (const { width, data } of processed.widths) {
          const name = `plants/${id}/${key}-${width}.webp`;
          written.push(name);
          await images.put(name, data);
        }
      } catch (e) {
        // An unreachable or refusing bucket: the merchant may try again, nothing is half stored.
        console.error(`[images] storing an image of ${id} failed:`, e);
        await removeWritten();
        return { ok: false, status: 503, error: "image_store_failed" };
      }
      try {
        const url = images.url(plantImageKey(id, key, processed.widths));
        const result = await db.transaction(async (tx): Promise<PlantWriteResult> => {
          const before = await lockPlant(tx, id);
          if (!before) return { ok: false, status: 404, error: "unknown_plant" };
          const after = [...before.images, url];
          await tx.update(plants).set({ images: after }).where(eq(plants.id, id));
          await audit(tx, {
            actor,
            action: "plant.image.add",
            entity: { type: "plant", id },
            before: { images: before.images },
            after: { images: after },
          });
          return { ok: true, id, message: PLANT_MESSAGES.imageAdded };
        });
        if (!result.ok) throw Object.assign(new Error("gone"), { result });
        publicChanges.changed("plant");
        return result;
      } catch (e) {
        await removeWritten();
        const result = (e as { result?: PlantWriteResult }).result;
        if (result) return result;
        throw e;
      }
    },

    /** Takes an image off the plant (its files stay: cached pages may still point at them). */
    async removeImage(actor: Actor, id: string, url: string): Promise<PlantWriteResult> {
      const result = await db.transaction(async (tx): Promise<PlantWriteResult> => {
        const before = await lockPlant(tx, id);
        if (!before) return { ok: false, status: 404, error: "unknown_plant" };
        if (!before.images.includes(url)) return { ok: false, status: 422, error: "unknown_image" };
        const images = before.images.filter((i) => i !== url);
        await tx.update(plants).set({ images }).where(eq(plants.id, id));
        await audit(tx, {
          actor,
          action: "plant.image.remove",
          entity: { type: "plant", id },
          before: { images: before.images },
          after: { images },
        });
        return { ok: true, id, message: PLANT_MESSAGES.imageRemoved };
      });
      if (result.ok) publicChanges.changed("plant");
      return result;
    },

    /**
     * Puts back an image removed from this plant (#34: „Rückgängig“ after „Bild entfernen“), at the place
     * it had. Only an image this plant's history shows removed: no URL from elsewhere gets in this way.
     */
    async restoreImage(actor: Actor, id: string, url: string): Promise<PlantWriteResult> {
      const result = await db.transaction(async (tx): Promise<PlantWriteResult> => {
        const before = await lockPlant(tx, id);
        if (!before) return { ok: false, status: 404, error: "unknown_plant" };
        if (!url || before.images.includes(url))
          return { ok: false, status: 422, error: "image_not_restorable" };
        const removals = await tx
          .select({ before: auditLog.before })
          .from(auditLog)
          .where(
            and(
              eq(auditLog.entityType, "plant"),
              eq(auditLog.entityId, id),
              eq(auditLog.action, "plant.image.remove"),
            ),
          )
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(50);
        const was = removals
          .map((r) => (r.before as { images?: unknown } | null)?.images)
          .find((images): images is string[] => Array.isArray(images) && images.includes(url));
        if (!was) return { ok: false, status: 422, error: "image_not_restorable" };
        const at = Math.min(was.indexOf(url), before.images.length);
        const images = [...before.images.slice(0, at), url, ...before.images.slice(at)];
        await tx.update(plants).set({ images }).where(eq(plants.id, id));
        await audit(tx, {
          actor,
          action: "plant.image.restore",
          entity: { type: "plant", id },
          before: { images: before.images },
          after: { images },
        });
        return { ok: true, id, message: PLANT_MESSAGES.imageRestored };
      });
      if (result.ok) publicChanges.changed("plant");
      return result;
    },

    /** Moves an image one place towards the front („up“) or the back (#34); the first is the main image. */
    async moveImage(
      actor: Actor,
      id: string,
      url: string,
      direction: "up" | "down",
    ): Promise<PlantWriteResult> {
      const result = await db.transaction(async (tx): Promise<PlantWriteResult> => {
        const before = await lockPlant(tx, id);
        if (!before) return { ok: false, status: 404, error: "unknown_plant" };
        if (!before.images.includes(url)) return { ok: false, status: 422, error: "unknown_image" };
        const images = moveInList(before.images, url, direction);
        if (images === before.images) return { ok: true, id, message: PLANT_MESSAGES.imageMoved };
        await tx
          .update(plants)
          .set({ images: [...images] })
          .where(eq(plants.id, id));
        await audit(tx, {
          actor,
          action: "plant.image.move",
          entity: { type: "plant", id },
          before: { images: before.images },
          after: { images },
        });
        return { ok: true, id, message: PLANT_MESSAGES.imageMoved };
      });
      if (result.ok) publicChanges.changed("plant");
      return result;
    },

    /** The alt text of one image (#34); empty: the shop says the plant's name. */
    async setImageAlt(actor: Actor, id: string, url: string, raw: string): Promise<PlantWriteResult> {
      const alt = readImageAlt(raw);
      if (alt === undefined) return { ok: false, status: 422, error: "image_alt_invalid" };
      const result = await db.transaction(async (tx): Promise<PlantWriteResult> => {
        const before = await lockPlant(tx, id);
        if (!before) return { ok: false, status: 404, error: "unknown_plant" };
        if (!before.images.includes(url)) return { ok: false, status: 422, error: "unknown_image" };
        const { [url]: old, ...others } = before.imageAlts;
        if ((old ?? "") === alt) return { ok: true, id, message: PLANT_MESSAGES.imageAltSaved };
        const imageAlts = alt ? { ...others, [url]: alt } : others;
        await tx.update(plants).set({ imageAlts }).where(eq(plants.id, id));
        await audit(tx, {
          actor,
          action: "plant.image.alt",
          entity: { type: "plant", id },
          before: { images: before.images, imageAlts: before.imageAlts },
          after: { images: before.images, imageAlts },
        });
        return { ok: true, id, message: PLANT_MESSAGES.imageAltSaved };
      });
      if (result.ok) publicChanges.changed("plant");
      return result;
    },
  };
}

/**
 * Another plant with this article number or EAN (#34): the refusal naming it, or null. `id` is the plant
 * being saved (null for a new one). The unique indexes stop a race; this gives the clear message.
 */
export async function codeTaken(
  tx: Db,
  id: string | null,
  input: Pick<PlantInput, "sku" | "gtin">,
): Promise<Extract<PlantWriteResult, { ok: false }> | null> {
  const other = (column: typeof plants.sku | typeof plants.gtin, value: string) =>
    tx
      .select({ id: plants.id, name: plants.name })
      .from(plants)
      .where(id ? and(eq(column, value), ne(plants.id, id)) : eq(column, value))
      .limit(1);
  if (input.sku) {
    const [hit] = await other(plants.sku, input.sku);
    if (hit)
      return { ok: false, status: 409, error: "sku_taken", params: { sku: input.sku, plant: hit.name } };
  }
  if (input.gtin) {
    const [hit] = await other(plants.gtin, input.gtin);
    if (hit)
      return { ok: false, status: 409, error: "gtin_taken", params: { gtin: input.gtin, plant: hit.name } };
  }
  return null;
}

const isUniqueViolation = (e: unknown): boolean => {
  for (let err = e; err && typeof err === "object"; err = (err as { cause?: unknown }).cause)
    if ((err as { code?: unknown }).code === "23505") return true;
  return false;
};

/** The file whose URL plants.images keeps: the middle width (the storefront's cards and page use one src). */
export function plantImageKey(id: string, key: string, widths: { width: number }[]): string {
  const w = widths.find((x) => x.width === IMAGE_WIDTHS[1])?.width ?? widths[widths.length - 1]!.width;
  return `plants/${id}/${key}-${w}.webp`;
}

export type PlantAdmin = ReturnType<typeof createPlantAdmin>;
