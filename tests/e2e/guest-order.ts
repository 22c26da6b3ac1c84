import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** A guest's order through the API, as the checkout sends it (no session: it is nobody's account order). */
export async function placeGuestOrder(page: Page, email: string, key: string) {
  await page.goto("/");
  const placed = await page.request.post("/api/orders", {
    headers: { origin: new URL(page.url()).origin },
    data: {
      items: [{ id: "pothos", quantity: 2 }],
      shipping: {
        firstName: "Vera",
        lastName: "Versand",
        email,
        address: "Gartenweg 3",
        city: "Aachen",
        postalCode: "52062",
        country: "DE",
      },
      idempotencyKey: `${key}-${Date.now()}`,
    },
  });
  expect(placed.status()).toBe(201);
  return (await placed.json()).order as { number: string; totalCents: number };
}
