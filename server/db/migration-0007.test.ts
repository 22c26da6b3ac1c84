import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { expect, it } from "vitest";
import { migrationsBefore } from "../testing/migrations";
import { MIGRATIONS_FOLDER } from "./client";

it("0007 numbers the orders a shop already has in the order they were placed, and stocks its plants", async () => {
  const client = await PGlite.create({ extensions: { pg_trgm } });
  const db = drizzle(client);
  await migrate(db, { migrationsFolder: migrationsBefore("0007_order_lifecycle") });
  await client.exec(`
    INSERT INTO plants (id, name, price_cents) VALUES ('alt', 'Alte Pflanze', 1000);
    INSERT INTO orders (email, first_name, last_name, address, city, postal_code, subtotal_cents,
      shipping_cents, total_cents, idempotency_key, created_at) VALUES
      ('b@example.de', 'B', 'B', 'Weg 2', 'Köln', '50667', 100, 0, 100, 'key-second-0000000', '2025-12-31 23:30+00'),
      ('a@example.de', 'A', 'A', 'Weg 1', 'Köln', '50667', 100, 0, 100, 'key-first-00000000', '2025-03-01 10:00+00');
  `);

  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  const before = await client.query<{ email: string; number: string }>(
    "SELECT email, number FROM orders ORDER BY created_at",
  );
  // The year is Berlin's: 23:30 UTC on New Year's Eve is already 2026 there.
  expect(before.rows).toEqual([
    { email: "a@example.de", number: "BW-2025-000001" },
    { email: "b@example.de", number: "BW-2026-000002" },
  ]);
  const next = await client.query<{ number: string }>(`
    INSERT INTO orders (email, first_name, last_name, address, city, postal_code, subtotal_cents,
      shipping_cents, total_cents, idempotency_key) VALUES
      ('c@example.de', 'C', 'C', 'Weg 3', 'Köln', '50667', 100, 0, 100, 'key-third-00000000')
    RETURNING number`);
  expect(next.rows[0]?.number).toMatch(/^BW-\d{4}-000003$/);
  const plant = await client.query<{ stock: number; published: boolean }>(
    "SELECT stock, published FROM plants WHERE id = 'alt'",
  );
  expect(plant.rows[0]).toEqual({ stock: 50, published: true });
  await client.close();
});
