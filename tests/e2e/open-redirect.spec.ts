import { PASSWORD, signUp, uniqueEmail } from "./customer";
import { expect, test } from "./fixtures";

/**
 * #29: /auth?redirect=… is kept in localStorage and followed after sign-in. Chromium's URL parser drops
 * tab, LF and CR and reads "\" as "/": each of these once sent a signed-in customer to evil.example.
 * Every variant, in the real browser, must end on our own origin.
 */
const VARIANTS = [
  "/%09/evil.example/phish",
  "/%0A/evil.example/phish",
  "/%0D%0A/evil.example/phish",
  "/%09%5Cevil.example/phish",
  "/%5C%09evil.example/phish",
  "//evil.example/phish",
  "/.//evil.example/phish",
  "https://evil.example/phish",
];

test("no redirect parameter leads off the site after sign-in @desktop", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL as string).origin;
  // Should the browser ever be sent there, it arrives at a page that says so instead of a DNS error.
  await context.route(
    (url) => url.hostname === "evil.example",
    (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<h1>phished</h1>" }),
  );
  const email = uniqueEmail("redirect");
  await page.goto("/auth");
  await signUp(page, "Rita Umleitung", email);

  for (const variant of VARIANTS) {
    await context.clearCookies();
    await page.goto(`/auth?redirect=${variant}`);
    await page.getByLabel("E-Mail-Adresse").fill(email);
    await page.getByLabel("Passwort").fill(PASSWORD);
    await page.getByRole("button", { name: "Anmelden", exact: true }).click();
    // Signed in, the form leaves /auth: for the saved route, or home when there is none.
    await expect(page, variant).not.toHaveURL(/\/auth(\?|$)/);
    await page.waitForLoadState("load");
    expect(new URL(page.url()).origin, variant).toBe(origin);
    await expect(page.getByText("phished"), variant).toHaveCount(0);
  }

  // A legitimate route still comes back.
  await context.clearCookies();
  await page.goto("/auth?redirect=%2Faccount");
  await page.getByLabel("E-Mail-Adresse").fill(email);
  await page.getByLabel("Passwort").fill(PASSWORD);
  await page.getByRole("button", { name: "Anmelden", exact: true }).click();
  await expect(page).toHaveURL(`${origin}/account`);
});
