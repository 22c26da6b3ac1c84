import type { Page } from "@playwright/test";
import { TEST_ADDRESS } from "../../server/testing/address";
import { expect } from "./fixtures";

/**
 * An order through the API, as the checkout sends it: a guest's when the page has no session, the
 * customer's when it has one. `key` makes its idempotency key; the buyer's name and the quantity of
 * Efeutute can be chosen.
 */
export async function placeGuestOrder(
  page: Page,
  email: string,
  key: string,
  { firstName = "Vera", lastName = "Versand", quantity = 2 } = {},
) {
  await page.goto("/");
  const placed = await page.request.post("/api/orders", {
    headers: { origin: new URL(page.url()).origin },
    data: {
      items: [{ id: "pothos", quantity }],
      shipping: {
        firstName,
        lastName,
        email,
        ...TEST_ADDRESS,
      },
      idempotencyKey: `${key}-${Date.now()}`,
    },
  });
  expect(placed.status()).toBe(201);
  return (await placed.json()).order as { number: string; totalCents: number };
}
