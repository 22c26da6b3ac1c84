import { NavLink, Outlet } from "react-router";
import { type Permission, permissionsOf, ROLE_LABELS } from "../../../domain/shop/roles";
import { APPROVALS_UI } from "../../features/admin/approvals-messages";
import { BOOKS } from "../../features/admin/books-messages";
import { CUSTOMER_UI } from "../../features/admin/customer-messages";
import { DISCOUNT_UI } from "../../features/admin/discount-messages";
import { ADMIN, MAIL_UI } from "../../features/admin/messages";
import { adminHeaders, requireStaff } from "../../features/admin/require-staff.server";
import { SETTINGS_UI } from "../../features/admin/settings-messages";
import { VOUCHER_UI } from "../../features/admin/voucher-messages";
import { cn } from "../../lib/cn";
import type { Route } from "./+types/layout";

export const headers = adminHeaders;

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = await requireStaff(request, context.services.admin);
  return {
    member: { email: member.email, role: member.role, roleLabel: ROLE_LABELS[member.role] },
    /** What the role may do (domain/shop/roles.ts): the navigation and the pages' buttons follow it. */
    permissions: permissionsOf(member.role),
  };
}

/** The back office's frame: its own bar instead of the shop's header, footer and floating buttons. */
export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const granted = new Set<Permission>(loaderData.permissions);
  const all: { to: string; label: string; end: boolean; needs: Permission }[] = [
    { to: "/admin", label: ADMIN.overview, end: true, needs: "backoffice" },
    { to: "/admin/orders", label: ADMIN.orders, end: false, needs: "orders.view" },
    { to: "/admin/customers", label: CUSTOMER_UI.nav, end: false, needs: "customers" },
    { to: "/admin/withdrawals", label: ADMIN.withdrawals, end: false, needs: "withdrawals" },
    { to: "/admin/plants", label: ADMIN.plants, end: false, needs: "plants" },
    { to: "/admin/mails", label: MAIL_UI.nav, end: false, needs: "mails" },
    { to: "/admin/books", label: BOOKS.nav, end: false, needs: "books" },
    { to: "/admin/discounts", label: DISCOUNT_UI.nav, end: false, needs: "discounts" },
    { to: "/admin/vouchers", label: VOUCHER_UI.nav, end: false, needs: "money.view" },
    { to: "/admin/approvals", label: APPROVALS_UI.nav, end: false, needs: "approvals" },
    { to: "/admin/team", label: ADMIN.team, end: false, needs: "team" },
    { to: "/admin/settings", label: SETTINGS_UI.nav, end: false, needs: "settings" },
  ];
  // Only what the role may open (domain/shop/roles.ts); the pages answer 403 all the same.
  const links = all.filter((l) => granted.has(l.needs));
  return (
    <div className="min-h-screen bg-stone-50">
      <header className="border-b border-stone-200 bg-leaf-950 text-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 md:px-6">
          <p className="font-bold">
            Blattwerk <span className="font-normal text-leaf-200">{ADMIN.brand}</span>
          </p>
          {/* On a phone the links scroll sideways. Chromium leaves a focused link where it is while part
              of it shows, so a keyboard user would land on a cut-off link: bring it fully into view. The
              padding (and scroll padding) keeps the focus outline inside the scrolling box, which cuts off
              everything beyond its edges. */}
          <nav
            aria-label={ADMIN.nav}
            className="-m-1.5 flex scroll-px-1.5 gap-1 overflow-x-auto p-1.5"
            onFocus={(e) => e.target.scrollIntoView({ block: "nearest", inline: "nearest" })}
          >
            {links.map((l) => (
              <NavLink
                key={l.to}
                to={l.to}
                end={l.end}
                className={({ isActive }) =>
                  cn(
                    "inline-flex h-11 items-center whitespace-nowrap rounded-full px-4 text-sm font-medium",
                    isActive ? "bg-white text-leaf-950" : "text-white hover:bg-white/10",
                  )
                }
              >
                {l.label}
              </NavLink>
            ))}
          </nav>
          <div className="ml-auto flex items-center gap-3 text-sm">
            <span className="hidden text-leaf-100 sm:inline">
              {ADMIN.signedInAs(loaderData.member.email)} · {loaderData.member.roleLabel}
            </span>
            <a
              href="/"
              className="inline-flex h-11 items-center rounded-full px-3 underline underline-offset-4"
            >
              {ADMIN.toShop}
            </a>
          </div>
        </div>
      </header>
      {/* The skip link's target (root.tsx): tabIndex -1 so it takes the focus, past the nav. */}
      <main id="main" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-6 focus:outline-none md:px-6">
        <Outlet />
      </main>
    </div>
  );
}
