/** Texts of /auth, /auth/callback and /auth/reset-password. Spec strings verbatim, the rest German. */
export const AUTH = {
  pageTitle: "Anmelden",
  pageDescription: "Melde dich an oder erstelle ein Konto bei Blattwerk.",
  intro:
    "Mit deinem Konto siehst du deine Bestellungen, merkst dir Pflanzen auf allen Geräten und kannst Pflanzen bewerten.",
  tabsLabel: "Anmelden oder registrieren",
  signInTab: "Sign In",
  signUpTab: "Sign Up",
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
  signInFailed: "An error occurred during sign in",
  signUpFailed: "An error occurred during sign up",
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
  callbackWorking: "Du wirst angemeldet …",
  callbackFailed:
    "Dieser Link ist ungültig oder abgelaufen. Melde dich mit deinem Passwort an oder fordere einen neuen Link an.",
  signedOut: "Du bist abgemeldet.",
  signOutFailed: "Die Abmeldung ist fehlgeschlagen. Bitte versuche es noch einmal.",
} as const;
