import type { PlantSize } from "../../domain/catalog/plant";

/** Another size of a shipped plant (#43 §1): its own price and measures; everything else is the plant's. */
export interface SizeSeed {
  /** The plant it is a size of. */
  of: string;
  size: PlantSize;
  priceCents: number;
  height: string;
  potDiameter: string;
  weight: string;
  /** The measures as English pages write them (decimal point). */
  en: { height: string; potDiameter: string; weight: string };
}

/**
 * The shipped plants offered in more than one size: the plant's own row stays the size the shop lists at
 * the spec's price (its medium size); these are the others, priced by pot and height as nurseries do.
 */
export const SIZES: readonly SizeSeed[] = [
  {
    of: "peace-lily",
    size: "small",
    priceCents: 1499,
    height: "30–40 cm",
    potDiameter: "12 cm",
    weight: "0,8–1 kg",
    en: { height: "30–40 cm", potDiameter: "12 cm", weight: "0.8–1 kg" },
  },
  {
    of: "peace-lily",
    size: "large",
    priceCents: 3999,
    height: "70–80 cm",
    potDiameter: "21 cm",
    weight: "3–4 kg",
    en: { height: "70–80 cm", potDiameter: "21 cm", weight: "3–4 kg" },
  },
  {
    of: "snake-plant",
    size: "small",
    priceCents: 1299,
    height: "25–35 cm",
    potDiameter: "12 cm",
    weight: "0,8–1 kg",
    en: { height: "25–35 cm", potDiameter: "12 cm", weight: "0.8–1 kg" },
  },
  {
    of: "snake-plant",
    size: "large",
    priceCents: 3499,
    height: "80–90 cm",
    potDiameter: "24 cm",
    weight: "5–6 kg",
    en: { height: "80–90 cm", potDiameter: "24 cm", weight: "5–6 kg" },
  },
  {
    of: "zz-plant",
    size: "large",
    priceCents: 3699,
    height: "70–80 cm",
    potDiameter: "21 cm",
    weight: "4–5 kg",
    en: { height: "70–80 cm", potDiameter: "21 cm", weight: "4–5 kg" },
  },
];
