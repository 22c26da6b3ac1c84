import type { ShopFacts } from "../../domain/shop/brand";
import { BRAND, contactEmail } from "../../domain/shop/brand";
import type { LegalDoc } from "../../domain/shop/content";

/** The statutory period written out, as in the model notice (Anlage 1 zu Art. 246a § 1 Abs. 2 EGBGB). */
const DAYS_IN_WORDS: Record<14, string> = { 14: "vierzehn" };

/**
 * Widerrufsbelehrung after the statutory model (Anlage 1 zu Art. 246a § 1 Abs. 2 Satz 2 EGBGB), in the
 * shop's "du" form, plus the electronic withdrawal function (§ 356a BGB) and the model withdrawal form
 * (Anlage 2). Section ids "widerrufsbutton" and "muster-widerrufsformular" are link targets.
 */
export function withdrawalNotice(facts: ShopFacts): LegalDoc {
  const b = facts.business;
  const address = `${b.street}, ${b.postalCode} ${b.city}, ${b.country}`;
  const withdrawalMail = contactEmail("widerruf");
  const period = DAYS_IN_WORDS[facts.withdrawalDays];
  const refundPeriod = DAYS_IN_WORDS[facts.refundDays];

  return {
    title: "Widerrufsbelehrung",
    description: `Dein Widerrufsrecht bei Bestellungen im Shop von ${BRAND.name}: Frist, Widerruf per E-Mail, Brief oder Button „Vertrag widerrufen“, Folgen und Muster-Widerrufsformular.`,
    dated: `Stand: ${facts.legalTextsDate}`,
    intro: [{ p: "Verbraucherinnen und Verbrauchern steht ein Widerrufsrecht nach folgender Maßgabe zu." }],
    sections: [
      {
        id: "widerrufsrecht",
        heading: "Widerrufsrecht",
        blocks: [
          {
            p: `Du hast das Recht, binnen ${period} Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.`,
          },
          {
            p: `Die Widerrufsfrist beträgt ${period} Tage ab dem Tag, an dem du oder ein von dir benannter Dritter, der nicht der Beförderer ist, die Waren in Besitz genommen hast bzw. hat. Werden die Waren einer einheitlichen Bestellung getrennt geliefert, beginnt die Frist an dem Tag, an dem du oder ein von dir benannter Dritter, der nicht der Beförderer ist, die letzte Ware in Besitz genommen hast bzw. hat.`,
          },
        ],
      },
      {
        id: "widerrufsbutton",
        heading: "Ausübung des Widerrufsrechts",
        blocks: [
          {
            p: `Um dein Widerrufsrecht auszuüben, musst du uns (${b.companyName}, ${address}, Telefon: ${b.phone}, E-Mail: ${withdrawalMail}) mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder eine E-Mail) über deinen Entschluss, diesen Vertrag zu widerrufen, informieren. Du kannst dafür das unten auf dieser Seite abgedruckte Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist.`,
          },
          { h3: "Widerruf mit der Schaltfläche „Vertrag widerrufen“" },
          {
            p: "Du kannst den Vertrag auch elektronisch über unsere Widerrufsfunktion widerrufen: Klicke auf dieser Seite auf die Schaltfläche „Vertrag widerrufen“, gib im folgenden Schritt deinen Namen, Angaben zur Bestellung (etwa die Bestellnummer) und die E-Mail-Adresse an, an die wir die Bestätigung schicken sollen, und schicke den Widerruf mit der Schaltfläche „Widerruf bestätigen“ ab. Ein Kundenkonto brauchst du dafür nicht. Machst du von dieser Möglichkeit Gebrauch, übermitteln wir dir unverzüglich per E-Mail eine Bestätigung über den Eingang deines Widerrufs.",
          },
          {
            p: "Zur Wahrung der Widerrufsfrist reicht es aus, dass du die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absendest.",
          },
        ],
      },
      {
        id: "folgen-des-widerrufs",
        heading: "Folgen des Widerrufs",
        blocks: [
          {
            p: `Wenn du diesen Vertrag widerrufst, haben wir dir alle Zahlungen, die wir von dir erhalten haben, einschließlich der Lieferkosten (mit Ausnahme der zusätzlichen Kosten, die sich daraus ergeben, dass du eine andere Art der Lieferung als die von uns angebotene, günstigste Standardlieferung gewählt hast), unverzüglich und spätestens binnen ${refundPeriod} Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über deinen Widerruf dieses Vertrags bei uns eingegangen ist. Für diese Rückzahlung verwenden wir dasselbe Zahlungsmittel, das du bei der ursprünglichen Transaktion eingesetzt hast, es sei denn, mit dir wurde ausdrücklich etwas anderes vereinbart; in keinem Fall werden dir wegen dieser Rückzahlung Entgelte berechnet.`,
          },
          {
            p: "Wir können die Rückzahlung verweigern, bis wir die Waren wieder zurückerhalten haben oder bis du den Nachweis erbracht hast, dass du die Waren zurückgesandt hast, je nachdem, welches der frühere Zeitpunkt ist.",
          },
          {
            p: `Du hast die Waren unverzüglich und in jedem Fall spätestens binnen ${period} Tagen ab dem Tag, an dem du uns über den Widerruf dieses Vertrags unterrichtest, an uns zurückzusenden oder zu übergeben. Die Frist ist gewahrt, wenn du die Waren vor Ablauf der Frist von ${period} Tagen absendest.`,
          },
          {
            p: "Wir tragen die Kosten der Rücksendung der Waren.",
          },
          {
            p: "Du musst für einen etwaigen Wertverlust der Waren nur aufkommen, wenn dieser Wertverlust auf einen zur Prüfung der Beschaffenheit, Eigenschaften und Funktionsweise der Waren nicht notwendigen Umgang mit ihnen zurückzuführen ist.",
          },
          { p: "Ende der Widerrufsbelehrung" },
        ],
      },
      {
        id: "ausschluss",
        heading: "Ausschluss des Widerrufsrechts",
        blocks: [
          {
            p: "Nach § 312g Abs. 2 BGB besteht das Widerrufsrecht unter anderem nicht bei Verträgen über Waren, die schnell verderben können oder deren Verfallsdatum schnell überschritten würde, und bei Waren, die nach deinen individuellen Vorgaben angefertigt werden.",
          },
          {
            p: "Lebende Zimmerpflanzen gehören grundsätzlich nicht zu den schnell verderblichen Waren. Für unsere Pflanzen und alle anderen Artikel in unserem Sortiment gilt das Widerrufsrecht deshalb ohne Einschränkung. Sollten wir einmal einen Artikel anbieten, für den eine gesetzliche Ausnahme gilt – etwa Schnittblumen –, weisen wir dich darauf vor deiner Bestellung auf der Produktseite und im Bestellprozess ausdrücklich hin.",
          },
        ],
      },
      {
        id: "muster-widerrufsformular",
        heading: "Muster-Widerrufsformular",
        blocks: [
          {
            p: "(Wenn du den Vertrag widerrufen willst, dann fülle bitte dieses Formular aus und sende es zurück.)",
          },
          {
            list: [
              `An ${b.companyName}, ${address}, E-Mail: ${withdrawalMail}:`,
              "Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf der folgenden Waren (*)/die Erbringung der folgenden Dienstleistung (*)",
              "Bestellt am (*)/erhalten am (*)",
              "Name des/der Verbraucher(s)",
              "Anschrift des/der Verbraucher(s)",
              "Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier)",
              "Datum",
            ],
          },
          { p: "(*) Unzutreffendes streichen." },
        ],
      },
    ],
  };
}
