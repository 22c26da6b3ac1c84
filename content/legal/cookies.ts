import type { ShopFacts } from "../../domain/shop/brand";
import { BRAND, contactEmail } from "../../domain/shop/brand";
import type { LegalDoc } from "../../domain/shop/content";
import { COOKIE_POLICY_VERSION } from "../../domain/shop/shop-facts";

/**
 * Cookie-Richtlinie. Lists every browser-storage key the shop uses, one list item per key:
 * "key – purpose – category – lifetime". Keep it in step with the keys in app/lib when one is added.
 */
export function cookiePolicy(facts: ShopFacts): LegalDoc {
  return {
    title: "Cookie-Richtlinie",
    description: `Welche Cookies und Einträge im Browser-Speicher ${BRAND.name} verwendet, wofür, wie lange – und wie du deine Einwilligung änderst.`,
    dated: `Stand: ${facts.legalTextsDate}`,
    sections: [
      {
        id: "was-sind-cookies",
        heading: "Was sind Cookies und Browser-Speicher?",
        blocks: [
          {
            p: "Cookies sind kleine Textdateien, die eine Website in deinem Browser ablegt und bei späteren Aufrufen wieder ausliest. Ähnlich funktioniert der Speicher des Browsers: Einträge im „Local Storage“ bleiben erhalten, bis sie gelöscht werden; Einträge im „Session Storage“ verschwinden, wenn du den Tab oder das Fenster schließt.",
          },
          {
            p: "Nach § 25 TDDDG dürfen wir solche Informationen nur mit deiner Einwilligung in deinem Browser speichern oder auslesen – es sei denn, das ist unbedingt erforderlich, damit wir einen Dienst bereitstellen können, den du ausdrücklich nutzen möchtest, etwa deinen Warenkorb. Wie wir personenbezogene Daten dabei verarbeiten, erklären wir in unserer Datenschutzerklärung.",
          },
          {
            p: "Wir verwenden ausschließlich eigene Cookies und Einträge. Cookies von Drittanbietern setzen wir auf unserer Website derzeit nicht. Wechselst du zum Bezahlen auf die Zahlungsseite unseres Zahlungsdienstleisters, gelten dort dessen Hinweise.",
          },
        ],
      },
      {
        id: "kategorien",
        heading: "Die Kategorien im Cookie-Dialog",
        blocks: [
          {
            list: [
              "Notwendig (immer aktiv): Einträge, ohne die Funktionen nicht funktionieren, die du ausdrücklich nutzt – dein Warenkorb, deine Anmeldung, deine Merkliste und das Speichern deiner Cookie-Auswahl. Diese Einträge lassen sich nicht abschalten.",
              `Funktional (nur mit Einwilligung): Komfort über deinen Besuch hinaus – dass du die Einführung zu ${BRAND.scanName} schon kennst und in wie vielen Spalten du deine Pflanzenempfehlungen siehst. Ohne Einwilligung merken wir uns beides nur, solange die Seite geöffnet ist (nicht im Browser-Speicher): Lädst du die Seite neu oder kommst du später wieder, siehst du die Einführung erneut und die Empfehlungen in der Standardansicht.`,
              "Analyse (nur mit Einwilligung): Auswertung, wie unsere Website genutzt wird. Derzeit setzen wir keine Analysedienste ein.",
              "Marketing (nur mit Einwilligung): Werbung und Erfolgsmessung von Werbung. Derzeit setzen wir keine Marketingdienste ein.",
            ],
          },
          {
            p: "Deine Merkliste zählen wir zu den notwendigen Einträgen: Sie entsteht erst, wenn du eine Pflanze mit dem Herz-Symbol merkst (oder dich mit einer Merkliste in deinem Kundenkonto anmeldest), und sie enthält nur die Kennungen dieser Pflanzen. Das Speichern ist genau der Dienst, den du mit dem Herz-Symbol anforderst (§ 25 Abs. 2 Nr. 2 TDDDG).",
          },
          {
            p: "Ohne deine Einwilligung wird nichts aus den Kategorien Analyse und Marketing geladen. Führen wir solche Dienste ein, nennen wir sie hier vorher mit Anbieter, Zweck und Speicherdauer und fragen dich erneut.",
          },
          {
            p: `Deine Auswahl gilt für diese Fassung der Richtlinie (${COOKIE_POLICY_VERSION}). Ändern wir die Einträge oder Kategorien, erhält die Richtlinie eine neue Fassung und der Cookie-Dialog fragt dich erneut.`,
          },
        ],
      },
      {
        id: "uebersicht",
        heading: "Alle Einträge im Überblick",
        blocks: [
          {
            p: "Jeder Eintrag ist so aufgeführt: Name – Zweck – Kategorie – Speicherdauer. Wo nichts anderes steht, liegt der Eintrag im „Local Storage“ deines Browsers.",
          },
          { h3: "Notwendig" },
          {
            list: [
              "cart – Warenkorb: merkt sich die Artikel, die du in den Warenkorb gelegt hast – notwendig – bis du ihn leerst oder deine Bestellung abschließt",
              "checkoutAttempt – im „Session Storage“: Kennung deines laufenden Bestellvorgangs mit einer Prüfsumme aus Warenkorb und Adresse (nicht der Adresse selbst), damit ein Doppelklick oder ein erneutes Absenden nach einem Verbindungsabbruch keine zweite Bestellung auslöst – notwendig – bis die Bestellung eingegangen ist, spätestens bis du den Tab schließt",
              "savedPlants – deine Merkliste: die Kennungen der Pflanzen, die du mit dem Herz-Symbol gemerkt hast – notwendig – bis du die Pflanzen von deiner Merkliste entfernst oder deine Browserdaten löschst",
              "cookieConsentGiven – merkt sich, dass du im Cookie-Dialog eine Auswahl getroffen hast, damit er nicht bei jedem Besuch erscheint – notwendig – bis du deine Browserdaten löschst",
              "cookiePreferences – speichert deine Auswahl zu den Kategorien notwendig, funktional, Analyse und Marketing und dient als Nachweis deiner Einwilligung – notwendig – bis du sie änderst oder deine Browserdaten löschst",
              "cookieConsentVersion – die Fassung dieser Richtlinie, für die du deine Auswahl getroffen hast; bei einer neuen Fassung fragen wir erneut – notwendig – bis du deine Auswahl änderst oder deine Browserdaten löschst",
              "better-auth.session_token – HttpOnly-Sitzungs-Cookie deines Kundenkontos (auf verschlüsselten Verbindungen mit dem Namenszusatz „__Secure-“): hält dich angemeldet und schützt dein Konto; Skripte im Browser können es nicht lesen – notwendig – bis du dich abmeldest, spätestens wenn die Sitzung abläuft (7 Tage nach der letzten Nutzung)",
              "auth_redirect – merkt sich die Seite, auf die du nach der Anmeldung zurückkehren möchtest – notwendig – wird direkt nach der Anmeldung gelöscht",
              "shopify_domain – Adresse des angebundenen Shopify-Shops; wird nur auf der Seite für die Shop-Einstellungen gesetzt, wenn dort eine Shop-Anbindung eingerichtet wird – notwendig – bis die Einstellung entfernt wird oder du deine Browserdaten löschst",
              "shopify_token_secure – Zugangsschlüssel für die Shop-Anbindung, verschlüsselt gespeichert; nur auf der Seite für die Shop-Einstellungen – notwendig – bis die Einstellung entfernt wird oder du deine Browserdaten löschst",
              "blattwerk-keys – in der „IndexedDB“ deines Browsers: der nicht auslesbare Schlüssel, mit dem shopify_token_secure verschlüsselt ist; nur auf der Seite für die Shop-Einstellungen – notwendig – bis du deine Browserdaten löschst",
              "shopify_verified – im „Session Storage“: Vermerk, dass die Shop-Anbindung geprüft wurde; nur auf der Seite für die Shop-Einstellungen – notwendig – bis zum Ende der Browsersitzung",
            ],
          },
          { h3: "Funktional (nur mit Einwilligung)" },
          {
            list: [
              `skipPlantTutorial – merkt sich, dass du die Einführung zu ${BRAND.scanName} abgeschlossen hast, damit sie nicht erneut erscheint – funktional – bis du deine Browserdaten löschst; ohne Einwilligung nur, solange die Seite geöffnet ist (kein Eintrag im Browser)`,
              "plantRecommendationsViewMode – merkt sich, ob du deine Pflanzenempfehlungen in einer oder in zwei Spalten sehen möchtest – funktional – bis du deine Browserdaten löschst; ohne Einwilligung nur, solange die Seite geöffnet ist (kein Eintrag im Browser)",
            ],
          },
          {
            p: "Bist du angemeldet, speichern wir deine Merkliste zusätzlich in deinem Kundenkonto, damit du sie auf allen Geräten siehst. Das ist kein Eintrag in deinem Browser, sondern Teil deines Kontos (siehe Datenschutzerklärung).",
          },
          { h3: "Analyse und Marketing (nur mit Einwilligung)" },
          { p: "Derzeit keine Einträge." },
        ],
      },
      {
        id: "einwilligung-aendern",
        heading: "Einwilligung ändern oder widerrufen",
        blocks: [
          {
            p: "Deine Auswahl kannst du jederzeit ändern: Klicke im Fußbereich jeder Seite auf „Cookie-Einstellungen“, passe die Kategorien an und speichere deine Auswahl. Ein Widerruf wirkt für die Zukunft; die Rechtmäßigkeit der bis dahin erfolgten Verarbeitung bleibt unberührt.",
          },
          {
            p: "Ziehst du deine Einwilligung für eine Kategorie zurück, verwenden wir die zugehörigen Einträge nicht mehr und löschen sie aus deinem Browser-Speicher.",
          },
        ],
      },
      {
        id: "im-browser-loeschen",
        heading: "Cookies und Speicher im Browser löschen",
        blocks: [
          {
            p: "Du kannst Cookies und Website-Daten auch direkt in deinem Browser ansehen, blockieren und löschen. Die Einstellungen findest du meist im Bereich „Datenschutz“ bzw. „Datenschutz und Sicherheit“ unter „Cookies und Websitedaten“; die genauen Bezeichnungen unterscheiden sich je nach Browser und Version. In vielen Browsern erreichst du die Daten einer einzelnen Website auch über das Symbol links neben der Adresszeile.",
          },
          {
            p: "Bitte beachte: Löschst du die Einträge, ist dein Warenkorb leer, du wirst abgemeldet und der Cookie-Dialog erscheint beim nächsten Besuch erneut. Blockierst du notwendige Cookies und Einträge ganz, funktionieren Warenkorb und Anmeldung nicht.",
          },
        ],
      },
      {
        id: "fragen",
        heading: "Fragen",
        blocks: [
          {
            p: `Fragen zu Cookies und zum Datenschutz beantworten wir dir gern unter ${contactEmail("datenschutz")}.`,
          },
        ],
      },
    ],
  };
}
