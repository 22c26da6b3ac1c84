import { REVIEW_ERRORS } from "../../../domain/contracts/review-messages";
import { type Catalogue, defineMessages } from "../../lib/i18n/locale";

/** Texts of the customer reviews (plant dialog and plant page), German and English (#19). */
const de = {
  REVIEWS: {
    heading: "Kundenbewertungen",
    none: "Noch keine Bewertungen – schreib die erste!",
    loading: "Bewertungen werden geladen …",
    loadFailed: "Die Bewertungen konnten nicht geladen werden.",
    verified: "verifizierter Kauf",
    verifiedHint: "Diese Person hat die Pflanze bei uns gekauft und geliefert bekommen.",
    stars: (n: number) => (n === 1 ? "1 von 5 Sternen" : `${n} von 5 Sternen`),
    starOption: (n: number) => (n === 1 ? "1 Stern" : `${n} Sterne`),
    yourRating: "Deine Bewertung",
    comment: "Dein Kommentar",
    commentHint: (max: number) => `Wie geht es der Pflanze bei dir? Höchstens ${max} Zeichen.`,
    submit: "Bewertung abschicken",
    update: "Änderungen speichern",
    edit: "Bearbeiten",
    delete: "Löschen",
    cancel: "Abbrechen",
    mine: "Deine Bewertung",
    saved: "Danke für deine Bewertung!",
    updated: "Bewertung gespeichert",
    deleted: "Bewertung gelöscht",
    failed: "Die Bewertung konnte nicht gespeichert werden.",
    signInPrompt: "Melde dich an, um diese Pflanze zu bewerten.",
    signIn: "Anmelden",
    chooseRating: "Bitte vergib 1 bis 5 Sterne.",
    confirmFirst: REVIEW_ERRORS.unconfirmed,
    resendLink: "Link noch einmal senden",
    resendingLink: "Wird gesendet …",
    linkSent: (email: string) => `Wir haben dir einen neuen Link an ${email} geschickt.`,
    linkFailed: "Der Link konnte nicht gesendet werden. Bitte versuche es später noch einmal.",
  },
} as const;

const en: Catalogue<typeof de> = {
  REVIEWS: {
    heading: "Customer Reviews",
    none: "No reviews yet – be the first to write one!",
    loading: "Loading reviews …",
    loadFailed: "The reviews could not be loaded.",
    verified: "verified purchase",
    verifiedHint: "This person bought the plant from us and had it delivered.",
    stars: (n: number) => (n === 1 ? "1 out of 5 stars" : `${n} out of 5 stars`),
    starOption: (n: number) => (n === 1 ? "1 star" : `${n} stars`),
    yourRating: "Your rating",
    comment: "Your comment",
    commentHint: (max: number) => `How is the plant doing with you? At most ${max} characters.`,
    submit: "Submit review",
    update: "Save changes",
    edit: "Edit",
    delete: "Delete",
    cancel: "Cancel",
    mine: "Your review",
    saved: "Thank you for your review!",
    updated: "Review saved",
    deleted: "Review deleted",
    failed: "The review could not be saved.",
    signInPrompt: "Sign in to review this plant.",
    signIn: "Sign In",
    chooseRating: "Please give 1 to 5 stars.",
    confirmFirst:
      "Please confirm your email address with the link from our email first. Then you can review plants.",
    resendLink: "Send the link again",
    resendingLink: "Sending …",
    linkSent: (email: string) => `We have sent a new link to ${email}.`,
    linkFailed: "The link could not be sent. Please try again later.",
  },
};

export const reviewsMessages = defineMessages(de, en);
