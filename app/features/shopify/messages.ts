export const SETTINGS = {
  title: "Shopify-Einstellungen",
  intro:
    "Verbinde deinen Shopify-Shop, um Katalog und Kasse aus Shopify zu nutzen. Der Token wird verschlüsselt nur in diesem Browser gespeichert.",
  domain: "Shop-Domain",
  domainHint: "z. B. mein-shop.myshopify.com",
  token: "Storefront-API-Token",
  tokenHint: "Den Token findest du in Shopify unter Apps › Headless oder Storefront API.",
  save: "Einstellungen speichern",
  saving: "Wird geprüft…",
  invalidDomain: "Please enter a valid Shopify store domain",
  missingToken: "Please enter your Storefront API token",
  saved: "Shopify settings saved successfully",
  failed: "Failed to save settings",
  rejected: "Der Shop hat die Zugangsdaten nicht akzeptiert.",
} as const;
