import { and, asc, eq, inArray, isNull, ne } from "drizzle-orm";
import type { Db } from "../db/client";
import { plants } from "../db/schema";
import type { PublicChanges } from "../public-changes";
import { audit } from "./audit";
import type { PlantWriteResult } from "./plants";
import type { Actor } from "./team";

/** At most this many products go with one („Dazu passt“ shows them all). */
export const MATCHING_MAX = 12;

export type ProductKind = "plant" | "accessory";

export interface MatchingInput {
  kind: ProductKind;
  /** Ids of the products offered beside it, in the order shown. */
  matching: string[];
}

/** A product the back office can offer beside a plant: the shop's accessories. */
export interface MatchingChoice {
  id: string;
  name: string;
  priceCents: number;
  published: boolean;
}

/**
 * What a product is and what goes with it (#43 §1), edited in its form apart from the plant fields (and
 * so apart from the CSV, which does not carry them): a plant or an accessory (pot, fertiliser: not listed
 * among the plants, never recommended by the finder), and its „Dazu passt“ products.
 */
export function createPlantMatching({
  db,
  publicChanges,
}: {
  db: Db;
  publicChanges: Pick<PublicChanges, "changed">;
}) {
  return {
    /** The accessories, published or not, by name: what a plant can name as matching. */
    async choices(): Promise<MatchingChoice[]> {
      return db
        .select({
          id: plants.id,
          name: plants.name,
          priceCents: plants.priceCents,
          published: plants.published,
        })
        .from(plants)
        .where(and(eq(plants.kind, "accessory"), isNull(plants.sizeOf)))
        .orderBy(asc(plants.name), asc(plants.id));
    },

    async save(actor: Actor, id: string, input: MatchingInput): Promise<PlantWriteResult> {
      const matching = [...new Set(input.matching.map((m) => m.trim()).filter(Boolean))];
      if (matching.length > MATCHING_MAX)
        return { ok: false, status: 422, error: "matching_too_many", params: { max: MATCHING_MAX } };
      const result = await db.transaction(async (tx): Promise<PlantWriteResult> => {
        const [before] = await tx.select().from(plants).where(eq(plants.id, id)).for("update");
        if (!before) return { ok: false, status: 404, error: "unknown_plant" };
        if (before.sizeOf) return { ok: false, status: 422, error: "size_row" };
        if (input.kind === "accessory" && before.kind !== "accessory") {
          const [size] = await tx
            .select({ id: plants.id })
            .from(plants)
            .where(eq(plants.sizeOf, id))
            .limit(1);
          if (size) return { ok: false, status: 409, error: "kind_with_sizes" };
        }
        // Products of their own only: no size row (its plant is meant), not the product itself.
        const known = matching.length
          ? await tx
              .select({ id: plants.id })
              .from(plants)
              .where(and(inArray(plants.id, matching), isNull(plants.sizeOf), ne(plants.id, id)))
          : [];
        const unknown = matching.filter((m) => !known.some((k) => k.id === m));
        if (unknown.length)
          return { ok: false, status: 422, error: "matching_unknown", params: { ids: unknown.join(", ") } };
        if (before.kind === input.kind && same(before.matching, matching))
          return { ok: true, id, message: MATCHING_MESSAGES.unchanged };
        await tx.update(plants).set({ kind: input.kind, matching }).where(eq(plants.id, id));
        await audit(tx, {
          actor,
          action: "plant.matching",
          entity: { type: "plant", id },
          before: { kind: before.kind, matching: before.matching },
          after: { kind: input.kind, matching },
        });
        return { ok: true, id, message: MATCHING_MESSAGES.saved };
      });
      if (result.ok) publicChanges.changed("plant");
      return result;
    },
  };
}

const same = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

export const MATCHING_MESSAGES = {
  saved: "Art und „Dazu passt“ gespeichert.",
  unchanged: "Nichts geändert.",
};
