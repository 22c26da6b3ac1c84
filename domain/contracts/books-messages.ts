import { defineRefusals } from "../text/refusal";

/** Refusals of the books' period (domain/books/books-period.ts, /admin/books, #30). */
export type BooksPeriodRefusals = {
  period_missing: undefined;
  period_invalid: undefined;
  period_reversed: undefined;
  /** DATEV books per fiscal year: a period within one calendar year. */
  period_two_years: undefined;
};

export const booksPeriodRefusalMessages = defineRefusals<BooksPeriodRefusals>(
  {
    period_missing: "Bitte gib den Zeitraum an: von und bis.",
    period_invalid: "Bitte gib gültige Daten an (TT.MM.JJJJ).",
    period_reversed: "Das Von-Datum liegt nach dem Bis-Datum.",
    period_two_years:
      "Der Zeitraum muss in einem Kalenderjahr liegen: DATEV bucht je Wirtschaftsjahr. Bitte exportiere jedes Jahr für sich.",
  },
  {
    period_missing: "Please give the period: from and to.",
    period_invalid: "Please enter valid dates (DD.MM.YYYY).",
    period_reversed: "The from date is after the to date.",
    period_two_years:
      "The period must lie within one calendar year: DATEV books per fiscal year. Please export each year on its own.",
  },
);
