/**
 * Products sold beside the plants (#43 §1): two matching pots and a fertiliser, so a new shop offers
 * „Dazu passt“ on the plant page and something small to close the gap to free shipping. All at 19 % VAT:
 * a pot is no plant, and a mineral liquid fertiliser is not among the natural fertilisers Anlage 2 Nr. 45
 * UStG reduces.
 */
export interface AccessorySeed {
  id: string;
  name: string;
  priceCents: number;
  description: string;
  /** The outer height and the diameter of its opening; for the fertiliser its bottle. */
  height: string;
  potDiameter: string;
  weight: string;
  image: string;
  /** The plants that offer it („Dazu passt“), by id: pots by the plant's pot diameter. */
  offeredWith: string[];
  en: { name: string; description: string; height: string; potDiameter: string; weight: string };
}

export const ACCESSORIES: readonly AccessorySeed[] = [
  {
    id: "uebertopf-terrakotta-14",
    name: "Übertopf Terrakotta, 14 cm",
    priceCents: 1299,
    description:
      "Handgedrehter Übertopf aus unglasierter Terrakotta mit glasiertem Innenrand, damit nichts durchsickert. Innen 14 cm weit: passend für Pflanzen im 12-cm-Kulturtopf, mit Platz für eine Handbreit Luft am Rand.",
    height: "13 cm",
    potDiameter: "14 cm",
    weight: "0,6 kg",
    image: "/accessories/uebertopf-terrakotta-14.svg",
    offeredWith: ["pothos", "spider-plant"],
    en: {
      name: "Terracotta cachepot, 14 cm",
      description:
        "A hand-thrown cachepot of unglazed terracotta with a glazed inner rim, so nothing seeps through. 14 cm wide inside: made for plants in a 12 cm nursery pot, with a finger's width of air around it.",
      height: "13 cm",
      potDiameter: "14 cm",
      weight: "0.6 kg",
    },
  },
  {
    id: "uebertopf-keramik-salbei-19",
    name: "Übertopf Keramik Salbei, 19 cm",
    priceCents: 2499,
    description:
      "Matt glasierter Keramik-Übertopf in Salbeigrün, innen ganz glasiert und ohne Abzugsloch. Innen 19 cm weit: passend für Pflanzen im 17-cm-Kulturtopf.",
    height: "17 cm",
    potDiameter: "19 cm",
    weight: "1,4 kg",
    image: "/accessories/uebertopf-keramik-salbei-19.svg",
    offeredWith: ["peace-lily", "snake-plant", "zz-plant", "calathea-orbifolia"],
    en: {
      name: "Sage ceramic cachepot, 19 cm",
      description:
        "A matt-glazed ceramic cachepot in sage green, fully glazed inside and without a drainage hole. 19 cm wide inside: made for plants in a 17 cm nursery pot.",
      height: "17 cm",
      potDiameter: "19 cm",
      weight: "1.4 kg",
    },
  },
  {
    id: "gruenpflanzen-duenger",
    name: "Grünpflanzendünger, 250 ml",
    priceCents: 699,
    description:
      "Flüssiger Mineraldünger (NPK 7-3-6 mit Spurenelementen) für alle Grünpflanzen. Von März bis September alle zwei Wochen 5 ml auf einen Liter Gießwasser, im Winter gar nicht: reicht für etwa 50 Gaben.",
    height: "16 cm",
    potDiameter: "6 cm",
    weight: "0,3 kg",
    image: "/accessories/gruenpflanzen-duenger.svg",
    offeredWith: [
      "monstera-deliciosa",
      "peace-lily",
      "snake-plant",
      "fiddle-leaf-fig",
      "zz-plant",
      "pothos",
      "calathea-orbifolia",
      "spider-plant",
    ],
    en: {
      name: "Houseplant fertiliser, 250 ml",
      description:
        "Liquid mineral fertiliser (NPK 7-3-6 with trace elements) for all foliage plants. From March to September 5 ml per litre of water every two weeks, none in winter: about 50 feeds.",
      height: "16 cm",
      potDiameter: "6 cm",
      weight: "0.3 kg",
    },
  },
];
