// Test setup: one failed sign-in mail per Playwright project, as the outbox leaves it after its last
// attempt, before the server starts (it holds the embedded database's lock while it runs). The text
// carries a token the back office must never show. Usage: tsx tests/e2e/seed-failed-mails.ts DATA_DIR
import { prepareDatabase } from "../../server/boot";
import { mailOutbox } from "../../server/db/schema";
import { FAILED_MAIL_TO, FAILED_MAIL_TOKEN } from "./seeded-mails";

const dataDir = process.argv[2];
if (dataDir) {
  const database = await prepareDatabase({ database: { dataDir } });
  await database.db.insert(mailOutbox).values(
    ["desktop", "mobile"].map((project) => ({
      kind: "verify-email",
      recipient: FAILED_MAIL_TO(project),
      subject: "Bestätige deine E-Mail-Adresse für Blattwerk",
      text: `Bitte bestätige: http://127.0.0.1/api/auth/verify-email?token=${FAILED_MAIL_TOKEN}`,
      status: "failed" as const,
      attempts: 8,
      lastError: "connect ECONNREFUSED 127.0.0.1:2525",
    })),
  );
  await database.close();
}
