import { BRAND } from "../../../domain/shop/brand";
import { type Catalogue, defineMessages } from "../../lib/i18n/locale";

/** Texts of the shared shell (spec §2), German and English (#19). */
const de = {
  NAV_LINKS: [
    { to: "/", label: "Startseite" },
    { to: "/shop", label: "Alle Pflanzen" },
    { to: "/ai-finder", label: BRAND.scanName, scan: true },
    { to: "/careers", label: "Karriere" },
    { to: "/about", label: "Über uns" },
    { to: "/investor", label: "Investoren" },
  ],
  SHELL: {
    home: `${BRAND.name} – Startseite`,
    mainNav: "Hauptnavigation",
    openMenu: "Menü öffnen",
    menu: "Menü",
    search: "Suche öffnen",
    aiFinder: `${BRAND.scanName} starten`,
    account: "Mein Konto",
    saved: "Gemerkte Pflanzen",
    login: "Anmelden",
    logout: "Ausloggen",
    cart: (count: number) => (count ? `Warenkorb, ${count} Artikel` : "Warenkorb"),
    skipToContent: "Zum Inhalt springen",
    toastClose: "Hinweis schließen",
    toasts: "Hinweise",
    /** The language switch shows the other language's name in that language. */
    switch: { label: "English", name: "Switch to English", lang: "en" },
    errorTitle: "Fehler",
    errorHeading: "Unerwarteter Fehler",
    errorText: "Da ist etwas schiefgelaufen. Bitte lade die Seite neu oder versuche es später noch einmal.",
  },
  FOOTER: {
    tagline: BRAND.tagline,
    freeShipping: (threshold: string) => `Kostenloser Versand ab ${threshold}`,
    deliveryArea: "Versand nur innerhalb Deutschlands mit DHL",
    cookieSettings: "Cookie-Einstellungen",
    groups: [
      {
        heading: "Blattwerk",
        links: [
          { to: "/shop", label: "Alle Pflanzen" },
          { to: "/gutschein", label: "Geschenkgutscheine" },
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
    /** A small business (§ 19 UStG, #50 §5) charges no VAT: its prices are end prices without it. */
    copyrightNoVat: (year: number) =>
      `© ${year} ${BRAND.name}. Alle Preise sind Endpreise ohne USt. (§ 19 UStG).`,
  },
  NOT_FOUND: {
    code: "404",
    text: "Ups! Seite nicht gefunden",
    title: "Seite nicht gefunden",
    back: "Zur Startseite",
  },
  /** Legal pages are German in both languages; only the English page carries a note. */
  LEGAL: { germanOnly: "", bindingLink: "" },
} as const;

const en: Catalogue<typeof de> = {
  NAV_LINKS: [
    { to: "/", label: "Home" },
    { to: "/shop", label: "All plants" },
    { to: "/ai-finder", label: BRAND.scanName, scan: true },
    { to: "/careers", label: "Careers" },
    { to: "/about", label: "About us" },
    { to: "/investor", label: "Investors" },
  ],
  SHELL: {
    home: `${BRAND.name} – Home`,
    mainNav: "Main navigation",
    openMenu: "Open menu",
    menu: "Menu",
    search: "Open search",
    aiFinder: `Start ${BRAND.scanName}`,
    account: "My account",
    saved: "Saved Plants",
    login: "Sign in",
    logout: "Log out",
    cart: (count: number) => (count ? `Cart, ${count} item${count === 1 ? "" : "s"}` : "Cart"),
    skipToContent: "Skip to content",
    toastClose: "Close notice",
    toasts: "Notices",
    switch: { label: "Deutsch", name: "Auf Deutsch lesen", lang: "de" },
    errorTitle: "Error",
    errorHeading: "Unexpected Application Error!",
    errorText: "Something went wrong. Please reload the page or try again later.",
  },
  FOOTER: {
    tagline: "Houseplants that suit your home",
    freeShipping: (threshold: string) => `Free shipping from ${threshold}`,
    deliveryArea: "Shipping within Germany only, with DHL",
    cookieSettings: "Cookie settings",
    groups: [
      {
        heading: "Blattwerk",
        links: [
          { to: "/shop", label: "All plants" },
          { to: "/gutschein", label: "Gift cards" },
          { to: "/about", label: "About us" },
          { to: "/partner", label: "Become a partner" },
          { to: "/investor", label: "Investors" },
          { to: "/careers", label: "Careers" },
        ],
      },
      {
        heading: "Help",
        links: [
          { to: "/support#help-center", label: "Help center" },
          { to: "/support#contact", label: "Contact" },
          { to: "/support#shipping", label: "Shipping" },
          { to: "/support#returns", label: "Returns" },
          { to: "/widerruf#widerrufsbutton", label: "Withdraw from contract" },
        ],
      },
      {
        heading: "Legal (German)",
        links: [
          { to: "/privacy", label: "Privacy policy" },
          { to: "/terms", label: "Terms of use" },
          { to: "/agb", label: "Terms of sale" },
          { to: "/widerruf", label: "Withdrawal notice" },
          { to: "/imprint", label: "Imprint" },
          { to: "/cookies", label: "Cookie policy" },
          { to: "/barrierefreiheit", label: "Accessibility statement" },
        ],
      },
    ],
    copyright: (year: number) => `© ${year} ${BRAND.name}. All prices incl. VAT.`,
    copyrightNoVat: (year: number) =>
      `© ${year} ${BRAND.name}. All prices are final, without VAT (§ 19 UStG).`,
  },
  NOT_FOUND: { code: "404", text: "Oops! Page not found", title: "Page not found", back: "Back to home" },
  LEGAL: {
    germanOnly:
      "Our legal texts are available in German only. The German text below is the legally binding version.",
    bindingLink: "Open the German page",
  },
};

export const shellMessages = defineMessages(de, en);
