import { defineRefusals } from "../text/refusal";

/** Refusals of saving a group of the back office's settings (server/settings/service.ts, #34). */
export type SettingsRefusals = {
  /** 400: a field of the form breaks its rule (the same rule as the start-up config's). */
  settings_invalid: { field: string };
  /** 409: the settings changed since the form was loaded. */
  settings_stale: undefined;
  /** 400: no such group. */
  settings_unknown_group: undefined;
};

/** What each field must be, as the form says it in its refusal. */
const FIELD_RULES_DE: Record<string, string> = {
  iban: "Das ist keine gültige IBAN – bitte Länderkennung und Prüfziffer prüfen (z. B. DE89 3704 0044 0532 0130 00).",
  bic: "Das ist keine gültige BIC: 8 oder 11 Zeichen, z. B. COBADEFFXXX.",
  email: "Bitte eine gültige E-Mail-Adresse angeben.",
  staffEmail: "Bitte eine gültige E-Mail-Adresse angeben oder das Feld leer lassen.",
  small: "Bitte einen Betrag zwischen 0 und 100.000 € angeben, z. B. 4,90.",
  medium: "Bitte einen Betrag zwischen 0 und 100.000 € angeben, z. B. 6,90.",
  large: "Bitte einen Betrag zwischen 0 und 100.000 € angeben, z. B. 9,90.",
  freeFrom: "Bitte einen Betrag zwischen 0 und 100.000 € angeben, z. B. 60,00.",
  termDays: "Das Zahlungsziel ist eine ganze Zahl von 1 bis 365 Tagen.",
  fromDays: "Bitte eine ganze Zahl von 0 bis 30 Werktagen angeben.",
  toDays: "Bitte eine ganze Zahl von 0 bis 30 Werktagen angeben, nicht kleiner als „frühestens“.",
  lowStockThreshold: "Bitte eine ganze Zahl ab 0 angeben.",
  signature: "Die Signatur darf höchstens 1.000 Zeichen lang sein.",
};
const FIELD_RULES_EN: Record<string, string> = {
  iban: "This is not a valid IBAN – check the country code and check digits (e.g. DE89 3704 0044 0532 0130 00).",
  bic: "This is not a valid BIC: 8 or 11 characters, e.g. COBADEFFXXX.",
  email: "Please enter a valid email address.",
  staffEmail: "Please enter a valid email address or leave the field empty.",
  small: "Please enter an amount between 0 and €100,000, e.g. 4.90.",
  medium: "Please enter an amount between 0 and €100,000, e.g. 6.90.",
  large: "Please enter an amount between 0 and €100,000, e.g. 9.90.",
  freeFrom: "Please enter an amount between 0 and €100,000, e.g. 60.00.",
  termDays: "The payment term is a whole number from 1 to 365 days.",
  fromDays: "Please enter a whole number from 0 to 30 working days.",
  toDays: "Please enter a whole number from 0 to 30 working days, not less than “earliest”.",
  lowStockThreshold: "Please enter a whole number from 0.",
  signature: "The signature may be at most 1,000 characters long.",
};

export const settingsRefusalMessages = defineRefusals<SettingsRefusals>(
  {
    settings_invalid: ({ field }) =>
      FIELD_RULES_DE[field] ?? "Bitte jedes Feld ausfüllen (höchstens 300 Zeichen).",
    settings_stale:
      "Die Einstellungen wurden inzwischen geändert (in einem anderen Fenster oder von einer anderen Person). Nichts wurde gespeichert: Bitte die Seite neu laden und die Änderung noch einmal eintragen.",
    settings_unknown_group: "Diese Einstellung gibt es nicht.",
  },
  {
    settings_invalid: ({ field }) =>
      FIELD_RULES_EN[field] ?? "Please fill in every field (at most 300 characters).",
    settings_stale:
      "The settings were changed meanwhile (in another window or by someone else). Nothing was saved: please reload the page and enter the change again.",
    settings_unknown_group: "There is no such setting.",
  },
);
