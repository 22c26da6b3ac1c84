// Test setup for the end-to-end tests: guest orders placed with the addresses the account tests sign
// up with (one per Playwright project). Once the address is confirmed they show in the account, and
// they make the review of the Monstera a "verifizierter Kauf". Usage: tsx tests/e2e/seed-orders.ts DATA_DIR
import { prepareDatabase } from "../../server/boot";
import { orderItems, orders } from "../../server/db/schema";
import { seedBooks } from "./seed-books";

export const E2E_ORDER_EMAIL = (project: string) => `e2e-orders-${project}@example.de`;

const dataDir = process.argv[2];
if (dataDir) {
  const database = await prepareDatabase({ database: { dataDir } });
  for (const project of ["desktop", "mobile"]) {
    const [order] = await database.db
      .insert(orders)
      .values({
        email: E2E_ORDER_EMAIL(project),
        firstName: "Erika",
        lastName: "Ende",
        address: "Pflanzenweg 5",
        city: "Aachen",
        postalCode: "52062",
        subtotalCents: 2 * 2999 + 1899,
        shippingCents: 0,
        totalCents: 2 * 2999 + 1899,
        status: "completed",
        idempotencyKey: `e2e-seed-${project}`,
        createdAt: new Date("2026-03-02T09:30:00Z"),
      })
      .onConflictDoNothing()
      .returning();
    if (!order) continue;
    await database.db.insert(orderItems).values([
      {
        orderId: order.id,
        plantId: "monstera-deliciosa",
        name: "Monstera Deliciosa",
        quantity: 2,
        priceCents: 2999,
        imageUrl: "/plants/monstera-deliciosa.svg",
        size: "large",
      },
      {
        orderId: order.id,
        plantId: "pothos",
        name: "Efeutute",
        quantity: 1,
        priceCents: 1899,
        imageUrl: "/plants/pothos.svg",
      },
    ]);
  }
  // A month of books for tests/e2e/admin-books.spec.ts.
  await seedBooks(database.db);
  await database.close();
}
