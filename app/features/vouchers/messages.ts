import { formatVoucherCode } from "../../../domain/vouchers/vouchers";

/** The voucher page's texts (#43 §3), German at /gutschein, English at /en/gift-card. */
export const voucherMessages = {
  de: {
    title: "Geschenkgutschein",
    description:
      "Verschenke Pflanzenfreude: ein Blattwerk-Gutschein von 10 € bis 200 €, per E-Mail, an dich oder direkt an die beschenkte Person.",
    lead: "Ein Gutschein von 10 € bis 200 € für alles im Shop – Pflanzen wie Töpfe. Er kommt per E-Mail, an dich oder direkt an die beschenkte Person, an dem Tag, den du wählst. Ein Rest bleibt auf dem Gutschein.",
    buyHeading: "Gutschein kaufen",
    amount: "Betrag in Euro",
    amountHint: "10 bis 200 €",
    buyerName: "Dein Name",
    buyerEmail: "Deine E-Mail-Adresse",
    recipientName: "Name der beschenkten Person",
    recipientEmail: "E-Mail der beschenkten Person",
    recipientHint: "Leer lassen, wenn der Gutschein an dich gehen soll.",
    deliverOn: "Versandtag",
    message: "Deine Nachricht",
    optional: "optional",
    payment:
      "Der Gutschein kommt am gewählten Tag per E-Mail, als PDF im Anhang – zum Ausdrucken oder Weiterschenken.",
    invoiceTerm:
      "Du überweist den Betrag, die Bankverbindung bekommst du gleich hier. Sobald das Geld da ist, schalten wir den Gutschein frei.",
    paymentHeading: "Zahlungsart",
    onlineNext:
      "Nach „Gutschein kaufen“ geht es zur Bezahlseite. Sobald die Zahlung bestätigt ist, schalten wir den Gutschein frei.",
    paidOnline: (number: string, amount: string) =>
      `Dein Gutschein ${number} über ${amount} ist bezahlt. Danke! Er kommt am gewählten Tag per E-Mail, mit dem Gutschein als PDF im Anhang.`,
    pendingOnline: (number: string) =>
      `Deine Zahlung für den Gutschein ${number} ist noch nicht bestätigt. Sobald sie bestätigt ist, schalten wir den Gutschein frei und schicken ihn – das dauert meist nur einen Moment.`,
    reload: "Stand neu laden",
    cancelledOnline: (number: string) =>
      `Die Zahlung wurde abgebrochen: Der Gutschein ${number} ist nicht bezahlt und gilt nicht. Du kannst hier einen neuen kaufen.`,
    buy: "Gutschein kaufen",
    bought: (number: string, amount: string) =>
      `Danke! Dein Gutschein ${number} über ${amount} ist bestellt.`,
    payBy: (amount: string, number: string) =>
      `Bitte überweise ${amount} mit dem Verwendungszweck „${number}“ an:`,
    issuedWhenPaid: "Sobald die Zahlung bei uns ist, schalten wir den Gutschein frei und verschicken ihn.",
    validity:
      "Gültig drei Jahre bis zum Jahresende (§§ 195, 199 BGB), z. B. ein 2026 gekaufter bis 31.12.2029. Keine Barauszahlung; ein Rest bleibt auf dem Gutschein.",
    balanceHeading: "Guthaben prüfen",
    code: "Gutscheincode",
    codeHint: "16 Zeichen, z. B. 7K3M-Q9TA-2BXC-4DEF – Groß- und Kleinschreibung egal.",
    check: "Guthaben anzeigen",
    balance: (code: string, left: string, of: string, until: string) =>
      `Der Gutschein ${code} hat noch ${left} Guthaben (von ${of}), gültig bis ${until}.`,
    redeem: "Einlösen kannst du ihn an der Kasse im Feld „Gutschein- oder Rabattcode“.",
  },
  en: {
    title: "Gift card",
    description:
      "Give the joy of plants: a Blattwerk gift card from €10 to €200, by email, to you or straight to the lucky recipient.",
    lead: "A gift card from €10 to €200 for anything in the shop – plants and pots alike. It comes by email, to you or straight to the recipient, on the day you choose. Any remainder stays on the card.",
    buyHeading: "Buy a gift card",
    amount: "Amount in euros",
    amountHint: "€10 to €200",
    buyerName: "Your name",
    buyerEmail: "Your email address",
    recipientName: "Recipient's name",
    recipientEmail: "Recipient's email",
    recipientHint: "Leave empty to have the gift card sent to you.",
    deliverOn: "Sending day",
    message: "Your message",
    optional: "optional",
    payment:
      "The gift card comes by email on the day you chose, as a PDF attachment – to print or to pass on.",
    invoiceTerm:
      "You transfer the amount; you get the bank details right here. Once the money has arrived, we activate the gift card.",
    paymentHeading: "Payment method",
    onlineNext:
      "After “Buy gift card” you continue to the payment page. Once the payment is confirmed, we activate the gift card.",
    paidOnline: (number: string, amount: string) =>
      `Your gift card ${number} for ${amount} is paid. Thank you! It comes by email on the day you chose, with the gift card attached as a PDF.`,
    pendingOnline: (number: string) =>
      `Your payment for the gift card ${number} is not confirmed yet. As soon as it is, we activate the gift card and send it – this usually takes only a moment.`,
    reload: "Check again",
    cancelledOnline: (number: string) =>
      `The payment was cancelled: the gift card ${number} is not paid and not valid. You can buy a new one here.`,
    buy: "Buy gift card",
    bought: (number: string, amount: string) =>
      `Thank you! Your gift card ${number} for ${amount} is ordered.`,
    payBy: (amount: string, number: string) => `Please transfer ${amount} with the reference “${number}” to:`,
    issuedWhenPaid: "As soon as the payment has arrived, we activate the gift card and send it.",
    validity:
      "Valid for three years to the end of the year (§§ 195, 199 BGB), e.g. one bought in 2026 until 31 Dec 2029. No cash payout; any remainder stays on the card.",
    balanceHeading: "Check balance",
    code: "Gift card code",
    codeHint: "16 characters, e.g. 7K3M-Q9TA-2BXC-4DEF – upper or lower case.",
    check: "Show balance",
    balance: (code: string, left: string, of: string, until: string) =>
      `The gift card ${code} has ${left} left (of ${of}), valid until ${until}.`,
    redeem: "Redeem it at checkout in the field “Discount code or gift card”.",
  },
} as const;

export const exampleCode = formatVoucherCode("7K3MQ9TA2BXC4DEF");
