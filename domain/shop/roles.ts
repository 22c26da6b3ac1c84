/**
 * Who may do what in the back office (#17). Every account is a customer; the shop's people are staff
 * or admins. Staff run orders, withdrawals and plants; only admins change settings and roles.
 */
export const ROLES = ["customer", "staff", "admin"] as const;
export type Role = (typeof ROLES)[number];

export type Permission = "backoffice" | "settings";

const GRANTS: Record<Role, readonly Permission[]> = {
  customer: [],
  staff: ["backoffice"],
  admin: ["backoffice", "settings"],
};

export const can = (role: Role, permission: Permission): boolean => GRANTS[role].includes(permission);

/** The roles an admin hands out on the team page (customer = none). */
export const STAFF_ROLES = ["staff", "admin"] as const satisfies readonly Role[];

export const ROLE_LABELS: Record<Role, string> = {
  customer: "Kundin/Kunde",
  staff: "Mitarbeit",
  admin: "Administration",
};
