import type { Page } from "@playwright/test";

/**
 * Records every getUserMedia call (its constraints and the stream it returned) in window.__camera, so a
 * test can check the constraints and that the camera is switched off again. With `reject`, every call
 * fails with that DOMException name instead (e.g. "NotAllowedError": the visitor denied the camera);
 * `delayMs` holds each answer back, as a permission prompt does.
 */
export async function recordCamera(page: Page, reject?: string, delayMs = 0) {
  await page.addInitScript(
    ([rejectWith, delay]) => {
      const calls: { constraints: MediaStreamConstraints; stream?: MediaStream }[] = [];
      (window as unknown as { __camera: typeof calls }).__camera = calls;
      const devices = navigator.mediaDevices;
      if (!devices) return;
      const original = devices.getUserMedia.bind(devices);
      devices.getUserMedia = async (constraints?: MediaStreamConstraints) => {
        const call: (typeof calls)[number] = { constraints: constraints ?? {} };
        calls.push(call);
        // A browser's permission prompt takes a while to be answered.
        if (delay) await new Promise((r) => setTimeout(r, delay));
        if (rejectWith) throw new DOMException("Permission denied", rejectWith);
        call.stream = await original(constraints);
        return call.stream;
      };
    },
    [reject ?? null, delayMs] as const,
  );
}

export const cameraCalls = (page: Page) =>
  page.evaluate(() => {
    const calls =
      (window as unknown as { __camera?: { constraints: unknown; stream?: MediaStream }[] }).__camera ?? [];
    return calls.map((c) => ({
      constraints: c.constraints,
      tracks: c.stream?.getTracks().map((t) => ({ kind: t.kind, state: t.readyState })) ?? [],
    }));
  });
