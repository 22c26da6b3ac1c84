import { type Catalogue, defineMessages } from "../../lib/i18n/locale";

/** Texts of /shopify-settings and of the Shopify checkout and product look-ups, German and English (#19). */
const SETTINGS = {
  title: "Shopify-Einstellungen",
  intro:
    "Verbinde deinen Shopify-Shop, um Katalog und Kasse aus Shopify zu nutzen. Der Token wird verschlüsselt nur in diesem Browser gespeichert.",
  domain: "Shop-Domain",
  domainHint: "z. B. mein-shop.myshopify.com",
  token: "Storefront-API-Token",
  tokenHint: "Den Token findest du in Shopify unter Apps › Headless oder Storefront API.",
  save: "Einstellungen speichern",
  saving: "Wird geprüft…",
  metaDescription: "Shopify-Domain und Storefront-Token hinterlegen.",
  invalidDomain: "Bitte gib eine gültige Shopify-Store-Domain ein",
  missingToken: "Bitte gib deinen Storefront-API-Token ein",
  saved: "Shopify-Einstellungen gespeichert",
  failed: "Die Einstellungen konnten nicht gespeichert werden",
  rejected: "Der Shop hat die Zugangsdaten nicht akzeptiert.",
  unreachable:
    "Der Shop war nicht erreichbar. Prüfe die Domain oder versuche es in ein paar Minuten noch einmal.",
  ownCatalog:
    "Noch kein Shopify-Shop verbunden: Blattwerk zeigt seinen eigenen Katalog und bestellt über die eigene Kasse (Kauf auf Rechnung).",
  serverStore: (store: string) =>
    `Der Shop zeigt den Katalog von ${store}. Hier kannst du für diesen Browser einen anderen Shopify-Shop hinterlegen.`,
} as const;

/** Toasts of the hosted Shopify checkout (spec §4). */
const HOSTED = {
  redirecting: "Weiter zur Shopify-Kasse …",
  failed: "Die Kasse konnte nicht geöffnet werden. Bitte versuche es noch einmal.",
  notConfigured: "Shopify-Einstellungen fehlen",
  notConfiguredText: "Bitte wende dich an den Shop-Betreiber.",
} as const;

/** Toast of the plant page when the store's product cannot be loaded (spec §4). */
const PROVIDER = {
  loadFailed: "Die Produktdaten konnten nicht geladen werden",
} as const;

const de = { SETTINGS, HOSTED, PROVIDER } as const;

const en: Catalogue<typeof de> = {
  SETTINGS: {
    title: "Shopify settings",
    intro:
      "Connect your Shopify store to use its catalogue and checkout. The token is stored encrypted, in this browser only.",
    domain: "Store domain",
    domainHint: "e.g. my-store.myshopify.com",
    token: "Storefront API token",
    tokenHint: "You will find the token in Shopify under Apps › Headless or Storefront API.",
    save: "Save settings",
    saving: "Checking…",
    metaDescription: "Set the Shopify domain and Storefront token.",
    invalidDomain: "Please enter a valid Shopify store domain",
    missingToken: "Please enter your Storefront API token",
    saved: "Shopify settings saved successfully",
    failed: "Failed to save settings",
    rejected: "The store did not accept the credentials.",
    unreachable: "The store could not be reached. Check the domain or try again in a few minutes.",
    ownCatalog:
      "No Shopify store connected yet: Blattwerk shows its own catalogue and orders through its own checkout (pay by invoice).",
    serverStore: (store: string) =>
      `The shop shows the catalogue of ${store}. Here you can set a different Shopify store for this browser.`,
  },
  HOSTED: {
    redirecting: "Redirecting to Shopify checkout...",
    failed: "Couldn't create checkout. Please try again.",
    notConfigured: "Shopify settings not configured",
    notConfiguredText: "Please contact the store administrator.",
  },
  PROVIDER: {
    loadFailed: "Error loading product data",
  },
};

export const shopifyMessages = defineMessages(de, en);
export type HostedTexts = (typeof shopifyMessages)["de"]["HOSTED"];
