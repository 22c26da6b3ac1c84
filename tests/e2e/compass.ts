import type { Locator } from "@playwright/test";

/**
 * Presses the compass button and lets the device stream `heading` (iOS: webkitCompassHeading) for about
 * two seconds, as a phone's compass does. The page listens only once its permission request has been
 * answered (Chromium has DeviceOrientationEvent.requestPermission too): a single reading sent right after
 * the click could come before that and be missed, and the page would rightly say there is no compass.
 */
export async function readCompass(button: Locator, heading: number) {
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
