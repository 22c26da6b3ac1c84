import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { expect, it } from "vitest";
import { migrationsBefore } from "../testing/migrations";
import { MIGRATIONS_FOLDER } from "./client";

it("0024 makes the administration owners and the old staff customer service; other roles are refused (#49 §3)", async () => {
  const client = await PGlite.create({ extensions: { pg_trgm } });
  const db = drizzle(client);
  await migrate(db, { migrationsFolder: migrationsBefore("0024_staff_roles") });
  await client.exec(`
    INSERT INTO users (id, name, email, role) VALUES
      ('a', 'Ada', 'ada@example.de', 'admin'),
      ('s', 'Sina', 'sina@example.de', 'staff'),
      ('k', 'Karla', 'karla@example.de', 'customer');
  `);
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  const roles = (await client.query<{ id: string; role: string }>("SELECT id, role FROM users ORDER BY id"))
    .rows;
  expect(roles).toEqual([
    { id: "a", role: "owner" },
    { id: "k", role: "customer" },
    { id: "s", role: "service" },
  ]);
  await expect(client.exec("UPDATE users SET role = 'admin' WHERE id = 'k'")).rejects.toThrow(
    /users_role_known/,
  );
  await client.close();
});
