import type { Locator, Page } from "@playwright/test";

/**
 * A phone whose motion sensors the customer has allowed. The full Chromium grants them unasked; its
 * headless shell answers DeviceOrientationEvent.requestPermission() with "prompt", which the page rightly
 * takes as no permission.
 */
export async function allowMotionSensors(page: Page) {
  await page.context().grantPermissions(["accelerometer", "gyroscope", "magnetometer"]);
}

/**
 * Presses the compass button and lets the device stream `heading` (iOS: webkitCompassHeading) for about
 * two seconds, as a phone's compass does. The page listens only once its permission request has been
 * answered (Chromium has DeviceOrientationEvent.requestPermission too): a single reading sent right after
 * the click could come before that and be missed, and the page would rightly say there is no compass.
 */
export async function readCompass(button: Locator, heading: number) {
  await allowMotionSensors(button.page());
  await button.click();
  await button.page().evaluate(
    (deg) =>
      new Promise<void>((resolve) => {
        let n = 0;
        const timer = setInterval(() => {
          const e = new Event("deviceorientation") as Event & { webkitCompassHeading?: number };
          e.webkitCompassHeading = deg;
          window.dispatchEvent(e);
          if (++n === 100) {
            clearInterval(timer);
            resolve();
          }
        }, 20);
      }),
    heading,
  );
}
