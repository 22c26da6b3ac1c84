import { describe, expect, it } from "vitest";
import {
  can,
  PERMISSION_LABELS,
  PERMISSIONS,
  permissionsOf,
  ROLE_DESCRIPTIONS,
  ROLE_LABELS,
  ROLES,
  STAFF_ROLES,
} from "./roles";

describe("roles by area (#49 §3)", () => {
  it("customers may nothing of the back office", () => {
    for (const p of PERMISSIONS) expect(can("customer", p), p).toBe(false);
    expect(permissionsOf("customer")).toEqual([]);
  });

  it("the owner may everything", () => {
    expect(permissionsOf("owner")).toEqual([...PERMISSIONS]);
  });

  it("packing ships orders and changes their address, and touches no money, books, customers or settings", () => {
    for (const p of ["backoffice", "orders.view", "orders.fulfil", "orders.address", "orders.note"] as const)
      expect(can("packing", p), p).toBe(true);
    for (const p of PERMISSIONS.filter((p) => p.startsWith("money.")))
      expect(can("packing", p), p).toBe(false);
    for (const p of [
      "books",
      "customers",
      "orders.export",
      "orders.edit",
      "withdrawals",
      "team",
      "settings",
      "approvals",
    ] as const)
      expect(can("packing", p), p).toBe(false);
  });

  it("accounting keeps the books and the money, and only reads orders", () => {
    for (const p of [
      "books",
      "orders.view",
      "orders.export",
      "money.view",
      "money.pay",
      "money.refund",
      "money.unlimited",
      "money.reverse",
    ] as const)
      expect(can("accounting", p), p).toBe(true);
    for (const p of [
      "orders.fulfil",
      "orders.edit",
      "orders.address",
      "customers",
      "team",
      "settings",
    ] as const)
      expect(can("accounting", p), p).toBe(false);
  });

  it("customer service has customers, withdrawals and refunds up to the limit, no books and no settings", () => {
    for (const p of ["customers", "withdrawals", "money.refund", "orders.edit", "orders.view"] as const)
      expect(can("service", p), p).toBe(true);
    for (const p of [
      "money.unlimited",
      "money.reverse",
      "money.pay",
      "books",
      "orders.fulfil",
      "approvals",
      "team",
      "settings",
    ] as const)
      expect(can("service", p), p).toBe(false);
  });

  it("only the owner changes the team and the settings and approves", () => {
    for (const p of ["team", "settings", "approvals"] as const)
      expect(STAFF_ROLES.filter((r) => can(r, p))).toEqual(["owner"]);
  });

  it("every staff role enters the back office; every role and permission has a German label", () => {
    for (const r of STAFF_ROLES) {
      expect(can(r, "backoffice")).toBe(true);
      expect(ROLE_DESCRIPTIONS[r]).toMatch(/\w/);
    }
    expect(new Set(ROLES).size).toBe(ROLES.length);
    expect(new Set(Object.values(ROLE_LABELS)).size).toBe(ROLES.length);
    for (const p of PERMISSIONS) expect(PERMISSION_LABELS[p]).toMatch(/\w/);
  });

  it("an unknown role (an old value) may nothing", () => {
    expect(can("admin" as never, "settings")).toBe(false);
    expect(can("staff" as never, "backoffice")).toBe(false);
  });
});
