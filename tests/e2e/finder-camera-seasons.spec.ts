import { readCompass } from "./compass";
import { axeViolations, expect, test } from "./fixtures";

/** Noon (11:00 UTC) of today: the sun is up in Germany whatever the season, so the reading is daylight. */
const noon = () => {
  const d = new Date();
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), 11);
};
const cameraResult = (at: number) =>
  `/plant-recommendations?light=low&confidence=0.7&lux=400&min=300&max=530&method=camera&path=reported&note=assumed-aperture&at=${at}`;

const dli = (text: string | null) => Number(text!.match(/(\d+,\d) mol/)![1]!.replace(",", "."));

test.describe("summer and winter beside a camera measurement", () => {
  test("the window, buildings opposite and postal code give both seasons, scaled to the reading", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(cameraResult(noon()));
    await expect(page.getByTestId("seasons")).toHaveCount(0);
    const details = page.getByTestId("window-form");
    await details.getByText("Wie hell ist es hier im Sommer und im Winter?").click();
    await details
      .getByRole("group", { name: /nächste Fenster/ })
      .getByText("Süden")
      .click();
    await details
      .getByRole("group", { name: /vor dem Fenster/ })
      .getByText("Häuser oder Bäume gegenüber")
      .click();
    await details.getByLabel("Deine Postleitzahl (freiwillig)").fill("80331");
    await details.getByRole("button", { name: "Sommer und Winter berechnen" }).click();

    // The measurement is kept as it was; the window is added to the URL.
    await expect(page).toHaveURL(/lux=400&.*at=\d+.*window=south.*obstruction=some.*plz=80331/);
    await expect(page.getByTestId("measured-light")).toHaveText("Wenig Licht");
    // Reading and window are weighed together: the value moves a little towards the model's.
    await expect(page.getByTestId("measured-lux")).toHaveText(/^ca\. \d+ lx$/);
    await expect(page.getByTestId("measured-basis")).toHaveText(
      "Messung und deine Angaben zum Fenster sind zusammen gewertet.",
    );
    const summer = page.getByTestId("season-summer");
    const winter = page.getByTestId("season-winter");
    await expect(summer).toContainText("Im Sommer (21. Juni)");
    await expect(summer).toContainText(/ca\. [\d.]+ lx am Tag · \d+,\d mol\/m² pro Tag/);
    await expect(winter).toContainText("Im Winter (21. Dezember)");
    expect(dli(await summer.textContent())).toBeGreaterThan(dli(await winter.textContent()));
    await expect(page.getByTestId("seasons-basis")).toHaveText(/^Gemessen ist nur der Wert von eben\./);
    // The form now offers to change what was said, and keeps it.
    await page.getByText("Angaben zum Fenster ändern").click();
    await expect(details.getByRole("radio", { name: "Süden" })).toBeChecked();
    await expect(details.getByLabel("Deine Postleitzahl (freiwillig)")).toHaveValue("80331");
    expect(await axeViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test("a darker reading at the same window gives darker seasons", async ({ page }) => {
    const at = noon();
    const seasonDli = async (lux: number) => {
      await page.goto(
        cameraResult(at).replace("lux=400&min=300&max=530", `lux=${lux}&min=${lux * 0.75}&max=${lux * 1.3}`) +
          "&window=east",
      );
      return dli(await page.getByTestId("season-summer").textContent());
    };
    const bright = await seasonDli(800);
    const dark = await seasonDli(200);
    expect(dark).toBeLessThan(bright / 2);
  });

  test("measured after dark, the seasons come from the model alone and say so", async ({ page }) => {
    const d = new Date();
    const midnight = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), 0);
    await page.goto(`${cameraResult(midnight)}&window=north`);
    await expect(page.getByTestId("seasons-basis")).toHaveText(/allein aus dem Tageslichtmodell/);
  });

  test("the compass sets the window of a camera result", async ({ page }) => {
    await page.goto(cameraResult(noon()));
    const details = page.getByTestId("window-form");
    await details.getByText("Wie hell ist es hier im Sommer und im Winter?").click();
    await readCompass(details.getByRole("button", { name: "Mit dem Kompass bestimmen" }), 262);
    await expect(details.getByRole("radio", { name: "Westen" })).toBeChecked();
    await details.getByRole("button", { name: "Sommer und Winter berechnen" }).click();
    await expect(page).toHaveURL(/window=west.*azimuth=262/);
    await expect(page.getByTestId("season-winter")).toBeVisible();
  });
});
