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
  unreachable:
    "Der Shop war nicht erreichbar. Prüfe die Domain oder versuche es in ein paar Minuten noch einmal.",
  ownCatalog:
    "Noch kein Shopify-Shop verbunden: Blattwerk zeigt seinen eigenen Katalog und bestellt über die eigene Kasse (Kauf auf Rechnung).",
  serverStore: (store: string) =>
    `Der Shop zeigt den Katalog von ${store}. Hier kannst du für diesen Browser einen anderen Shopify-Shop hinterlegen.`,
} as const;
