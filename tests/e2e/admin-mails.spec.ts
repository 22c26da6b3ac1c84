import { signInAsAdmin } from "./admin-session";
import { uniqueEmail } from "./customer";
import { axeViolations, expect, reviewScreenshot, test, waitForHydration } from "./fixtures";
import { placeGuestOrder } from "./guest-order";
import { FAILED_MAIL_TO, FAILED_MAIL_TOKEN } from "./seeded-mails";

test("the admin sees an order's confirmation as delivered; a failed mail is listed and sent again", async ({
  page,
  consoleErrors,
}, info) => {
  test.slow(); // mailbox sign-in, an order, the outbox worker twice
  const project = info.project.name.split("-")[0]!;
  const guestEmail = uniqueEmail("mails");
  const order = await placeGuestOrder(page, guestEmail, `mails-e2e-${project}`);
  await signInAsAdmin(page);

  // The order page's mails: the confirmation, delivered by the outbox worker a moment after the order.
  const section = page.getByTestId("order-mails");
  await expect(async () => {
    await page.goto(`/admin/orders/${order.number}`);
    await expect(section.getByTestId("mail-state")).toHaveText(/^zugestellt am \d/, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await waitForHydration(page);
  const mail = section.getByTestId("order-mail");
  await expect(mail).toHaveCount(1);
  await expect(mail.getByTestId("mail-kind")).toHaveText("Bestellbestätigung");
  await expect(mail).toContainText(`Deine Bestellung ${order.number} bei Blattwerk`);
  await expect(mail).toContainText(`An ${guestEmail}`);
  await section.scrollIntoViewIfNeeded();
  await reviewScreenshot(section, info, `order-mails-${project}.png`);

  // The nav leads to the shop's failed and waiting mails; the seeded sign-in mail is failed.
  await page.goto("/admin");
  await expect(page.getByTestId("failed-mails")).not.toHaveText("0");
  await reviewScreenshot(page, info, `overview-${project}.png`, { fullPage: true });
  await page
    .getByRole("navigation", { name: "Backoffice-Navigation" })
    .getByRole("link", { name: "E-Mails" })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("E-Mails");
  await waitForHydration(page);
  const failed = page.getByTestId("mail-row").filter({ hasText: FAILED_MAIL_TO(project) });
  await expect(failed.getByTestId("mail-kind")).toHaveText("Adresse bestätigen");
  await expect(failed.getByTestId("mail-state")).toHaveText("fehlgeschlagen");
  await expect(failed.getByTestId("mail-error")).toContainText("ECONNREFUSED");
  // The sign-in link in its text is never on the page.
  expect(await page.content()).not.toContain(FAILED_MAIL_TOKEN);
  expect(await axeViolations(page)).toEqual([]);
  await reviewScreenshot(page, info, `mails-${project}.png`, { fullPage: true });

  await failed.getByRole("button", { name: "Erneut senden" }).click();
  await expect(page.getByText("Die E-Mail wird erneut gesendet.")).toBeVisible();
  // Delivered by the worker: it leaves the list.
  await expect(async () => {
    await page.goto("/admin/mails");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("E-Mails", { timeout: 1_000 });
    await expect(failed).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  expect(consoleErrors).toEqual([]);
});
