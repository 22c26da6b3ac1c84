import { expect, test, waitForHydration } from "./fixtures";

/**
 * Anonymous pages come from the shared page cache after their first render (server/http/page-cache.ts).
 * Each copy must carry the nonce of its own response, or the browser refuses React Router's inline
 * scripts and the page never hydrates.
 */
test("a page served from the shared cache hydrates under its own nonce and works", async ({
  page,
  consoleErrors,
}) => {
  await page.request.get("/support");
  const res = await page.goto("/support");
  expect(res?.headers().age).toMatch(/^\d+$/);
  const nonce = res?.headers()["content-security-policy"]?.match(/'nonce-([^']+)'/)?.[1];
  expect(await res!.text()).toContain(`nonce="${nonce}"`);
  await waitForHydration(page);
  // A client-side navigation: only a hydrated page does this without a document request.
  let documents = 0;
  page.on("request", (r) => {
    if (r.resourceType() === "document") documents++;
  });
  await page.getByRole("contentinfo").getByRole("link", { name: "Über uns" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(documents).toBe(0);
  expect(consoleErrors).toEqual([]);
});
