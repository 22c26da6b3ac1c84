/**
 * DHL's reasons for staff (#49), pure: DHL's Parcel DE APIs answer in English (their recorded answers,
 * server/shipping/fixtures/), naming the field (`property` "consignee", `propertyPath`
 * "shipments[0].consignee.country"). Messages we know are said in German; any other stays in DHL's own
 * words, so staff always read the reason and never only DHL's summary („0 of 1 shipment …“).
 */

/** DHL's messages as recorded, and what they mean for the packing table. */
const KNOWN: Record<string, string> = {
  "The house number entered could not be found.": "Die Hausnummer wurde nicht gefunden.",
  "The street entered could not be found.": "Die Straße wurde nicht gefunden.",
  "The city entered does not match the postcode. The shipment is not codeable.":
    "Der Ort passt nicht zur Postleitzahl, DHL kann die Sendung so nicht leiten.",
  "Parameter country must be a valid country code consisting of three characters according to ISO 3166-1 alpha-3.":
    "Das Land muss als dreibuchstabiger Ländercode nach ISO 3166-1 alpha-3 angegeben sein (z. B. DEU).",
  "Unknown shipment number.": "DHL kennt diese Sendungsnummer nicht (oder sie ist schon storniert).",
  "General Shipment Backend Error":
    "Allgemeiner Fehler im Sendungssystem von DHL (General Shipment Backend Error).",
  "Postal code is invalid. Please use 99999 format.":
    "Die Postleitzahl ist ungültig: sie braucht fünf Ziffern, z. B. 52062.",
};

/** DHL's summaries of a whole request: never a reason on their own while an item carries one. */
export const isDhlSummary = (text: string) =>
  /^\d+ of \d+ shipments? (successfully|validated)/.test(text) ||
  text === "Your request contained technical errors as listed below." ||
  text === "The Webservice call ran successfully.";

/** A field of a request as staff know it. */
const FIELDS: Record<string, string> = {
  shipper: "Absender",
  consignee: "Empfänger",
  name1: "Name",
  name2: "Name (Zeile 2)",
  name3: "Name (Zeile 3)",
  addressStreet: "Straße",
  addressHouse: "Hausnummer",
  additionalAddressInformation1: "Adresszusatz",
  additionalAddressInformation2: "Adresszusatz (Zeile 2)",
  postalCode: "PLZ",
  city: "Ort",
  country: "Land",
  email: "E-Mail",
  details: "Paket",
  weight: "Gewicht",
  itemWeight: "Gewicht",
  billingNumber: "Abrechnungsnummer",
  product: "Produkt",
  refNo: "Referenz",
  receiverId: "Retourenempfänger",
};

/**
 * "consignee" → "Empfänger"; "shipments[0].consignee.country" → "Empfänger, Land"; "details.weight" →
 * "Paket, Gewicht". A part we do not know stays as DHL wrote it.
 */
export function dhlFieldName(path: string): string {
  return path
    .split(".")
    .map((p) => p.replace(/\[\d+\]$/, ""))
    .filter((p) => p && p !== "shipments")
    .map((p) => FIELDS[p] ?? p)
    .join(", ");
}

/** One reason for staff: the field, then the message in German where we know it, else DHL's words. */
export function dhlReason(message: string, field?: string): string {
  const text = message.trim();
  const said = KNOWN[text] ?? text;
  const where = field ? dhlFieldName(field) : "";
  return (where ? `${where}: ${said}` : said).slice(0, 300);
}
