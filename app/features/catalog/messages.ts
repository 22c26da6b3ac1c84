import type { LightLevel, PlantSize, Popularity, WaterLevel } from "../../../domain/catalog/plant";
import { categoryLabels } from "../../../domain/catalog/plant-categories";
import { type Catalogue, defineMessages } from "../../lib/i18n/locale";

/**
 * Texts of the catalogue screens, German and English (#19). The English catalogue keeps the spec's English
 * strings verbatim; the German one has German equivalents and the spec's German strings.
 */
const de = {
  CATALOG: {
    badge: { new: "Neu", trending: "Im Trend", bestseller: "Bestseller" } satisfies Record<
      Popularity,
      string
    >,
    petFriendly: "Tierfreundlich",
    imageUnavailable: "Bild nicht verfügbar",
    addToCart: "In den Warenkorb",
    buyNow: "Jetzt kaufen",
    addShort: (name: string) => `${name} in den Warenkorb`,
    added: (name: string) => `${name} wurde in den Warenkorb gelegt`,
    addedMany: (n: number) =>
      n === 1 ? "1 Artikel in den Warenkorb gelegt" : `${n} Artikel in den Warenkorb gelegt`,
    save: (name: string) => `${name} merken`,
    unsave: (name: string) => `${name} nicht mehr merken`,
    botanicalFallback: "Mein Shop",
    about: "Über diese Pflanze",
    care: "Pflegehinweise",
    details: "Produktdetails",
    reviews: "Kundenbewertungen",
    reviewCount: (n: number) => (n === 1 ? "1 Bewertung" : `${n} Bewertungen`),
    rating: (avg: number) => `Bewertung: ${avg.toFixed(1).replace(".", ",")} von 5 Sternen`,
    alsoLike: "Das könnte dir auch gefallen",
    careLabels: { light: "Licht", water: "Wasser", temperature: "Temperatur", humidity: "Luftfeuchtigkeit" },
    detailLabels: {
      height: "Höhe",
      potDiameter: "Topfdurchmesser",
      maturity: "Wuchsstadium",
      weight: "Gewicht",
    },
    level: { low: "Wenig", medium: "Mittel", high: "Viel" } satisfies Record<LightLevel | WaterLevel, string>,
    lightTile: "Licht",
    waterTile: "Wasser",
    petTile: "Haustiere",
    petYes: "Tierfreundlich",
    petNo: "Nicht für Haustiere",
    openDetails: (name: string) => `Details zu ${name}`,
    toProductPage: "Zur Produktseite",
    closeDialog: "Schließen",
    productsFailed: "Produkte konnten nicht geladen werden – verwende stattdessen Ersatzdaten.",
    productsFailedToast: "Fehler beim Laden der Produkte",
    productsFailedToastText:
      "Wir haben derzeit Probleme mit unserem Produktkatalog – es werden vorübergehend Ersatzprodukte angezeigt.",
    /** Category tags of the plant dialog by slug; slugs not listed show as written (store data). */
    // The one vocabulary (#34, domain/catalog/plant-categories.ts): chips, tags and the back office agree.
    categories: categoryLabels("de"),
  },
  SHOP: {
    title: "Pflanzen",
    found: (n: number) => `${n} gefunden`,
    // The spec's words (#43 §5); on a phone the field takes the whole row so they show in full.
    searchPlaceholder: "Nach Pflanzen suchen",
    searchLabel: "Pflanzen durchsuchen",
    filter: "Filter",
    filterTitle: "Filtern und sortieren",
    closeFilter: "Filter schließen",
    failed: "Produkte konnten nicht geladen werden",
    retry: "Erneut versuchen",
    noMatch: "Deine Suche ergab keine Ergebnisse.",
    closest: "Vielleicht suchst du eine dieser Pflanzen:",
    resetSearch: "Suche zurücksetzen",
    light: "Lichtbedarf",
    water: "Wasserbedarf",
    pets: "Nur tierfreundliche Pflanzen",
    price: "Preis in Euro",
    minPrice: "ab",
    maxPrice: "bis",
    sort: "Sortierung",
    sorts: {
      recommended: "Empfohlen",
      popular: "Beliebtheit",
      "price-asc": "Preis aufsteigend",
      "price-desc": "Preis absteigend",
      name: "Name A–Z",
    },
    apply: "Ergebnisse anzeigen",
    clearFilters: "Filter zurücksetzen",
    category: "Kategorie",
    allCategories: "Alle",
    previous: "Vorherige Seite",
    next: "Nächste Seite",
    page: (n: number, of: number) => `Seite ${n} von ${of}`,
    metaTitle: "Zimmerpflanzen kaufen",
    metaDescription:
      "Alle Zimmerpflanzen von Blattwerk: filtern nach Licht, Wasserbedarf, Haustierfreundlichkeit und Preis.",
  },
  SEARCH: {
    open: "Suche öffnen",
    title: "Pflanzensuche",
    placeholder: "Suche nach Pflanzen...",
    close: "Suche schließen",
    results: "Pflanzen",
    emptyDesktop: "Leider keine Treffer – überprüfe deine Eingabe",
    emptyMobile: "Ups! Keine Treffer für diesen Pflanzennamen.",
  },
  PLANT_PAGE: {
    notFound: "Pflanze nicht gefunden",
    notFoundText:
      "Diese Pflanze gibt es (nicht mehr) in unserem Shop. Wir bringen dich gleich zurück zum Shop.",
    notFoundToast: "Pflanze nicht gefunden",
    returnToShop: "Zurück zum Shop",
    backToShop: "Zurück zum Shop",
    similarHeading: "Ähnliche Pflanzen, sofort lieferbar",
    similarText: "Mit ähnlichem Lichtbedarf oder aus derselben Kategorie:",
    /** #43 §1: pots and fertiliser the plant names, one click each. */
    matchingHeading: "Dazu passt",
    quantity: "Menge",
    decrease: "Menge verringern",
    increase: "Menge erhöhen",
    gallery: "Bilder",
    carousel: "Karussell",
    openImage: (n: number) => `Bild ${n} vergrößern`,
    prevImage: "Vorheriges Bild",
    nextImage: "Nächstes Bild",
    closeLightbox: "Vollbild schließen",
    showImage: (n: number) => `Bild ${n} anzeigen`,
    metaTitle: (name: string) => `${name} kaufen`,
    notFoundTitle: "Pflanze nicht gefunden",
    priceFor: (price: string) => `für ${price} inkl. MwSt.`,
  },
  /** Stock on cards, dialog, plant page and cart (domain/orders/stock.ts decides which one shows). */
  STOCK: {
    low: (left: number) => `Nur noch ${left} verfügbar`,
    soldOut: "Ausverkauft",
    /** The disabled add-to-cart button's accessible name: why it cannot be pressed. */
    soldOutReason: (name: string) => `${name} ist ausverkauft und kann nicht in den Warenkorb gelegt werden`,
    /** Toast when the cart already holds all that is left. */
    allInCart: (name: string, left: number) =>
      left === 1
        ? `Von ${name} ist nur noch 1 verfügbar – sie liegt schon in deinem Warenkorb.`
        : `Von ${name} sind nur noch ${left} verfügbar – alle liegen schon in deinem Warenkorb.`,
    /** The + button's description at the stock limit. */
    atLimit: (left: number) => (left === 1 ? "Nur 1 verfügbar" : `Nur ${left} verfügbar`),
  },
  SAVED: {
    title: "Gemerkte Pflanzen",
    description: "Die Pflanzen, die du dir bei Blattwerk gemerkt hast.",
    empty:
      "Du hast noch keine Pflanzen gemerkt. Tippe auf das Herz bei einer Pflanze, um sie hier zu sammeln.",
    browse: "Pflanzen entdecken",
  },
  /** Shipping costs next to prices (PAngV) and the rate table of /support#shipping; amounts come formatted. */
  /** Sizes of a plant (#43 §1): the choice on its page and in its dialog, „ab“ on cards. */
  SIZES: {
    legend: "Größe",
    soldOut: "ausverkauft",
    priceFrom: (price: string) => `ab ${price}`,
    inCart: (size: string) => `Größe: ${size}`,
  },
  SHIPPING: {
    vatIncluded: "inkl. MwSt., zzgl.",
    shippingLink: "Versand",
    allPrices: "Alle Preise inkl. MwSt., zzgl.",
    /** A small business (§ 19 UStG, #50 §5): end prices without VAT, no „inkl. MwSt.“ (§ 5 UWG). */
    noVat: "Endpreis ohne USt. (§ 19 UStG), zzgl.",
    /** A reduced price (#43 §2, § 11 PAngV): the reference is the lowest price of the 30 days before. */
    sale: "Aktionspreis",
    reducedFrom: "statt",
    reducedFromWhy: "niedrigster Preis der letzten 30 Tage",
    allPricesNoVat: "Alle Preise sind Endpreise ohne USt. (§ 19 UStG), zzgl.",
    size: { small: "Klein", medium: "Mittel", large: "Groß" } satisfies Record<PlantSize, string>,
    sizeClass: "Größenklasse",
    forThisPlant: (size: string, rate: string, threshold: string) =>
      `Größenklasse ${size}: Versand ${rate}, ab ${threshold} Bestellwert kostenlos.`,
    largestCounts: "Bei mehreren Pflanzen zählt die größte.",
    tableCaption: "Versandkosten innerhalb Deutschlands",
    tableSize: "Größenklasse",
    tableRate: "Versand",
    freeFrom: (threshold: string) => `Bestellwert ab ${threshold}`,
    free: "kostenlos",
    tableNote:
      "Die Versandkosten richten sich nach der größten Pflanze deiner Bestellung; die Größenklasse steht auf jeder Pflanzenseite.",
  },
} as const;

const en: Catalogue<typeof de> = {
  CATALOG: {
    badge: { new: "New", trending: "Trending", bestseller: "Bestseller" },
    petFriendly: "Pet friendly",
    imageUnavailable: "Image not available",
    addToCart: "Add to Cart",
    buyNow: "Buy Now",
    addShort: (name: string) => `Add ${name} to cart`,
    added: (name: string) => `${name} added to cart`,
    addedMany: (n: number) => `${n} item(s) added to cart`,
    save: (name: string) => `Save ${name}`,
    unsave: (name: string) => `Remove ${name} from saved plants`,
    botanicalFallback: "My Shop",
    about: "About this plant",
    care: "Care Information",
    details: "Product Details",
    reviews: "Customer Reviews",
    reviewCount: (n: number) => (n === 1 ? "1 review" : `${n} reviews`),
    rating: (avg: number) => `Rating: ${avg.toFixed(1)} out of 5 stars`,
    alsoLike: "You may also like",
    careLabels: { light: "Light", water: "Water", temperature: "Temperature", humidity: "Humidity" },
    detailLabels: { height: "Height", potDiameter: "Pot Diameter", maturity: "Maturity", weight: "Weight" },
    level: { low: "Low", medium: "Medium", high: "High" },
    lightTile: "Light",
    waterTile: "Water",
    petTile: "Pets",
    petYes: "Pet friendly",
    petNo: "Not for pets",
    openDetails: (name: string) => `Details of ${name}`,
    toProductPage: "View product page",
    closeDialog: "Close",
    productsFailed: "Products could not be loaded – using fallback data instead.",
    productsFailedToast: "Error loading products",
    productsFailedToastText:
      "We are having trouble with our product catalogue – showing fallback products for the time being.",
    categories: categoryLabels("en"),
  },
  SHOP: {
    title: "Plants",
    found: (n: number) => `${n} found`,
    searchPlaceholder: "Search plants",
    searchLabel: "Search plants",
    filter: "Filter",
    filterTitle: "Filter and sort",
    closeFilter: "Close filters",
    failed: "Failed to load products",
    retry: "Try again",
    noMatch: "Your search returned no results.",
    closest: "Perhaps you are looking for one of these plants:",
    resetSearch: "Reset search",
    light: "Light needs",
    water: "Water needs",
    pets: "Pet-friendly plants only",
    price: "Price in euros",
    minPrice: "from",
    maxPrice: "to",
    sort: "Sort by",
    sorts: {
      recommended: "Recommended",
      popular: "Popularity",
      "price-asc": "Price: low to high",
      "price-desc": "Price: high to low",
      name: "Name A–Z",
    },
    apply: "Show results",
    clearFilters: "Clear filters",
    category: "Category",
    allCategories: "All",
    previous: "Previous page",
    next: "Next page",
    page: (n: number, of: number) => `Page ${n} of ${of}`,
    metaTitle: "Buy houseplants",
    metaDescription:
      "All houseplants from Blattwerk: filter by light, water needs, pet friendliness and price.",
  },
  SEARCH: {
    open: "Open search",
    title: "Plant search",
    placeholder: "Search for plants...",
    close: "Close search",
    results: "Plants",
    emptyDesktop: "Sorry, no matches – check your spelling",
    emptyMobile: "Oops! No matches for this plant name.",
  },
  PLANT_PAGE: {
    notFound: "Plant Not Found",
    notFoundText:
      "This plant is not (or no longer) in our shop. We'll take you back to the shop in a moment.",
    notFoundToast: "Plant not found",
    returnToShop: "Return to Shop",
    backToShop: "Back to Shop",
    similarHeading: "Similar plants, available now",
    similarText: "With similar light needs or from the same category:",
    matchingHeading: "Goes well with it",
    quantity: "Quantity",
    decrease: "Decrease quantity",
    increase: "Increase quantity",
    gallery: "Images",
    carousel: "carousel",
    openImage: (n: number) => `Enlarge image ${n}`,
    prevImage: "Previous image",
    nextImage: "Next image",
    closeLightbox: "Close full screen",
    showImage: (n: number) => `Show image ${n}`,
    metaTitle: (name: string) => `Buy ${name}`,
    notFoundTitle: "Plant not found",
    priceFor: (price: string) => `for ${price} incl. VAT.`,
  },
  STOCK: {
    low: (left: number) => `Only ${left} left`,
    soldOut: "Sold out",
    soldOutReason: (name: string) => `${name} is sold out and cannot be added to the cart`,
    allInCart: (name: string, left: number) =>
      left === 1
        ? `Only 1 ${name} is left – it is already in your cart.`
        : `Only ${left} of ${name} are left – all of them are already in your cart.`,
    atLimit: (left: number) => `Only ${left} available`,
  },
  SAVED: {
    title: "Saved Plants",
    description: "The plants you have saved at Blattwerk.",
    empty: "You haven't saved any plants yet. Tap the heart on a plant to collect it here.",
    browse: "Discover plants",
  },
  SIZES: {
    legend: "Size",
    soldOut: "sold out",
    priceFrom: (price: string) => `from ${price}`,
    inCart: (size: string) => `Size: ${size}`,
  },
  SHIPPING: {
    vatIncluded: "incl. VAT, plus",
    shippingLink: "shipping",
    allPrices: "All prices incl. VAT, plus",
    noVat: "Final price without VAT (§ 19 UStG), plus",
    sale: "Sale price",
    reducedFrom: "instead of",
    reducedFromWhy: "lowest price of the last 30 days",
    allPricesNoVat: "All prices are final, without VAT (§ 19 UStG), plus",
    size: { small: "Small", medium: "Medium", large: "Large" },
    sizeClass: "Size class",
    forThisPlant: (size: string, rate: string, threshold: string) =>
      `Size class ${size}: shipping ${rate}, free from an order value of ${threshold}.`,
    largestCounts: "With several plants, the largest one counts.",
    tableCaption: "Shipping costs within Germany",
    tableSize: "Size class",
    tableRate: "Shipping",
    freeFrom: (threshold: string) => `Order value from ${threshold}`,
    free: "free",
    tableNote:
      "Shipping costs depend on the largest plant in your order; every plant page shows its size class.",
  },
};

export const catalogMessages = defineMessages(de, en);

/** One locale's catalogue texts, for helpers called outside a component (event handlers). */
export type CatalogTexts = (typeof catalogMessages)["de"];

/** A category slug's tag text: known slugs from the vocabulary, others as the store spells them. */
export function categoryTag(CATALOG: CatalogTexts["CATALOG"], slug: string): string {
  const known = CATALOG.categories[slug];
  if (known) return known;
  const label = slug.replace(/-/g, " ");
  return label.charAt(0).toUpperCase() + label.slice(1);
}
