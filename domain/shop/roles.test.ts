import { describe, expect, it } from "vitest";
import { can, ROLES } from "./roles";

describe("roles", () => {
  it("customers have no back office at all", () => {
    expect(can("customer", "backoffice")).toBe(false);
    expect(can("customer", "settings")).toBe(false);
  });
  it("staff run the back office but cannot change settings or roles", () => {
    expect(can("staff", "backoffice")).toBe(true);
    expect(can("staff", "settings")).toBe(false);
  });
  it("admins may do everything", () => {
    expect(can("admin", "backoffice")).toBe(true);
    expect(can("admin", "settings")).toBe(true);
  });
  it("every role is listed once", () => {
    expect(new Set(ROLES).size).toBe(ROLES.length);
  });
});
