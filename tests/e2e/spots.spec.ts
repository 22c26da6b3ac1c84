import { signUpAndIn, uniqueEmail } from "./customer";
import { axeViolations, expect, test } from "./fixtures";

test("a signed-in customer keeps a spot and sees which of their plants suit it", async ({
  page,
  consoleErrors,
}) => {
  // Sign-up, sign-in and four pages: slow on a busy machine.
  test.setTimeout(90_000);
  await signUpAndIn(page, "Clara Winter", uniqueEmail("spots"));
  // Two saved plants: one for bright spots, one for shade.
  for (const id of ["fiddle-leaf-fig", "snake-plant"]) {
    const status = await page.evaluate(
      async (plant) => (await fetch(`/api/saved-plants/${plant}`, { method: "PUT" })).status,
      id,
    );
    expect(status).toBe(200);
  }

  await page.goto("/plant-recommendations?window=south&distance=near&shadow=sharp&plz=10115");
  await expect(page.getByTestId("measured-light")).toHaveText("Viel Licht");
  const form = page.getByTestId("save-spot");
  await form.getByLabel("Platz speichern").fill("Wohnzimmer, Südfenster");
  await form.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByTestId("save-spot")).toContainText("Platz gespeichert.");
  await page.getByRole("link", { name: "Zu deinen Plätzen" }).click();

  await expect(page).toHaveURL(/\/account\?tab=spots/);
  const spot = page.getByTestId("spot");
  await expect(spot).toHaveCount(1);
  await expect(spot.getByRole("heading", { name: "Wohnzimmer, Südfenster" })).toBeVisible();
  await expect(spot.getByTestId("spot-light")).toHaveText("Viel Licht");
  await expect(spot.locator('[data-fit="ideal"]')).toContainText("Geigenfeige – passt ideal");
  await expect(spot.locator('[data-fit="tolerates"]')).toContainText("Bogenhanf – kommt zurecht");
  expect(await axeViolations(page)).toEqual([]);

  await spot.getByRole("link", { name: "Empfehlungen ansehen" }).click();
  await expect(page).toHaveURL(/window=south&distance=near&shadow=sharp&plz=10115/);
  await expect(page.getByTestId("season-summer")).toBeVisible();

  await page.goto("/account?tab=spots");
  await page.getByRole("button", { name: "Platz „Wohnzimmer, Südfenster“ löschen" }).click();
  await expect(page.getByTestId("spots-empty")).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test("guests are asked to sign in to keep a spot", async ({ page }) => {
  await page.goto("/plant-recommendations?window=north&distance=far&shadow=faint");
  await expect(page.getByTestId("save-spot")).toContainText("Melde dich an, um diesen Platz zu speichern");
  await expect(page.getByRole("link", { name: "Melde dich an," })).toHaveAttribute(
    "href",
    /\/auth\?redirect=/,
  );
  // In English the sign-in keeps the language and comes back to the English results.
  await page.goto("/en/plant-recommendations?window=north&distance=far&shadow=faint");
  await expect(page.getByTestId("save-spot")).toContainText("Sign in to save this spot");
  await expect(page.getByTestId("save-spot").getByRole("link", { name: "Sign in" })).toHaveAttribute(
    "href",
    /^\/en\/auth\?redirect=%2Fen%2Fplant-recommendations/,
  );
});
