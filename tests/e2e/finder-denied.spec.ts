import { cameraCalls, recordCamera } from "./camera-recorder";
import { recommended } from "./camera-scenario";
import { allowMotionSensors, readCompass } from "./compass";
import { axeViolations, expect, layoutShift, test, trackLayoutShift } from "./fixtures";
import { scanEntry } from "./scan-entry";

test.describe("camera denied", () => {
  test("shows Kamerazugriff erforderlich (Camera Access Required), the toast, and the description gives recommendations", {
    tag: "@phone",
  }, async ({ page, consoleErrors }) => {
    await recordCamera(page, "NotAllowedError");
    await page.goto("/ai-finder");
    await expect(page.getByRole("heading", { name: "Kamerazugriff erforderlich" })).toBeVisible();
    await expect(
      page.getByText(
        "Kein Zugriff auf die Kamera. Bitte erlaube den Kamerazugriff, um Blattwerk Scan zu nutzen.",
      ),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Zurück zum Shop" })).toHaveAttribute("href", "/shop");
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Erneut versuchen" }).click();
    await expect.poll(async () => (await cameraCalls(page)).length).toBe(2);
    await expect(page.getByRole("heading", { name: "Kamerazugriff erforderlich" })).toBeVisible();

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
    await expect(page).toHaveURL(/\/plant-recommendations\?window=north&distance=far&shadow=faint/);
    await expect(page.getByTestId("measured-confidence")).toHaveText("Sicherheit 60 %");
    await expect(page.getByTestId("measured-method")).toHaveText(
      "Aus deiner Beschreibung des Platzes geschätzt",
    );
    await expect(page.getByTestId("recommendation").first()).toBeVisible();
    expect((await recommended(page)).slice(0, 2)).toEqual(["Bogenhanf", "Glücksfeder (ZZ-Pflanze)"]);
    expect(consoleErrors).toEqual([]);
  });

  test("in English at /en/ai-finder: the spec's texts, and the description stays English", async ({
    page,
    consoleErrors,
  }) => {
    await recordCamera(page, "NotAllowedError");
    await page.goto("/en/ai-finder");
    await expect(page.getByRole("heading", { name: "Camera Access Required" })).toBeVisible();
    await expect(
      page.getByText("Camera access denied. Please allow camera permissions to use AI Finder."),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to Shop" })).toHaveAttribute("href", "/en/shop");
    await page.getByRole("button", { name: "Try Again" }).click();
    await expect.poll(async () => (await cameraCalls(page)).length).toBe(2);
    await expect(page.getByRole("heading", { name: "Camera Access Required" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("link", { name: "Describe your spot" }).click();
    await expect(page).toHaveURL(/\/en\/ai-finder\?mode=manual$/);
    const form = page.getByTestId("manual-spot");
    await expect(form.getByRole("heading", { name: "Describe your spot" })).toBeVisible();
    await form
      .getByRole("group", { name: /nearest window/ })
      .getByText("North")
      .click();
    await form
      .getByRole("group", { name: /How far/ })
      .getByText("More than 2 m")
      .click();
    await form
      .getByRole("group", { name: /Hand shadow test/ })
      .getByText("Barely visible")
      .click();
    await form.getByRole("button", { name: "Show recommendations" }).click();
    await expect(page).toHaveURL(/\/en\/plant-recommendations\?window=north&distance=far&shadow=faint/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Plant recommendations");
    await expect(page.getByTestId("measured-confidence")).toHaveText("Confidence 60%");
    await expect(page.getByTestId("measured-method")).toHaveText(
      "Estimated from your description of the spot",
    );
    await expect(page.getByTestId("recommendation").first()).toBeVisible();
    await expect(page.getByTestId("recommendation-reason").first()).toHaveText(
      "Why it fits: Copes with little light – ideal for your spot",
    );
    expect(consoleErrors).toEqual([]);
  });

  test("the waiting screen keeps its place while the browser asks for the camera (no layout shift)", async ({
    page,
  }) => {
    await trackLayoutShift(page);
    await recordCamera(page, "NotAllowedError", 1000);
    await page.goto("/ai-finder");
    await expect(page.getByTestId("camera")).toHaveAttribute("data-state", "requesting");
    await expect(page.getByRole("heading", { name: "Kamerazugriff erforderlich" })).toBeVisible();
    expect(await layoutShift(page)).toBe(0);
  });

  test("with no camera at all it says so and offers the description, not browser permissions", async ({
    page,
    consoleErrors,
  }) => {
    await recordCamera(page, "NotFoundError");
    await page.goto("/ai-finder");
    await expect(page.getByRole("heading", { name: "Keine Kamera gefunden" })).toBeVisible();
    await expect(page.getByText(/Auf diesem Gerät steht keine Kamera zur Verfügung/)).toBeVisible();
    await expect(page.getByText(/Einstellungen deines Browsers/)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Erneut versuchen" })).toHaveCount(0);
    await expect(
      page.getByText(
        "Kein Zugriff auf die Kamera. Bitte erlaube den Kamerazugriff, um Blattwerk Scan zu nutzen.",
      ),
    ).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "Platz beschreiben" }).click();
    await expect(page.getByTestId("manual-spot")).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test("a camera that fails to start says so", async ({ page }) => {
    await recordCamera(page, "NotReadableError");
    await page.goto("/ai-finder");
    await expect(page.getByText("Die Kamera konnte nicht gestartet werden")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Kamerazugriff erforderlich" })).toBeVisible();
    await page.goto("/en/ai-finder");
    await expect(page.getByText("Could not start camera feed")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Camera Access Required" })).toBeVisible();
  });

  test("the description works without JavaScript too", async ({ newContext }) => {
    const context = await newContext({ javaScriptEnabled: false });
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

  test("window, buildings opposite and postal code give summer and winter light", async ({ page }) => {
    await page.goto("/ai-finder?mode=manual");
    const form = page.getByTestId("manual-spot");
    await form
      .getByRole("group", { name: /nächste Fenster/ })
      .getByText("Norden")
      .click();
    await form
      .getByRole("group", { name: /Wie weit/ })
      .getByText("1 bis 2 m")
      .click();
    await form
      .getByRole("group", { name: /vor dem Fenster/ })
      .getByText("Häuser oder Bäume gegenüber")
      .click();
    await form.getByLabel("Deine Postleitzahl (freiwillig)").fill("24103");
    await form
      .getByRole("group", { name: /Hand-Schatten-Test/ })
      .getByText("Weich, mit unscharfen Rändern")
      .click();
    await form.getByRole("button", { name: "Empfehlungen anzeigen" }).click();
    await expect(page).toHaveURL(/obstruction=some&shadow=soft&plz=24103/);
    const summer = page.getByTestId("season-summer");
    const winter = page.getByTestId("season-winter");
    await expect(summer).toContainText("Im Sommer (21. Juni)");
    await expect(summer).toContainText(/ca\. [\d.]+ lx am Tag · \d+,\d mol\/m² pro Tag/);
    await expect(winter).toContainText("Im Winter (21. Dezember)");
    await expect(winter).toContainText("Wenig Licht");
    const dli = async (el: typeof summer) =>
      Number((await el.textContent())!.match(/(\d+,\d) mol/)![1]!.replace(",", "."));
    expect(await dli(summer)).toBeGreaterThan(await dli(winter));
    expect(await axeViolations(page)).toEqual([]);
  });

  test("the compass sets the window direction (iOS: webkitCompassHeading)", async ({ page }) => {
    await page.goto("/ai-finder?mode=manual");
    const form = page.getByTestId("manual-spot");
    await readCompass(form.getByRole("button", { name: "Mit dem Kompass bestimmen" }), 172);
    await expect(page.getByTestId("compass-status")).toHaveText("Dein Fenster zeigt nach 172° (Süden).");
    await expect(form.getByRole("radio", { name: "Süden" })).toBeChecked();
    await form
      .getByRole("group", { name: /Wie weit/ })
      .getByText("Weniger als 1 m")
      .click();
    await form
      .getByRole("group", { name: /Hand-Schatten-Test/ })
      .getByText("Scharf umrissen")
      .click();
    await form.getByRole("button", { name: "Empfehlungen anzeigen" }).click();
    await expect(page).toHaveURL(/window=south.*azimuth=172/);
    await expect(page.getByTestId("measured-light")).toHaveText("Viel Licht");
  });

  test("a compass that never answers says so", async ({ page }) => {
    await allowMotionSensors(page);
    await page.goto("/ai-finder?mode=manual");
    await page.getByRole("button", { name: "Mit dem Kompass bestimmen" }).click();
    await expect(page.getByTestId("compass-status")).toHaveText(
      "Dieses Gerät hat keinen Kompass – wähle die Richtung bitte selbst.",
    );
  });

  test("motion sensors not allowed: says so, and the direction can still be chosen", async ({ page }) => {
    // iOS asks; the customer taps "Don't allow".
    await page.addInitScript(() => {
      Object.assign(DeviceOrientationEvent, { requestPermission: () => Promise.resolve("denied") });
    });
    await page.goto("/ai-finder?mode=manual");
    const form = page.getByTestId("manual-spot");
    await form.getByRole("button", { name: "Mit dem Kompass bestimmen" }).click();
    await expect(page.getByTestId("compass-status")).toHaveText(
      "Ohne Zugriff auf die Bewegungssensoren geht es nicht – wähle die Richtung bitte selbst.",
    );
    await form.getByText("Norden", { exact: true }).click();
    await expect(form.getByRole("radio", { name: "Norden" })).toBeChecked();
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

  // The English scan closes to the English home page.
  await page.goto("/en/ai-finder");
  await page.getByRole("button", { name: "Close scan" }).click();
  await expect(page).toHaveURL(/\/en$/);
});
