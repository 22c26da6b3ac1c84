import { cameraCalls, recordCamera } from "./camera-recorder";
import { recommended } from "./camera-scenario";
import { axeViolations, expect, layoutShift, test, trackLayoutShift } from "./fixtures";
import { scanEntry } from "./scan-entry";

test.describe("camera denied", () => {
  test("shows Camera Access Required, the toast, and the description gives recommendations", async ({
    page,
    consoleErrors,
  }) => {
    await recordCamera(page, "NotAllowedError");
    await page.goto("/ai-finder");
    await expect(page.getByRole("heading", { name: "Camera Access Required" })).toBeVisible();
    await expect(
      page.getByText("Camera access denied. Please allow camera permissions to use AI Finder."),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to Shop" })).toHaveAttribute("href", "/shop");
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Try Again" }).click();
    await expect.poll(async () => (await cameraCalls(page)).length).toBe(2);
    await expect(page.getByRole("heading", { name: "Camera Access Required" })).toBeVisible();

    await page.getByRole("link", { name: "Platz beschreiben" }).click();
    const form = page.getByTestId("manual-spot");
    await expect(form.getByRole("heading", { name: "Beschreibe deinen Platz" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await form
      .getByRole("group", { name: /nächste Fenster/ })
      .getByText("Norden")
      .click();
    await form
      .getByRole("group", { name: /Wie weit/ })
      .getByText("Mehr als 2 m")
      .click();
    await form
      .getByRole("group", { name: /Hand-Schatten-Test/ })
      .getByText("Kaum zu sehen")
      .click();
    await form.getByRole("button", { name: "Empfehlungen anzeigen" }).click();
    await expect(page).toHaveURL(/\/plant-recommendations\?light=low&confidence=0\.6&lux=\d+&method=manual/);
    await expect(page.getByTestId("measured-method")).toHaveText(
      "Aus deiner Beschreibung des Platzes geschätzt",
    );
    await expect(page.getByTestId("recommendation").first()).toBeVisible();
    expect((await recommended(page)).slice(0, 2)).toEqual(["Bogenhanf", "Glücksfeder (ZZ-Pflanze)"]);
    expect(consoleErrors).toEqual([]);
  });

  test("the waiting screen keeps its place while the browser asks for the camera (no layout shift)", async ({
    page,
  }) => {
    await trackLayoutShift(page);
    await recordCamera(page, "NotAllowedError", 1000);
    await page.goto("/ai-finder");
    await expect(page.getByTestId("camera")).toHaveAttribute("data-state", "requesting");
    await expect(page.getByRole("heading", { name: "Camera Access Required" })).toBeVisible();
    expect(await layoutShift(page)).toBe(0);
  });

  test("a camera that fails to start says so", async ({ page }) => {
    await recordCamera(page, "NotReadableError");
    await page.goto("/ai-finder");
    await expect(page.getByText("Could not start camera feed")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Camera Access Required" })).toBeVisible();
  });

  test("the description works without JavaScript too", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/ai-finder?mode=manual");
    await page.getByText("Süden").click();
    await page.getByText("Weniger als 1 m").click();
    await page.getByText("Scharf umrissen").click();
    await page.getByRole("button", { name: "Empfehlungen anzeigen" }).click();
    await expect(page).toHaveURL(/window=south&distance=near&shadow=sharp/);
    await expect(page.getByTestId("measured-light")).toHaveText("Viel Licht");
    await context.close();
  });
});

test("close goes back one step, or home when the scan was opened directly", async ({ page }) => {
  await recordCamera(page, "NotAllowedError");
  await page.addInitScript(() => {
    localStorage.setItem("cookiePreferences", JSON.stringify({ functional: true }));
    localStorage.setItem("skipPlantTutorial", "true");
  });
  await page.goto("/ai-finder");
  await page.getByRole("button", { name: "Scan schließen" }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto("/shop");
  await scanEntry(page).click();
  await expect(page).toHaveURL(/\/ai-finder$/);
  await page.getByRole("button", { name: "Scan schließen" }).click();
  await expect(page).toHaveURL(/\/shop$/);
});
