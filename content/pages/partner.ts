import { type DeliveryDays, deliveryPromiseDays } from "../../domain/orders/delivery-promise";
import { BRAND, contactEmail } from "../../domain/shop/brand";

export interface PartnerTextItem {
  title: string;
  text: string;
}

export interface PartnerAvatar {
  id: string;
  /** Public path to a logo or photo; without it the initials are shown. */
  image?: string;
  initials: string;
  name: string;
}

export interface PartnerContent {
  headline: string;
  intro: string;
  buttonLabel: string;
  contactEmail: string;
  copiedToast: string;
  steps: PartnerTextItem[];
  benefits: PartnerTextItem[];
  traits: PartnerTextItem[];
  avatars: PartnerAvatar[];
}

/**
 * Where a partner text names the shop's delivery time („1–4“): the page's loader fills it from the back
 * office's delivery days (#34), so the page promises partners what the footer and the AGB promise customers.
 */
export const DELIVERY_DAYS_SLOT = "{deliveryDays}";

/** The partner page with the delivery time the shop's settings give. */
export function withDeliveryDays(content: PartnerContent, days: DeliveryDays): PartnerContent {
  const promise = deliveryPromiseDays(days);
  const fill = (text: string) => text.replaceAll(DELIVERY_DAYS_SLOT, `${promise.from}–${promise.to}`);
  return { ...content, traits: content.traits.map((t) => ({ ...t, text: fill(t.text) })) };
}

export const PARTNER: PartnerContent = {
  headline: "Gemeinsam bringen wir Pflanzen an den richtigen Platz",
  intro: `Du führst eine Gärtnerei oder einen Pflanzenladen und möchtest deine Pflanzen auch online verkaufen – ohne eigenen Onlineshop? Als Partner von ${BRAND.name} versendest du Bestellungen an Kundinnen und Kunden in ganz Deutschland, die dank ${BRAND.scanName} genau wissen, welche Pflanze zu ihrem Platz passt.`,
  buttonLabel: "Partner werden",
  contactEmail: contactEmail("partner"),
  copiedToast: "E-Mail in die Zwischenablage kopiert",
  steps: [
    {
      title: "Bewirb dich",
      text: "Schreib uns ein paar Zeilen zu deinem Betrieb, deinem Sortiment und deinem Standort. Wir melden uns bei dir und lernen uns in einem persönlichen Gespräch kennen.",
    },
    {
      title: "Wir richten alles ein",
      text: "Gemeinsam legen wir fest, welche Pflanzen du anbietest, und bereiten deinen Betrieb für den Versand vor. Du musst dafür keinen eigenen Onlineshop aufbauen.",
    },
    {
      title: "Verschicken und mitverdienen",
      text: "Bestellungen kommen direkt bei dir an. Du verpackst die Pflanzen mit der Sorgfalt, die du ohnehin hast, verschickst sie mit DHL und verdienst an jedem Verkauf mit.",
    },
  ],
  benefits: [
    {
      title: "Neue Kundschaft in ganz Deutschland",
      text: "Über unseren Shop erreichst du Menschen weit über deine Region hinaus – ganz ohne eigenen Onlineshop.",
    },
    {
      title: "Käufe, die passen",
      text: `${BRAND.scanName} empfiehlt Pflanzen anhand des Lichts am Wunschplatz. So landen deine Pflanzen eher dort, wo sie sich wohlfühlen.`,
    },
    {
      title: "Mehr Zeit für Pflanzen",
      text: "Shop, Bezahlung und Kundenanfragen laufen über uns. Du konzentrierst dich auf das, was du am besten kannst: gesunde Pflanzen.",
    },
    {
      title: "Versand mit Rücksicht aufs Wetter",
      text: "Bei über 35\u00a0°C oder unter 0\u00a0°C pausieren wir den Versand. So schützen wir deine Pflanzen unterwegs vor Hitze und Frost.",
    },
    {
      title: "Dein Name bleibt sichtbar",
      text: `Bei ${BRAND.name} verschwindest du nicht hinter einer anonymen Marke. Wir zeigen, welche Gärtnereien und Pflanzenläden hinter unserem Angebot stehen.`,
    },
  ],
  traits: [
    {
      title: "Liebe zur Pflanzenqualität",
      text: "Du verschickst nur Pflanzen, die du auch selbst mit nach Hause nehmen würdest: gesund, kräftig und gut durchwurzelt.",
    },
    {
      title: "Sorgfalt beim Verpacken",
      text: "Du weißt, wie man Pflanzen so verpackt, dass Blätter, Triebe und Topfballen den Transport gut überstehen.",
    },
    {
      title: "Zuverlässigkeit",
      text: `Jede Bestellung verlässt deinen Betrieb zügig, damit wir unsere Lieferzeit von ${DELIVERY_DAYS_SLOT} Werktagen halten können.`,
    },
    {
      title: "Fachwissen",
      text: "Du kennst dein Sortiment und kannst einschätzen, welche Pflanze welches Licht und welche Pflege braucht.",
    },
    {
      title: "Offenheit für Neues",
      text: "Du hast Lust, mit uns gemeinsam neue Wege zu gehen, und gibst uns ehrliches Feedback, damit wir besser werden.",
    },
  ],
  avatars: [
    { id: "gaertnerei-lindner", initials: "GL", name: "Gärtnerei Lindner" },
    { id: "blumen-hartmann", initials: "BH", name: "Blumen Hartmann" },
    { id: "pflanzenhof-brandt", initials: "PB", name: "Pflanzenhof Brandt" },
    { id: "gaertnerei-sommerfeld", initials: "GS", name: "Gärtnerei Sommerfeld" },
    { id: "gruenzeug-am-markt", initials: "GM", name: "Grünzeug am Markt" },
    { id: "staudengaertnerei-vogel", initials: "SV", name: "Staudengärtnerei Vogel" },
    { id: "pflanzenhaus-krueger", initials: "PK", name: "Pflanzenhaus Krüger" },
    { id: "gaertnerei-albrecht", initials: "GA", name: "Gärtnerei Albrecht" },
    { id: "zimmergruen-seidel", initials: "ZS", name: "Zimmergrün Seidel" },
    { id: "gaertnerei-haberkorn", initials: "GH", name: "Gärtnerei Haberkorn" },
    { id: "kakteengaertnerei-franke", initials: "KF", name: "Kakteengärtnerei Franke" },
    { id: "palmenhaus-winter", initials: "PW", name: "Palmenhaus Winter" },
    { id: "blumenwerkstatt-roth", initials: "BR", name: "Blumenwerkstatt Roth" },
    { id: "gaertnerei-neumann", initials: "GN", name: "Gärtnerei Neumann" },
  ],
};
