import { defineMessages } from "../text/i18n";

/** German answers of the reviews API (server/reviews/api.ts) that the plant page also shows. */
export const REVIEW_ERRORS = {
  unconfirmed:
    "Bitte bestätige zuerst deine E-Mail-Adresse mit dem Link aus unserer E-Mail. Danach kannst du Pflanzen bewerten.",
  duplicate: "Du hast diese Pflanze schon bewertet. Du kannst deine Bewertung bearbeiten.",
} as const;

export const reviewErrorMessages = defineMessages(REVIEW_ERRORS, {
  unconfirmed:
    "Please confirm your email address first with the link in our email. Then you can review plants.",
  duplicate: "You have already reviewed this plant. You can edit your review.",
});
