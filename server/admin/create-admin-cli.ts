// `npm run admin:create -- --email inhaberin@example.de`: the first admin (or one more). Prints the
// one-time link to set the password, which the invitation mail carries too. Stop a running shop on the
// embedded database first (it holds the data folder's lock).
import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { seedCatalog } from "../db/seed";
import { createServices } from "../services";
import { createAdmin } from "./create-admin";
import { INVITATION_VALID_HOURS } from "./invite";

// `--email` may repeat: several admins in one start-up (the end-to-end server makes twelve).
const emails = process.argv.flatMap((arg, i) =>
  arg === "--email" && process.argv[i + 1] ? [process.argv[i + 1]!] : [],
);
if (emails.length === 0) {
  console.error("Aufruf: npm run admin:create -- --email name@example.de");
  process.exit(1);
}

// Links start with PUBLIC_URL, else with the address PORT and HOST give (server/config.ts): run it with the
// shop's own settings, as the shop runs.
const config = loadConfig();
const database = await openDatabase(config.database);
try {
  await database.migrate();
  await seedCatalog(database.db);
  const services = createServices(config, database);
  for (const email of emails) {
    const result = await createAdmin(services, email);
    if (!result.ok) {
      console.error(result.message);
      process.exitCode = 1;
    } else {
      console.log(
        `${result.email} ist jetzt Inhaberin/Inhaber des Shops im Backoffice${result.created ? " (Konto neu angelegt)" : ""}.\n` +
          (result.setPasswordUrl
            ? `Einmaliger Link zum Festlegen des Passworts (${INVITATION_VALID_HOURS} Stunden gültig), auch per E-Mail verschickt:\n${result.setPasswordUrl}\n`
            : `Das Konto hat schon ein Passwort (vergessen: ${config.publicUrl}/auth?view=forgot).\n`) +
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
