import { index, type RouteConfig, route } from "@react-router/dev/routes";

/**
 * The storefront's pages (spec §2, plus our additions: accessibility statement, withdrawal), once per
 * language: German at the root, English under /en (#19) with route ids prefixed `en/`.
 */
function storefront(lang: "de" | "en") {
  const at = (path: string) => (lang === "de" ? path : path ? `en/${path}` : "en");
  const id = (name: string) => (lang === "de" ? undefined : { id: `en/${name}` });
  const page = (path: string, file: string, name = file.replace(/^routes\/|\.tsx$/g, "")) =>
    route(at(path), file, id(name) ?? {});
  return [
    lang === "de" ? index("routes/home.tsx") : route("en", "routes/home.tsx", { id: "en/home" }),
    page("shop", "routes/shop.tsx"),
    page("shop/plant/:id", "routes/plant.tsx"),
    page("cart", "routes/cart.tsx"),
    page("checkout", "routes/checkout.tsx"),
    page("order-success", "routes/order-success.tsx"),
    page("ai-finder", "routes/ai-finder.tsx"),
    page("plant-recommendations", "routes/plant-recommendations.tsx"),
    page("about", "routes/about.tsx"),
    page("investor", "routes/investor.tsx"),
    page("careers", "routes/careers.tsx"),
    page("support", "routes/support.tsx"),
    page("partner", "routes/partner.tsx"),
    ...(["imprint", "privacy", "cookies", "terms", "agb", "widerruf", "barrierefreiheit"] as const).map(
      (legal) => route(at(legal), "routes/legal.tsx", { id: `${lang === "de" ? "" : "en/"}legal-${legal}` }),
    ),
    page("auth", "routes/auth.tsx"),
    page("auth/callback", "routes/auth-callback.tsx"),
    page("auth/reset-password", "routes/auth-reset-password.tsx"),
    page("account", "routes/account.tsx"),
    page("orders", "routes/orders.tsx"),
    page("saved-plants", "routes/saved-plants.tsx"),
    page("shopify-settings", "routes/shopify-settings.tsx"),
    page("concierge", "routes/concierge.tsx"),
  ];
}

export default [
  ...storefront("de"),
  ...storefront("en"),
  // Gift vouchers (#43 §3): one page, its German and English address.
  route("gutschein", "routes/voucher.tsx"),
  route("en/gift-card", "routes/voucher.tsx", { id: "en/voucher" }),
  // The back office (#17): staff only; everyone else gets the shop's 404.
  route("admin", "routes/admin/layout.tsx", { id: "admin" }, [
    index("routes/admin/overview.tsx"),
    route("orders", "routes/admin/orders.tsx"),
    route("orders/export.csv", "routes/admin/orders-export.ts"),
    route("orders/:number", "routes/admin/order.tsx"),
    route("customers", "routes/admin/customers.tsx"),
    route("customers/:id", "routes/admin/customer.tsx"),
    route("orders/:number/packing-slip", "routes/admin/packing-slip.ts"),
    route("dispatch/packing-slips.pdf", "routes/admin/packing-slips.ts"),
    route("dispatch/dhl.csv", "routes/admin/dhl-export.ts"),
    route("labels/:id", "routes/admin/shipping-label.ts"),
    route("withdrawals", "routes/admin/withdrawals.tsx"),
    route("withdrawals/:id", "routes/admin/withdrawal.tsx"),
    route("mails", "routes/admin/mails.tsx"),
    route("plants", "routes/admin/plants.tsx"),
    route("plants/new", "routes/admin/plant.tsx", { id: "admin-plant-new" }),
    route("plants/import", "routes/admin/plants-import.tsx"),
    route("plants/export.csv", "routes/admin/plants-export.ts"),
    route("plants/:id", "routes/admin/plant.tsx"),
    route("team", "routes/admin/team.tsx"),
    route("approvals", "routes/admin/approvals.tsx"),
    route("settings", "routes/admin/settings.tsx"),
    route("discounts", "routes/admin/discounts.tsx"),
    route("vouchers", "routes/admin/vouchers.tsx"),
    route("books", "routes/admin/books.tsx"),
    route("books/download/:kind", "routes/admin/books-download.ts"),
    route("*", "routes/admin/not-found.tsx"),
  ]),
  // Development mailbox: answers 404 in production, whenever mails go out by SMTP, and to every request
  // not from this machine or through a proxy (server/mail/mailbox-access.ts).
  route("dev/mailbox", "routes/dev-mailbox.tsx"),
  route("dev/mailbox/:id", "routes/dev-mailbox-mail.tsx"),
  route("dev/mailbox/:id/attachments/:index", "routes/dev-mailbox-attachment.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("en/*", "routes/not-found.tsx", { id: "en/not-found" }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
