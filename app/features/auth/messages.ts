import { type Catalogue, defineMessages } from "../../lib/i18n/locale";

/** Texts of /auth, /auth/callback and /auth/reset-password, German; the spec's English strings are in `en` (#19). */
const AUTH = {
  pageTitle: "Anmelden",
  pageDescription: "Melde dich an oder erstelle ein Konto bei Blattwerk.",
  intro:
    "Mit deinem Konto siehst du deine Bestellungen, merkst dir Pflanzen auf allen Geräten und kannst Pflanzen bewerten.",
  tabsLabel: "Anmelden oder registrieren",
  signInTab: "Anmelden",
  signUpTab: "Registrieren",
  name: "Name",
  nameHint: "Vor- und Nachname, z. B. Anna Bergmann",
  email: "E-Mail-Adresse",
  password: "Passwort",
  passwordHint:
    "Mindestens 10 Zeichen. Am leichtesten zu merken und schwer zu erraten: mehrere Wörter, z. B. „Kaktus Wolke Fahrrad“.",
  /** The sign-up checkbox (§ 305 Abs. 2 BGB): "Ich akzeptiere die [Nutzungsbedingungen] und habe die [Datenschutzerklärung] zur Kenntnis genommen. Ich bin mindestens 18 Jahre alt." */
  acceptTerms: {
    before: "Ich akzeptiere die",
    terms: "Nutzungsbedingungen",
    middle: "und habe die",
    privacy: "Datenschutzerklärung",
    after: "zur Kenntnis genommen.",
    age: (years: number) => `Ich bin mindestens ${years} Jahre alt.`,
    newTab: "(öffnet in neuem Tab)",
  },
  showPassword: "Passwort anzeigen",
  hidePassword: "Passwort verbergen",
  signIn: "Anmelden",
  signingIn: "Anmeldung läuft …",
  signUp: "Konto erstellen",
  signingUp: "Konto wird erstellt …",
  signInFailed: "Bei der Anmeldung ist ein Fehler aufgetreten",
  signUpFailed: "Bei der Registrierung ist ein Fehler aufgetreten",
  weakReasons: "So wird dein Passwort sicherer:",
  checkMailTitle: "Fast geschafft!",
  checkMail: (email: string) =>
    `Wir haben eine E-Mail an ${email} geschickt. Klicke auf den Link darin, um deine Adresse zu bestätigen – danach bist du angemeldet.`,
  checkMailHint:
    "Keine E-Mail bekommen? Schau in deinen Spam-Ordner. Du kannst dich auch gleich mit deinem Passwort anmelden.",
  toSignIn: "Zur Anmeldung",
  forgot: "Passwort vergessen?",
  forgotTitle: "Passwort zurücksetzen",
  forgotText:
    "Gib die E-Mail-Adresse deines Kontos ein. Wir schicken dir einen Link, mit dem du ein neues Passwort festlegst.",
  forgotSubmit: "Link anfordern",
  forgotSent:
    "Wenn es ein Konto mit dieser E-Mail-Adresse gibt, haben wir dir einen Link zum Zurücksetzen geschickt. Er ist eine Stunde gültig.",
  forgotFailed: "Der Link konnte nicht angefordert werden. Bitte versuche es noch einmal.",
  backToSignIn: "Zurück zur Anmeldung",
  resetTitle: "Neues Passwort festlegen",
  resetDescription: "Lege ein neues Passwort für dein Blattwerk-Konto fest.",
  newPassword: "Neues Passwort",
  resetSubmit: "Passwort speichern",
  resetDone:
    "Dein Passwort wurde geändert. Du wurdest auf allen Geräten abgemeldet und kannst dich jetzt mit dem neuen Passwort anmelden.",
  resetFailed: "Das Passwort konnte nicht geändert werden. Bitte versuche es noch einmal.",
  resetNoToken: "Dieser Link ist unvollständig. Bitte fordere einen neuen Link an.",
  requestNewLink: "Neuen Link anfordern",
  callbackTitle: "Anmeldung",
  callbackDescription: "Anmeldung wird abgeschlossen.",
  callbackWorking: "Du wirst angemeldet …",
  callbackFailed:
    "Dieser Link ist ungültig oder abgelaufen. Melde dich mit deinem Passwort an oder fordere einen neuen Link an.",
  signedOut: "Du bist abgemeldet.",
  signOutFailed: "Die Abmeldung ist fehlgeschlagen. Bitte versuche es noch einmal.",
} as const;

const de = { AUTH } as const;

const en: Catalogue<typeof de> = {
  AUTH: {
    pageTitle: "Sign In",
    pageDescription: "Sign in or create a Blattwerk account.",
    intro:
      "With your account you see your orders, keep your saved plants on all your devices and can review plants.",
    tabsLabel: "Sign in or sign up",
    signInTab: "Sign In",
    signUpTab: "Sign Up",
    name: "Name",
    nameHint: "First and last name, e.g. Anna Bergmann",
    email: "Email address",
    password: "Password",
    passwordHint:
      "At least 10 characters. Easiest to remember and hard to guess: several words, e.g. “cactus cloud bicycle”.",
    acceptTerms: {
      before: "I accept the",
      terms: "Terms of Use",
      middle: "and have read the",
      privacy: "Privacy Policy",
      after: "(in German).",
      age: (years: number) => `I am at least ${years} years old.`,
      newTab: "(opens in a new tab)",
    },
    showPassword: "Show password",
    hidePassword: "Hide password",
    signIn: "Sign In",
    signingIn: "Signing in …",
    signUp: "Create account",
    signingUp: "Creating account …",
    signInFailed: "An error occurred during sign in",
    signUpFailed: "An error occurred during sign up",
    weakReasons: "How to make your password stronger:",
    checkMailTitle: "Almost done!",
    checkMail: (email: string) =>
      `We have sent an email to ${email}. Click the link in it to confirm your address – then you are signed in.`,
    checkMailHint: "No email? Check your spam folder. You can also sign in with your password right away.",
    toSignIn: "Go to sign in",
    forgot: "Forgot your password?",
    forgotTitle: "Reset password",
    forgotText: "Enter your account's email address. We will send you a link to set a new password.",
    forgotSubmit: "Request link",
    forgotSent:
      "If there is an account with this email address, we have sent you a reset link. It is valid for one hour.",
    forgotFailed: "The link could not be requested. Please try again.",
    backToSignIn: "Back to sign in",
    resetTitle: "Set a new password",
    resetDescription: "Set a new password for your Blattwerk account.",
    newPassword: "New password",
    resetSubmit: "Save password",
    resetDone:
      "Your password has been changed. You have been signed out on all devices and can now sign in with the new password.",
    resetFailed: "The password could not be changed. Please try again.",
    resetNoToken: "This link is incomplete. Please request a new link.",
    requestNewLink: "Request a new link",
    callbackTitle: "Sign in",
    callbackDescription: "Completing your sign-in to Blattwerk.",
    callbackWorking: "Signing you in …",
    callbackFailed: "This link is invalid or has expired. Sign in with your password or request a new link.",
    signedOut: "You are signed out.",
    signOutFailed: "Signing out failed. Please try again.",
  },
};

export const authMessages = defineMessages(de, en);
