import { describe, expect, it } from "vitest";
import { accountMessages } from "./messages";
import { orderStatusClass, orderStatusLabel } from "./order-status";

describe("order status badge", () => {
  it.each([
    ["completed", "Completed", "green"],
    ["processing", "Processing", "blue"],
    ["shipped", "Shipped", "indigo"],
    ["pending", "Pending", "yellow"],
    ["cancelled", "Cancelled", "red"],
    ["refunded", "Refunded", "stone"],
  ])("%s reads %s in %s", (status, label, colour) => {
    expect(orderStatusLabel(status)).toBe(label);
    expect(orderStatusLabel(status, accountMessages.en.ACCOUNT.statuses)).toBe(label);
    expect(orderStatusClass(status)).toContain(`bg-${colour}-100`);
  });

  it.each([
    ["completed", "Abgeschlossen"],
    ["processing", "In Bearbeitung"],
    ["shipped", "Versandt"],
    ["pending", "Offen"],
    ["cancelled", "Storniert"],
    ["unknown", "Unknown"],
  ])("%s reads %s on German pages", (status, label) => {
    expect(orderStatusLabel(status, accountMessages.de.ACCOUNT.statuses)).toBe(label);
  });
});
