import { describe, expect, it } from "vitest";
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
    expect(orderStatusClass(status)).toContain(`bg-${colour}-100`);
  });
});
