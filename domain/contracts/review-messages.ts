/** German answers of the reviews API (server/reviews/api.ts) that the plant page also shows. */
export const REVIEW_ERRORS = {
  unconfirmed:
    "Bitte bestätige zuerst deine E-Mail-Adresse mit dem Link aus unserer E-Mail. Danach kannst du Pflanzen bewerten.",
  duplicate: "Du hast diese Pflanze schon bewertet. Du kannst deine Bewertung bearbeiten.",
} as const;
