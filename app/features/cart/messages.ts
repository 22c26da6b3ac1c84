import { BRAND } from "../../../domain/shop/brand";
import { type Catalogue, defineMessages } from "../../lib/i18n/locale";

/** Texts of the cart page (spec §2), German and English (#19). */
const de = {
  CART: {
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
    giftWrap: "Geschenkverpackung",
    discount: (code: string) => `Rabattcode ${code}`,
    free: "Kostenlos",
    total: "Gesamtsumme",
    vatIncluded: "inkl. MwSt.",
    vatIncludedNoVat: "Endpreis, ohne USt. (§ 19 UStG)",
    freeShippingMissing: (missing: string) => `Noch ${missing} bis zum kostenlosen Versand`,
    freeShippingFrom: (threshold: string) => `Kostenloser Versand ab ${threshold} Bestellwert.`,
    freeShippingReached: "Dein Versand ist kostenlos.",
    /** #43 §1: small items that each close the gap on their own. */
    gapOffersHeading: "Damit wird dein Versand kostenlos:",
    checkout: "Zur Kasse",
    continueShopping: "Weiter einkaufen",
  },
} as const;

const en: Catalogue<typeof de> = {
  CART: {
    back: "Back",
    title: "Cart",
    description: `Your cart at ${BRAND.name}.`,
    loading: "Loading cart …",
    emptyTitle: "Your cart is empty",
    emptyHint: `Let ${BRAND.scanName} tell you which plant suits your spot, or browse our whole range.`,
    findMyPlant: "Find my plant",
    browseAll: "View all plants",
    itemsHeading: "Items in your cart",
    perPiece: (price: string) => `${price} each`,
    quantityLabel: (name: string) => `Quantity of ${name}`,
    decrease: (name: string) => `Decrease quantity of ${name}`,
    decreaseRemoves: (name: string) => `Remove ${name} from cart`,
    increase: (name: string) => `Increase quantity of ${name}`,
    remove: "Remove",
    removed: (name: string) => `${name} was removed from your cart`,
    undo: "Undo",
    pricesUpdated: "The prices in your cart have been updated.",
    gone: (names: string) => `No longer available and removed from your cart: ${names}`,
    soldOut: (names: string) => `Sold out and removed from your cart: ${names}`,
    reduced: (name: string, left: number) =>
      left === 1
        ? `Only 1 ${name} is left – we have adjusted the quantity.`
        : `Only ${left} of ${name} are left – we have adjusted the quantity.`,
    summary: "Order summary",
    subtotal: "Subtotal",
    shipping: "Shipping",
    giftWrap: "Gift wrapping",
    discount: (code: string) => `Discount code ${code}`,
    free: "Free",
    total: "Total",
    vatIncluded: "incl. VAT",
    vatIncludedNoVat: "Final price, no VAT (§ 19 UStG)",
    freeShippingMissing: (missing: string) => `${missing} more for free shipping`,
    freeShippingFrom: (threshold: string) => `Free shipping from an order value of ${threshold}.`,
    freeShippingReached: "Your shipping is free.",
    gapOffersHeading: "Any of these makes your shipping free:",
    checkout: "Checkout",
    continueShopping: "Continue shopping",
  },
};

export const cartMessages = defineMessages(de, en);

/** One locale's cart texts, for helpers called outside a component. */
export type CartTexts = (typeof cartMessages)["de"];
