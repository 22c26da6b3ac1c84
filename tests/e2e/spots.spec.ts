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
  await form.getByRole("button", { name: "Speichern", exact: true }).click();
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

test("a kept camera spot shows again when and how it was measured, the window and the seasons", async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  await signUpAndIn(page, "Jonas Licht", uniqueEmail("camera-spot"));
  const at = Date.UTC(2026, 10, 26, 11);
  await page.goto(
    `/plant-recommendations?light=low&confidence=0.85&lux=400&min=300&max=530&method=camera&path=reported&at=${at}&window=east&distance=near&obstruction=some&plz=10115`,
  );
  const level = await page.getByTestId("measured-light").textContent();
  const form = page.getByTestId("save-spot");
  await form.getByLabel("Platz speichern").fill("Küche, Ostfenster");
  await form.getByRole("button", { name: "Speichern", exact: true }).click();
  await expect(page.getByTestId("save-spot")).toContainText("Platz gespeichert.");

  await page.goto("/account?tab=spots");
  const details = page.getByTestId("spot").getByTestId("spot-details");
  await expect(details.getByTestId("spot-measured-at")).toHaveText("Gemessen am 26. November 2026 um 12:00");
  await expect(details).toContainText(
    "Mit der Kamera gemessen: Belichtungsdaten der Kamera und Bildhelligkeit",
  );
  await expect(details.getByTestId("spot-window")).toHaveText(
    "Osten · Weniger als 1 m · Häuser oder Bäume gegenüber · PLZ 10115",
  );
  await expect(details.getByTestId("spot-seasons")).toHaveText(
    /^Im Sommer \(21\. Juni\): \S.* mol\/m² · Im Winter \(21\. Dezember\): \S.* mol\/m²$/,
  );
  await expect(page.getByTestId("spot").getByTestId("spot-light")).toHaveText(level!);

  // Opened again, the camera's own reading and the window are judged again: the same verdict.
  await page.getByTestId("spot").getByRole("link", { name: "Empfehlungen ansehen" }).click();
  await expect(page).toHaveURL(/lux=400&min=300&max=530.*at=\d+.*window=east/);
  await expect(page.getByTestId("measured-light")).toHaveText(level!);
  expect(consoleErrors).toEqual([]);
});
