// `npm run admin:create -- --email inhaberin@example.de`: the first admin (or one more). Prints where the
// one-time link to set the password went. Stop a running shop on the embedded database first (it holds
// the data folder's lock).
import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { seedCatalog } from "../db/seed";
import type { OutboxMail } from "../mail/outbox";
import { createServices } from "../services";
import { createAdmin } from "./create-admin";

// `--email` may repeat: several admins in one start-up (the end-to-end server makes twelve).
const emails = process.argv.flatMap((arg, i) =>
  arg === "--email" && process.argv[i + 1] ? [process.argv[i + 1]!] : [],
);
if (emails.length === 0) {
  console.error("Aufruf: npm run admin:create -- --email name@example.de");
  process.exit(1);
}

// The operator on this machine is no brute-force attacker: the sign-in limit (per window, per address)
// would refuse the links of a longer --email list.
const config = loadConfig({ ...process.env, AUTH_RATE_LIMIT_MAX: "1000" });
const database = await openDatabase(config.database);
let link: string | undefined;
try {
  await database.migrate();
  await seedCatalog(database.db);
  const services = createServices(config, database);
  // Show the link here too: on a fresh machine without SMTP nobody reads the mail folder yet.
  const send = services.outbox.send.bind(services.outbox);
  services.outbox.send = (mail: OutboxMail) => {
    link ??= mail.text.match(/https?:\/\/\S+reset-password\S*/)?.[0];
    // The operator asked for it on this machine: no stranger's request, no recipient limit.
    return send({ ...mail, unsolicited: false });
  };
  for (const email of emails) {
    link = undefined;
    const result = await createAdmin(services, email);
    if (!result.ok) {
      console.error(result.message);
      process.exitCode = 1;
    } else {
      console.log(
        `${result.email} ist jetzt Administrator${result.created ? " (Konto neu angelegt)" : ""}.\n` +
          `Einmaliger Link zum Festlegen des Passworts (1 Stunde gültig), auch per E-Mail verschickt:\n${link ?? "(siehe E-Mail)"}\n` +
          `Danach unter ${config.publicUrl}/auth anmelden und ${config.publicUrl}/admin öffnen.`,
      );
    }
  }
} catch (err) {
  console.error(`Anlegen fehlgeschlagen: ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
