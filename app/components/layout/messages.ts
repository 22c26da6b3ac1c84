import { BRAND } from "../../../domain/brand";

/** Texts of the shared shell (spec §2). */
export const NAV_LINKS = [
  { to: "/", label: "Startseite" },
  { to: "/shop", label: "Alle Pflanzen" },
  { to: "/ai-finder", label: BRAND.scanName, scan: true },
  { to: "/careers", label: "Karriere" },
  { to: "/about", label: "Über uns" },
  { to: "/investor", label: "Investoren" },
] as const;

export const SHELL = {
  home: `${BRAND.name} – Startseite`,
  mainNav: "Hauptnavigation",
  openMenu: "Menü öffnen",
  menu: "Menü",
  search: "Suche öffnen",
  aiFinder: `${BRAND.scanName} starten`,
  account: "Mein Account",
  saved: "Gemerkte Pflanzen",
  login: "Anmelden",
  logout: "Ausloggen",
  cart: (count: number) => (count ? `Warenkorb, ${count} Artikel` : "Warenkorb"),
  skipToContent: "Zum Inhalt springen",
} as const;

export const FOOTER = {
  tagline: BRAND.tagline,
  freeShipping: (threshold: string) => `Kostenloser Versand ab ${threshold}`,
  deliveryWindow: "Lieferung innerhalb von 2-5 Tagen",
  deliveryArea: "Versand nur innerhalb Deutschlands mit DHL",
  cookieSettings: "Cookie-Einstellungen",
  groups: [
    {
      heading: "Blattwerk",
      links: [
        { to: "/shop", label: "Alle Pflanzen" },
        { to: "/about", label: "Über uns" },
        { to: "/partner", label: "Partner werden" },
        { to: "/investor", label: "Investoren" },
        { to: "/careers", label: "Karriere" },
      ],
    },
    {
      heading: "Hilfe",
      links: [
        { to: "/support#help-center", label: "Hilfe-Center" },
        { to: "/support#contact", label: "Kontakt" },
        { to: "/support#shipping", label: "Versand" },
        { to: "/support#returns", label: "Rückgabe" },
        { to: "/widerruf#widerrufsbutton", label: "Vertrag widerrufen" },
      ],
    },
    {
      heading: "Rechtliches",
      links: [
        { to: "/privacy", label: "Datenschutz" },
        { to: "/terms", label: "Nutzungsbedingungen" },
        { to: "/agb", label: "AGB" },
        { to: "/widerruf", label: "Widerrufsbelehrung" },
        { to: "/imprint", label: "Impressum" },
        { to: "/cookies", label: "Cookie-Richtlinie" },
        { to: "/barrierefreiheit", label: "Barrierefreiheit" },
      ],
    },
  ],
  copyright: (year: number) => `© ${year} ${BRAND.name}. Alle Preise inkl. MwSt.`,
} as const;

export const NOT_FOUND = { code: "404", text: "Oops! Page not found", back: "Zur Startseite" } as const;
