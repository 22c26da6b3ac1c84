import type { ShopFacts } from "../../domain/shop/brand";
import { BRAND } from "../../domain/shop/brand";
import type { LegalDoc } from "../../domain/shop/content";

/** Impressum (§ 5 DDG, § 18 Abs. 2 MStV). Every value comes from `facts.business`. */
export function imprint(facts: ShopFacts): LegalDoc {
  const b = facts.business;

  return {
    title: "Impressum",
    description: `Anbieterkennzeichnung von ${BRAND.name}: ${[
      "Unternehmen",
      "Vertretung",
      "Anschrift",
      "Kontakt",
      b.registerCourt && b.registerNumber && "Registereintrag",
      b.vatId && "Umsatzsteuer-Identifikationsnummer",
    ]
      .filter(Boolean)
      .join(", ")
      .replace(/, ([^,]+)$/, " und $1")}.`,
    dated: `Stand: ${facts.legalTextsDate}`,
    sections: [
      {
        id: "anbieter",
        heading: "Angaben gemäß § 5 DDG",
        blocks: [
          { p: b.companyName },
          { p: `Rechtsform: ${b.legalForm}` },
          { p: b.street },
          { p: `${b.postalCode} ${b.city}` },
          { p: b.country },
          { p: `Vertreten durch: ${b.representative}` },
        ],
      },
      {
        id: "kontakt",
        heading: "Kontakt",
        blocks: [{ p: `Telefon: ${b.phone}` }, { p: `E-Mail: ${b.email}` }],
      },
      // Only where they exist (§ 5 Abs. 1 Nr. 4 and 6 DDG, #50 §5): a sole trader has neither.
      ...(b.registerCourt && b.registerNumber
        ? [
            {
              id: "registereintrag",
              heading: "Registereintrag",
              blocks: [
                { p: `Registergericht: ${b.registerCourt}` },
                { p: `Registernummer: ${b.registerNumber}` },
              ],
            },
          ]
        : []),
      ...(b.vatId
        ? [
            {
              id: "umsatzsteuer-id",
              heading: "Umsatzsteuer-Identifikationsnummer",
              blocks: [
                { p: `Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: ${b.vatId}` },
              ],
            },
          ]
        : []),
      {
        id: "verantwortlich-inhalt",
        heading: "Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV",
        blocks: [{ p: b.contentResponsible }, { p: `${b.street}, ${b.postalCode} ${b.city}` }],
      },
      {
        id: "verbraucherstreitbeilegung",
        heading: "Verbraucherstreitbeilegung",
        blocks: [
          {
            p: "Wir sind weder verpflichtet noch bereit, an einem Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen (§ 36 VSBG).",
          },
        ],
      },
    ],
  };
}
