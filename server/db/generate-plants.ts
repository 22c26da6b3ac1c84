import { PLANTS } from "../../content/catalog/plants";
import type { Db } from "./client";
import { plants } from "./schema";
import { seedToRow } from "./seed";

const VARIETIES = [
  "Compacta",
  "Variegata",
  "Aurea",
  "Minima",
  "Grande",
  "Silver",
  "Marble",
  "Jade",
  "Lemon",
  "Nova",
];
const BATCH = 500;

/**
 * Benchmark data: `n` plants derived from the catalogue (same shape, varied names, prices and levels),
 * deterministic so runs compare. Ids are `gen-<n>`; existing ones are kept.
 */
export function generatedPlant(i: number) {
  const base = PLANTS[i % PLANTS.length]!;
  const variety = VARIETIES[Math.floor(i / PLANTS.length) % VARIETIES.length]!;
  const levels = ["low", "medium", "high"] as const;
  return seedToRow(
    {
      ...base,
      id: `gen-${i}`,
      name: `${base.name} '${variety}' ${i}`,
      priceCents: 990 + ((i * 7919) % 9000),
      lightLevel: levels[(i * 31) % 3]!,
      waterLevel: levels[(i * 17) % 3]!,
      shopifyProductId: undefined,
      shopifyVariantId: undefined,
    },
    1000 + i,
  );
}

export async function generatePlants(db: Db, n: number): Promise<number> {
  let added = 0;
  for (let start = 0; start < n; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, n - start) }, (_, k) => generatedPlant(start + k));
    const inserted = await db.insert(plants).values(rows).onConflictDoNothing().returning({ id: plants.id });
    added += inserted.length;
  }
  return added;
}
