import type { Page } from "@playwright/test";
import { cameraCalls, recordCamera } from "./camera-recorder";
import { expect, test } from "./fixtures";

/** Names of the recommended plants, in order. */
export const recommended = (page: Page) =>
  page.getByTestId("recommendation").getByRole("heading", { level: 3 }).allTextContents();

/**
 * The moment the browser measures: 26 November 2026, 12:00 in Germany. The verdict weighs a reading by
 * the daylight of its moment (and calls a reading after sunset night), so the clock is fixed by day.
 */
export const DAYTIME = Date.UTC(2026, 10, 26, 11);

export interface Spot {
  light: "low" | "medium" | "high";
  label: string;
  /** The first plants listed; empty for a spot too dark for any houseplant. */
  first: readonly string[];
  /** How the lux reads: only as precise as measured. */
  lux: RegExp;
  /** The reason for doubt or the out-of-range note, if one must show. */
  note?: string;
}

/**
 * A real measurement in Chromium whose fake camera films a generated video (see fake-camera.ts). Launch
 * options are per worker and cannot be set in a describe block, so each spot has its own spec file.
 */
export function cameraScenario(spot: Spot) {
  test(`measures ${spot.light} light on the device and ranks ${spot.first[0] ?? "no plant"} first`, async ({
    page,
    consoleErrors,
  }) => {
    // Generating, filming and measuring several frames is slow on a busy machine.
    test.setTimeout(60_000);
    await recordCamera(page);
    await page.clock.setFixedTime(DAYTIME);
    // Every request the page makes: none may carry image data (no body at all, no long URL).
    const requests: { method: string; url: string; body: number }[] = [];
    page.on("request", (r) =>
      requests.push({ method: r.method(), url: r.url(), body: r.postDataBuffer()?.length ?? 0 }),
    );
    await page.goto("/ai-finder");
    const camera = page.getByTestId("camera");
    await expect(camera).toHaveAttribute("data-state", "active", { timeout: 15_000 });
    const [call] = await cameraCalls(page);
    expect(call!.constraints).toEqual({
      audio: false,
      video: {
        facingMode: "environment",
        width: { ideal: 1920 },
        height: { ideal: 1080 },
        frameRate: { ideal: 30 },
      },
    });

    const confirmed = Date.now();
    await page.getByRole("button", { name: "Position bestätigen" }).click();
    await expect(camera).toHaveAttribute("data-state", "processing");
    await expect(camera.getByRole("status")).toHaveText("Licht wird gemessen …");
    await expect(page).toHaveURL(
      new RegExp(
        `/plant-recommendations\\?light=${spot.light}&confidence=0\\.\\d+&lux=\\d+.*&method=camera&path=estimated`,
      ),
      { timeout: 10_000 },
    );
    expect(Date.now() - confirmed).toBeGreaterThanOrEqual(1400);
    // The stream is stopped; the image never left the device: only GETs without a body, short URLs
    // of numbers and levels, and no image-like data anywhere.
    expect((await cameraCalls(page))[0]!.tracks).toEqual([{ kind: "video", state: "ended" }]);
    expect(requests.length).toBeGreaterThan(0);
    for (const r of requests) {
      expect(r.method).toBe("GET");
      expect(r.body).toBe(0);
      expect(r.url.length).toBeLessThan(400);
      expect(r.url).not.toMatch(/data:|base64|blob:|[A-Za-z0-9+/=]{120}/);
    }

    await expect(page.getByTestId("measured-light")).toHaveText(spot.label);
    await expect(page.getByTestId("measured-lux")).toHaveText(spot.lux);
    await expect(page.getByTestId("measured-confidence")).toHaveText(/^Sicherheit \d+ %$/);
    await expect(page.getByTestId("measured-method")).toHaveText(
      "Mit der Kamera geschätzt: Bildrauschen, Bildrate und Helligkeit – deine Kamera nennt ihre Belichtung nicht",
    );
    if (spot.note) await expect(page.getByTestId("measured-unsure")).toHaveText(spot.note);
    // The moment of measuring travels along: summer and winter for the spot are offered beside it.
    expect(page.url()).toMatch(/&at=\d{13}/);
    await expect(page.getByTestId("window-form")).toContainText(
      "Wie hell ist es hier im Sommer und im Winter?",
    );
    const listed = async () => {
      if (spot.first.length === 0) {
        // Too dark: the page says so, suggests a brighter spot or a lamp, and lists no plant.
        await expect(page.getByTestId("too-dark")).toContainText("Pflanzenlampe");
        await expect(page.getByTestId("recommendations-empty")).toBeVisible({ timeout: 10_000 });
        await expect(page.getByTestId("recommendation")).toHaveCount(0);
        return;
      }
      await expect(page.getByTestId("recommendation").first()).toBeVisible({ timeout: 10_000 });
      expect((await recommended(page)).slice(0, 2)).toEqual(spot.first);
      await expect(page.getByTestId("recommendation-reason").first()).not.toBeEmpty();
    };
    await listed();

    // The result lives in the URL: a reload shows the same ranking.
    await page.reload();
    await listed();
    expect(consoleErrors).toEqual([]);
  });
}

/** Measures with the fake camera at `time` (epoch ms) and waits for the results page. */
export async function measureAt(page: Page, time: number) {
  await recordCamera(page);
  await page.clock.setFixedTime(time);
  await page.goto("/ai-finder");
  const camera = page.getByTestId("camera");
  await expect(camera).toHaveAttribute("data-state", "active", { timeout: 15_000 });
  await page.getByRole("button", { name: "Position bestätigen" }).click();
  await expect(page).toHaveURL(/\/plant-recommendations\?.*method=camera/, { timeout: 10_000 });
}

/** Says on the results page where the window is: direction, distance, what stands in front of it. */
export async function describeWindow(
  page: Page,
  window: { direction: string; distance: string; obstruction: string },
) {
  const details = page.getByTestId("window-form");
  await details.locator("summary").click();
  await details
    .getByRole("group", { name: /nächste Fenster/ })
    .getByText(window.direction)
    .click();
  await details
    .getByRole("group", { name: /Wie weit/ })
    .getByText(window.distance)
    .click();
  await details
    .getByRole("group", { name: /vor dem Fenster/ })
    .getByText(window.obstruction)
    .click();
  await details.getByRole("button", { name: "Sommer und Winter berechnen" }).click();
  await expect(page).toHaveURL(/window=/);
}
