import { MAX_SPOTS } from "../../domain/contracts/spots";
import { defineMessages } from "../../domain/i18n";
import { defineRefusals } from "../../domain/refusal";
import { INVALID_CHARACTERS, SERVICE_UNAVAILABLE } from "../db/errors";

/** Most the cart's price check takes at once (as many lines as a stored cart may hold). */
export const MAX_PRICE_IDS = 200;

/** The server's own German answers that are not part of a feature's catalogue (#19: with English twins). */
const de = {
  INVALID_CHARACTERS,
  SERVICE_UNAVAILABLE,
  body: {
    not_json: "Bitte sende JSON (Content-Type: application/json).",
    bad_json: "Die Anfrage ist kein gültiges JSON.",
    too_large: "Die Anfrage ist zu groß.",
  },
  foreignOrigin: "Diese Anfrage kam nicht von unserer Website und wurde abgelehnt.",
  internal: "Ein unerwarteter Fehler ist aufgetreten.",
  databaseDown: "Die Datenbank ist nicht erreichbar.",
  unknownFunction: "Unbekannte Funktion.",
  unknownApiPath: "Unbekannter API-Pfad.",
  notFound: "Nicht gefunden.",
  signIn: "Bitte melde dich an.",
  plantNotFound: "Pflanze nicht gefunden.",
  tooManyPlants: "Höchstens 100 Pflanzen auf einmal.",
  searchTooLong: "Der Suchbegriff ist zu lang.",
  plantIdMissing: "Bitte gib eine Pflanze an (plantId).",
  rating: "Bitte vergib 1 bis 5 Sterne.",
  reviewText: "Bitte schreib ein paar Worte zu deiner Bewertung.",
  tooManySpots: `Du kannst höchstens ${MAX_SPOTS} Plätze speichern. Lösche zuerst einen.`,
  tooManyPriceIds: `Höchstens ${MAX_PRICE_IDS} Pflanzen je Anfrage.`,
  tooManyRequests: (seconds: number) =>
    `Zu viele Anfragen von deinem Anschluss. Bitte warte ${seconds === 1 ? "eine Sekunde" : `${seconds} Sekunden`} und versuche es dann erneut.`,
  /** tooManyRequests(1), which the translator cannot match by the pattern of the other counts. */
  tooManyRequestsOneSecond:
    "Zu viele Anfragen von deinem Anschluss. Bitte warte eine Sekunde und versuche es dann erneut.",
};

export const apiMessages = defineMessages(de, {
  INVALID_CHARACTERS: "The request contains characters we cannot process.",
  SERVICE_UNAVAILABLE: "The service is temporarily unavailable. Please try again in a few minutes.",
  body: {
    not_json: "Please send JSON (Content-Type: application/json).",
    bad_json: "The request is not valid JSON.",
    too_large: "The request is too large.",
  },
  foreignOrigin: "This request did not come from our website and was refused.",
  internal: "An unexpected error occurred.",
  databaseDown: "The database cannot be reached.",
  unknownFunction: "Unknown function.",
  unknownApiPath: "Unknown API path.",
  notFound: "Not found.",
  signIn: "Please sign in.",
  plantNotFound: "Plant not found.",
  tooManyPlants: "At most 100 plants at once.",
  searchTooLong: "The search term is too long.",
  plantIdMissing: "Please name a plant (plantId).",
  rating: "Please give 1 to 5 stars.",
  reviewText: "Please write a few words about your review.",
  tooManySpots: `You can save at most ${MAX_SPOTS} spots. Delete one first.`,
  tooManyPriceIds: `At most ${MAX_PRICE_IDS} plants per request.`,
  tooManyRequests: (seconds: number) =>
    `Too many requests from your connection. Please wait ${seconds === 1 ? "one second" : `${seconds} seconds`} and then try again.`,
  tooManyRequestsOneSecond:
    "Too many requests from your connection. Please wait one second and then try again.",
});

/** The German answers, as services and handlers send them. */
export const API_TEXT = apiMessages.de;

/** Refusals every API may answer (#30). */
export type CommonRefusals = {
  too_many_requests: { retryAfterSeconds: number };
  unavailable: undefined;
};

export const commonRefusalMessages = defineRefusals<CommonRefusals>(
  {
    too_many_requests: ({ retryAfterSeconds }) => API_TEXT.tooManyRequests(retryAfterSeconds),
    unavailable: API_TEXT.SERVICE_UNAVAILABLE,
  },
  {
    too_many_requests: ({ retryAfterSeconds }) => apiMessages.en.tooManyRequests(retryAfterSeconds),
    unavailable: apiMessages.en.SERVICE_UNAVAILABLE,
  },
);
