import { REVIEW_ERRORS, reviewErrorMessages } from "../../domain/contracts/review-messages";
import { MAX_SPOTS } from "../../domain/contracts/spots";
import { INVALID_DOMAIN_MESSAGE, MISSING_TOKEN_MESSAGE } from "../../domain/shop/shop-domain";
import { defineMessages } from "../../domain/text/i18n";
import { messageKeys } from "../../domain/text/message-keys";
import { defineRefusals } from "../../domain/text/refusal";
import { zodMessages } from "../../domain/text/zod-messages";
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
  methodNotAllowed: "Diese Seite nimmt nur GET- und POST-Anfragen an.",
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
  methodNotAllowed: "This page only accepts GET and POST requests.",
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

/** Keys of these texts for the API's schemas (#30): `apiKey("rating")`. */
export const apiKey = messageKeys("api", apiMessages);

/** Refusals every API may answer (#30); the codes as the API has always named them. */
export type ApiRefusals = {
  /** 404: `what` was not found. */
  "Not found": { what: "thing" | "plant" | "api_path" | "function" };
  "Payload too large": undefined;
  /** 405: a page asked with another method than GET, HEAD or POST (#49 §4). */
  "Method not allowed": undefined;
  "Bad request": undefined;
  Unavailable: undefined;
  unavailable: undefined;
  /** 503 of /api/health. */
  database_unavailable: undefined;
  "Internal error": undefined;
  /** 401: sign in first. */
  Unauthorized: undefined;
  /** 403: a request from another site. */
  Forbidden: undefined;
  not_json: undefined;
  bad_json: undefined;
  too_large: undefined;
  too_many_requests: { retryAfterSeconds: number };
  /** 400: the input's first problem (`issue`) is the message, where it is (`path`) beside it. */
  invalid_input: undefined;
  too_many_ids: undefined;
  plant_id_missing: undefined;
  /** 409: the most spots are kept. */
  "Too many": undefined;
  email_not_verified: undefined;
  review_duplicate: undefined;
  /** The catalogue function's answers (spec §7: its words, in both languages). */
  missing_token: undefined;
  invalid_domain: undefined;
};

const en = apiMessages.en;
export const apiRefusalMessages = defineRefusals<ApiRefusals>(
  {
    "Not found": ({ what }) =>
      ({
        thing: API_TEXT.notFound,
        plant: API_TEXT.plantNotFound,
        api_path: API_TEXT.unknownApiPath,
        function: API_TEXT.unknownFunction,
      })[what],
    "Payload too large": API_TEXT.body.too_large,
    "Method not allowed": API_TEXT.methodNotAllowed,
    "Bad request": API_TEXT.INVALID_CHARACTERS,
    Unavailable: API_TEXT.SERVICE_UNAVAILABLE,
    unavailable: API_TEXT.SERVICE_UNAVAILABLE,
    database_unavailable: API_TEXT.databaseDown,
    "Internal error": API_TEXT.internal,
    Unauthorized: API_TEXT.signIn,
    Forbidden: API_TEXT.foreignOrigin,
    not_json: API_TEXT.body.not_json,
    bad_json: API_TEXT.body.bad_json,
    too_large: API_TEXT.body.too_large,
    too_many_requests: ({ retryAfterSeconds }) => API_TEXT.tooManyRequests(retryAfterSeconds),
    invalid_input: zodMessages.de.invalid,
    too_many_ids: API_TEXT.tooManyPriceIds,
    plant_id_missing: API_TEXT.plantIdMissing,
    "Too many": API_TEXT.tooManySpots,
    email_not_verified: REVIEW_ERRORS.unconfirmed,
    review_duplicate: REVIEW_ERRORS.duplicate,
    missing_token: MISSING_TOKEN_MESSAGE,
    invalid_domain: INVALID_DOMAIN_MESSAGE,
  },
  {
    "Not found": ({ what }) =>
      ({
        thing: en.notFound,
        plant: en.plantNotFound,
        api_path: en.unknownApiPath,
        function: en.unknownFunction,
      })[what],
    "Payload too large": en.body.too_large,
    "Method not allowed": en.methodNotAllowed,
    "Bad request": en.INVALID_CHARACTERS,
    Unavailable: en.SERVICE_UNAVAILABLE,
    unavailable: en.SERVICE_UNAVAILABLE,
    database_unavailable: en.databaseDown,
    "Internal error": en.internal,
    Unauthorized: en.signIn,
    Forbidden: en.foreignOrigin,
    not_json: en.body.not_json,
    bad_json: en.body.bad_json,
    too_large: en.body.too_large,
    too_many_requests: ({ retryAfterSeconds }) => en.tooManyRequests(retryAfterSeconds),
    invalid_input: zodMessages.en.invalid,
    too_many_ids: en.tooManyPriceIds,
    plant_id_missing: en.plantIdMissing,
    "Too many": en.tooManySpots,
    email_not_verified: reviewErrorMessages.en.unconfirmed,
    review_duplicate: reviewErrorMessages.en.duplicate,
    missing_token: MISSING_TOKEN_MESSAGE,
    invalid_domain: INVALID_DOMAIN_MESSAGE,
  },
);
