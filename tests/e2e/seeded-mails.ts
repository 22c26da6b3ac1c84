// What tests/e2e/seed-failed-mails.ts puts into the e2e server's outbox, for the specs to find. Kept apart
// from the seed script: importing that one would run it (with Playwright's own arguments).

/** The recipient of the failed sign-in mail seeded for a Playwright project ("desktop", "mobile"). */
export const FAILED_MAIL_TO = (project: string) => `e2e-mails-failed-${project}@example.de`;
/** The token in that mail's text: the back office must never show it. */
export const FAILED_MAIL_TOKEN = "e2e-geheimes-token";
