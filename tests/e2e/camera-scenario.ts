import type { Page } from "@playwright/test";
import { cameraCalls, recordCamera } from "./camera-recorder";
import { expect, test } from "./fixtures";

/** Names of the recommended plants, in order. */
export const recommended = (page: Page) =>
  page.getByTestId("recommendation").getByRole("heading", { level: 3 }).allTextContents();

export interface Spot {
  light: "low" | "medium" | "high";
  label: string;
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
  test(`measures ${spot.light} light on the device and ranks ${spot.first[0]} first`, async ({
    page,
    consoleErrors,
  }) => {
    // Generating, filming and measuring several frames is slow on a busy machine.
    test.setTimeout(60_000);
    await recordCamera(page);
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
    await expect(camera.getByRole("status")).toHaveText("KI-Analyse läuft …");
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
    await expect(page.getByTestId("recommendation").first()).toBeVisible({ timeout: 10_000 });
    expect((await recommended(page)).slice(0, 2)).toEqual(spot.first);
    await expect(page.getByTestId("recommendation-reason").first()).not.toBeEmpty();

    // The result lives in the URL: a reload shows the same ranking.
    await page.reload();
    await expect(page.getByTestId("recommendation").first()).toBeVisible({ timeout: 10_000 });
    expect((await recommended(page)).slice(0, 2)).toEqual(spot.first);
    expect(consoleErrors).toEqual([]);
  });
}
