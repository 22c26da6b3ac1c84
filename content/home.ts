import { BRAND } from "../domain/brand";
import { deliveryPromise } from "../domain/delivery-promise";

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

export interface Testimonial {
  quote: string;
  /** First name, initial of the surname, city. */
  author: string;
  rating: 1 | 2 | 3 | 4 | 5;
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

/**
 * Illustrative example quotes, NOT real customer feedback.
 * Replace them with real, verified customer reviews before launch.
 */
export const TESTIMONIALS: readonly [Testimonial, Testimonial, Testimonial, Testimonial] = [
  {
    quote:
      "Der Scan hat mir gezeigt, dass mein Flur viel dunkler ist, als ich dachte. Die empfohlene Glücksfeder fühlt sich dort jetzt richtig wohl.",
    author: "Lena K., Köln",
    rating: 5,
  },
  {
    quote:
      "Sorgfältig verpackt und gesund angekommen. Die Pflegetipps sind kurz und verständlich, genau das habe ich als Anfänger gebraucht.",
    author: "Jonas M., Leipzig",
    rating: 5,
  },
  {
    quote:
      "Meine Calathea braucht etwas mehr Aufmerksamkeit, aber die Hinweise zur Luftfeuchtigkeit haben wirklich geholfen. Bei den großen Pflanzen wünsche ich mir noch mehr Auswahl.",
    author: "Aylin S., Hamburg",
    rating: 4,
  },
  {
    quote:
      "Endlich weiß ich, welche Pflanzen zu meiner Katze passen. Mit dem Filter für tierfreundliche Pflanzen war die Auswahl ganz entspannt.",
    author: "Markus T., Freiburg",
    rating: 5,
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

/** Illustrative example quotes, NOT real customer feedback (see TESTIMONIALS). */
export const TESTIMONIALS_EN: readonly [Testimonial, Testimonial, Testimonial, Testimonial] = [
  {
    quote:
      "The scan showed me that my hallway is much darker than I thought. The recommended ZZ plant is really happy there now.",
    author: "Lena K., Cologne",
    rating: 5,
  },
  {
    quote:
      "Carefully packed and arrived healthy. The care tips are short and easy to follow, exactly what I needed as a beginner.",
    author: "Jonas M., Leipzig",
    rating: 5,
  },
  {
    quote:
      "My calathea needs a bit more attention, but the humidity tips really helped. I'd like a bigger choice of large plants.",
    author: "Aylin S., Hamburg",
    rating: 4,
  },
  {
    quote:
      "At last I know which plants are safe for my cat. With the pet-friendly filter, choosing was easy.",
    author: "Markus T., Freiburg",
    rating: 5,
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
  testimonials: readonly Testimonial[];
  scanPromo: ScanPromo;
}

/** The home content per locale ("de" | "en"): German is the shop's; English its twin. */
export const HOME_CONTENT: Readonly<Record<"de" | "en", HomeContent>> = {
  de: {
    benefits: BENEFITS,
    categoryCards: CATEGORY_CARDS,
    testimonials: TESTIMONIALS,
    scanPromo: SCAN_PROMO,
  },
  en: {
    benefits: BENEFITS_EN,
    categoryCards: CATEGORY_CARDS_EN,
    testimonials: TESTIMONIALS_EN,
    scanPromo: SCAN_PROMO_EN,
  },
};
