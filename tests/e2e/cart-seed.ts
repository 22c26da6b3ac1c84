import type { Page } from "@playwright/test";

/** A cart line as the shop stores it in localStorage ("cart"). */
export type StoredLine = {
  id: string;
  name: string;
  priceCents: number;
  imageUrl: string;
  size: string;
  quantity: number;
};

export const POTHOS: StoredLine = {
  id: "pothos",
  name: "Efeutute",
  priceCents: 1899,
  imageUrl: "/plants/pothos.svg",
  size: "small",
  quantity: 1,
};

export const PEACE_LILY: StoredLine = {
  id: "peace-lily",
  name: "Einblatt (Friedenslilie)",
  priceCents: 2499,
  imageUrl: "/plants/peace-lily.svg",
  size: "medium",
  quantity: 1,
};

/** Puts lines into the stored cart before any page script runs. */
export async function seedCart(page: Page, lines: StoredLine[]) {
  await page.addInitScript((json) => {
    // Only on the first page load: later navigations must see what the app itself stored.
    if (!sessionStorage.getItem("e2e-seeded")) {
      localStorage.setItem("cart", json);
      sessionStorage.setItem("e2e-seeded", "1");
    }
  }, JSON.stringify(lines));
}
