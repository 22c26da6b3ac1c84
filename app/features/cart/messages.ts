import { BRAND } from "../../../domain/brand";

/** Texts of the cart page (spec §2). Spec strings verbatim, our own in German. */
export const CART = {
  back: "Zurück",
  title: "Warenkorb",
  description: `Dein Warenkorb bei ${BRAND.name}.`,
  loading: "Warenkorb wird geladen …",
  emptyTitle: "Dein Warenkorb ist leer",
  emptyHint: `Lass dich vom ${BRAND.scanName} beraten, welche Pflanze zu deinem Platz passt, oder stöbere durch unser ganzes Sortiment.`,
  findMyPlant: "Finde meine Pflanze",
  browseAll: "Alle Pflanzen ansehen",
  itemsHeading: "Artikel im Warenkorb",
  perPiece: (price: string) => `${price} pro Stück`,
  quantityLabel: (name: string) => `Menge von ${name}`,
  decrease: (name: string) => `Menge von ${name} verringern`,
  decreaseRemoves: (name: string) => `${name} aus dem Warenkorb entfernen`,
  increase: (name: string) => `Menge von ${name} erhöhen`,
  remove: "Entfernen",
  removed: (name: string) => `${name} wurde aus dem Warenkorb entfernt`,
  undo: "Rückgängig",
  pricesUpdated: "Die Preise in deinem Warenkorb wurden aktualisiert.",
  gone: (names: string) => `Nicht mehr im Sortiment und aus dem Warenkorb entfernt: ${names}`,
  soldOut: (names: string) => `Ausverkauft und aus dem Warenkorb entfernt: ${names}`,
  reduced: (name: string, left: number) =>
    left === 1
      ? `Von ${name} ist nur noch 1 verfügbar – wir haben die Menge angepasst.`
      : `Von ${name} sind nur noch ${left} verfügbar – wir haben die Menge angepasst.`,
  summary: "Bestellübersicht",
  subtotal: "Zwischensumme",
  shipping: "Versand",
  free: "Kostenlos",
  total: "Gesamtsumme",
  vatIncluded: "inkl. MwSt.",
  freeShippingMissing: (missing: string) => `Noch ${missing} bis zum kostenlosen Versand`,
  freeShippingFrom: (threshold: string) => `Kostenloser Versand ab ${threshold} Bestellwert.`,
  freeShippingReached: "Dein Versand ist kostenlos.",
  checkout: "Zur Kasse",
  continueShopping: "Weiter einkaufen",
} as const;
