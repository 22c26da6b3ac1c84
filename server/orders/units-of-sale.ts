import type { Plant, PlantSize } from "../../domain/catalog/plant";
import { unitOfSale } from "../../domain/catalog/sizes";
import type { Catalog } from "../catalog/catalog";

type Line = { id: string; quantity: number; size?: PlantSize };

export type UnitsOfSale =
  | { ok: true; items: { id: string; quantity: number }[]; plants: Plant[] }
  | { ok: false; error: "unknown_plants"; params: { ids: string[] } }
  | { ok: false; error: "size_not_offered"; params: { name: string; size: PlantSize } }
  | { ok: false; error: "duplicate_lines" };

/**
 * The units of sale an order's lines ask for (#43 §1): a line names a plant and, optionally, a size;
 * pricing, stock and the order's lines then work on the size's own id, so each size is sold and counted
 * on its own. Unknown ids are left for the pricing to name; a size the plant is not offered in is refused.
 */
export async function unitsOfSale(
  catalog: Pick<Catalog, "byIds">,
  lines: readonly Line[],
): Promise<UnitsOfSale> {
  const found = new Map((await catalog.byIds(lines.map((l) => l.id))).map((p) => [p.id, p]));
  const plants = new Map<string, Plant>();
  const items: { id: string; quantity: number }[] = [];
  for (const line of lines) {
    const unit = unitOfSale(found.get(line.id), line.size);
    if (unit === "no_size")
      return {
        ok: false,
        error: "size_not_offered",
        params: { name: found.get(line.id)!.name, size: line.size! },
      };
    const id = unit?.id ?? line.id;
    // A plant asked for by its id and by its size's id at once is one line asked twice.
    if (items.some((i) => i.id === id)) return { ok: false, error: "duplicate_lines" };
    if (unit) plants.set(id, unit);
    items.push({ id, quantity: line.quantity });
  }
  return { ok: true, items, plants: [...plants.values()] };
}
