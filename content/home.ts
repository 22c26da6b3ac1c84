import { deliveryPromise } from "../domain/orders/delivery-promise";
import { BRAND } from "../domain/shop/brand";

export type BenefitIcon = "truck" | "leaf" | "shield" | "scan" | "heart";

export interface Benefit {
  icon: BenefitIcon;
  /** "{threshold}" is replaced with the free-shipping amount from configuration. */
  text: string;
}

export type HomeCategorySlug = "air-purifying" | "pet-friendly" | "low-maintenance" | "popular";

export interface CategoryCard {
  slug: HomeCategorySlug;
  title: string;
  text: string;
  image: string;
}

export interface ScanPromo {
  heading: string;
  text: string;
  bullets: string[];
}

/** Messages of the auto-scrolling benefit strip. */
export const BENEFITS: readonly [Benefit, Benefit, Benefit] = [
  { icon: "truck", text: "Kostenloser Versand ab {threshold}" },
  { icon: "leaf", text: deliveryPromise("de") },
  { icon: "shield", text: "3 Tage Pflanzengarantie für einen gesunden Start" },
];

export const CATEGORY_CARDS: readonly [CategoryCard, CategoryCard, CategoryCard, CategoryCard] = [
  {
    slug: "air-purifying",
    title: "Luftreinigend",
    text: "Bewährte Grünpflanzen für ein angenehmes Raumklima.",
    image: "/categories/air-purifying.svg",
  },
  {
    slug: "pet-friendly",
    title: "Tierfreundlich",
    text: "Ungiftig für Katzen und Hunde, damit alle entspannt bleiben.",
    image: "/categories/pet-friendly.svg",
  },
  {
    slug: "low-maintenance",
    title: "Pflegeleicht",
    text: "Robuste Pflanzen, die dir auch mal eine vergessene Gießrunde verzeihen.",
    image: "/categories/low-maintenance.svg",
  },
  {
    slug: "popular",
    title: "Beliebt",
    text: "Die Pflanzen, die bei uns am häufigsten ein neues Zuhause finden.",
    image: "/categories/popular.svg",
  },
];

export const SCAN_PROMO: ScanPromo = {
  heading: "Welche Pflanze passt an deinen Platz?",
  text: `Mit ${BRAND.scanName} misst die Kamera deines Smartphones, wie hell es an deinem Wunschplatz ist. Danach empfehlen wir dir Pflanzen, die dort gut gedeihen.`,
  bullets: [
    "Kamera auf den Platz richten, an dem deine Pflanze stehen soll",
    "Passende Empfehlungen für wenig, mittleres oder viel Licht",
    "Deine Bilder bleiben auf deinem Gerät und werden nicht hochgeladen",
  ],
};

/** The home content in English (#19): the same cards, quotes and promo, translated. */
export const BENEFITS_EN: readonly [Benefit, Benefit, Benefit] = [
  { icon: "truck", text: "Free shipping from {threshold}" },
  { icon: "leaf", text: deliveryPromise("en") },
  { icon: "shield", text: "3-day plant guarantee for a healthy start" },
];

export const CATEGORY_CARDS_EN: readonly [CategoryCard, CategoryCard, CategoryCard, CategoryCard] = [
  {
    slug: "air-purifying",
    title: "Air purifying",
    text: "Proven green plants for a pleasant indoor climate.",
    image: "/categories/air-purifying.svg",
  },
  {
    slug: "pet-friendly",
    title: "Pet friendly",
    text: "Non-toxic to cats and dogs, so everyone can relax.",
    image: "/categories/pet-friendly.svg",
  },
  {
    slug: "low-maintenance",
    title: "Low maintenance",
    text: "Hardy plants that forgive the odd forgotten watering.",
    image: "/categories/low-maintenance.svg",
  },
  {
    slug: "popular",
    title: "Popular",
    text: "The plants that most often find a new home with us.",
    image: "/categories/popular.svg",
  },
];

export const SCAN_PROMO_EN: ScanPromo = {
  heading: "Which plant suits your spot?",
  text: `With ${BRAND.scanName}, your smartphone's camera measures how bright your chosen spot is. Then we recommend plants that will thrive there.`,
  bullets: [
    "Point the camera at the spot where your plant should stand",
    "Matching recommendations for low, medium or bright light",
    "Your images stay on your device and are never uploaded",
  ],
};

export interface HomeContent {
  benefits: readonly Benefit[];
  categoryCards: readonly CategoryCard[];
  scanPromo: ScanPromo;
}

/** The home content per locale ("de" | "en"): German is the shop's; English its twin. */
export const HOME_CONTENT: Readonly<Record<"de" | "en", HomeContent>> = {
  de: {
    benefits: BENEFITS,
    categoryCards: CATEGORY_CARDS,
    scanPromo: SCAN_PROMO,
  },
  en: {
    benefits: BENEFITS_EN,
    categoryCards: CATEGORY_CARDS_EN,
    scanPromo: SCAN_PROMO_EN,
  },
};
