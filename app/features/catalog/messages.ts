import type { LightLevel, PlantSize, Popularity, WaterLevel } from "../../../domain/plant";

/** Texts of the catalogue screens. Spec strings verbatim (some are English in the spec). */
export const CATALOG = {
  badge: { new: "New", trending: "Trending", bestseller: "Bestseller" } satisfies Record<Popularity, string>,
  petFriendly: "Pet friendly",
  imageUnavailable: "Image not available",
  addToCart: "Add to Cart",
  buyNow: "Buy Now",
  addShort: (name: string) => `${name} in den Warenkorb`,
  added: (name: string) => `${name} added to cart`,
  addedMany: (n: number) => `${n} item(s) added to cart`,
  save: (name: string) => `${name} merken`,
  unsave: (name: string) => `${name} nicht mehr merken`,
  botanicalFallback: "Mein Shop",
  about: "About this plant",
  care: "Care Information",
  details: "Product Details",
  reviews: "Customer Reviews",
  reviewCount: (n: number) => (n === 1 ? "1 Bewertung" : `${n} Bewertungen`),
  rating: (avg: number) => `Bewertung: ${avg.toFixed(1).replace(".", ",")} von 5 Sternen`,
  alsoLike: "You may also like",
  careLabels: { light: "Light", water: "Water", temperature: "Temperature", humidity: "Humidity" },
  detailLabels: { height: "Height", potDiameter: "Pot Diameter", maturity: "Maturity", weight: "Weight" },
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
} as const;

export const SHOP = {
  title: "Pflanzen",
  found: (n: number) => `${n} gefunden`,
  searchPlaceholder: "Nach Pflanzen suchen",
  searchLabel: "Pflanzen durchsuchen",
  filter: "Filter",
  filterTitle: "Filtern und sortieren",
  failed: "Failed to load products",
  retry: "Erneut versuchen",
  noMatch: "Deine Suche ergab keine Ergebnisse.",
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
} as const;

export const SEARCH = {
  open: "Suche öffnen",
  title: "Pflanzensuche",
  placeholder: "Suche nach Pflanzen...",
  close: "Suche schließen",
  results: "Plants",
  emptyDesktop: "Leider keine Treffer – überprüfe deine Eingabe",
  emptyMobile: "Ups! Keine Treffer für diesen Pflanzennamen.",
} as const;

export const PLANT_PAGE = {
  notFound: "Plant Not Found",
  notFoundText:
    "Diese Pflanze gibt es (nicht mehr) in unserem Shop. Wir bringen dich gleich zurück zum Shop.",
  notFoundToast: "Plant not found",
  returnToShop: "Return to Shop",
  backToShop: "Back to Shop",
  quantity: "Menge",
  decrease: "Menge verringern",
  increase: "Menge erhöhen",
  gallery: "Bilder",
  openImage: (n: number) => `Bild ${n} vergrößern`,
  prevImage: "Vorheriges Bild",
  nextImage: "Nächstes Bild",
  closeLightbox: "Vollbild schließen",
  showImage: (n: number) => `Bild ${n} anzeigen`,
} as const;

/** Stock on cards, dialog, plant page and cart (domain/stock.ts decides which one shows). */
export const STOCK = {
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
} as const;

export const SAVED = {
  title: "Gemerkte Pflanzen",
  empty: "Du hast noch keine Pflanzen gemerkt. Tippe auf das Herz bei einer Pflanze, um sie hier zu sammeln.",
  browse: "Pflanzen entdecken",
} as const;

/** Shipping costs next to prices (PAngV) and the rate table of /support#shipping; amounts come formatted. */
export const SHIPPING = {
  vatIncluded: "inkl. MwSt., zzgl.",
  shippingLink: "Versand",
  allPrices: "Alle Preise inkl. MwSt., zzgl.",
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
} as const;
