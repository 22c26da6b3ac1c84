import { index, type RouteConfig, route } from "@react-router/dev/routes";

/** The route table of spec §2, one to one, plus our additions (accessibility statement, feeds). */
export default [
  index("routes/home.tsx"),
  route("shop", "routes/shop.tsx"),
  route("shop/plant/:id", "routes/plant.tsx"),
  route("cart", "routes/cart.tsx"),
  route("checkout", "routes/checkout.tsx"),
  route("order-success", "routes/order-success.tsx"),
  route("ai-finder", "routes/ai-finder.tsx"),
  route("plant-recommendations", "routes/plant-recommendations.tsx"),
  route("about", "routes/about.tsx"),
  route("investor", "routes/investor.tsx"),
  route("careers", "routes/careers.tsx"),
  route("support", "routes/support.tsx"),
  route("partner", "routes/partner.tsx"),
  ...(["imprint", "privacy", "cookies", "terms", "agb", "widerruf", "barrierefreiheit"] as const).map(
    (page) => route(page, "routes/legal.tsx", { id: `legal-${page}` }),
  ),
  route("auth", "routes/auth.tsx"),
  route("auth/callback", "routes/auth-callback.tsx"),
  route("auth/reset-password", "routes/auth-reset-password.tsx"),
  route("account", "routes/account.tsx"),
  route("orders", "routes/orders.tsx"),
  route("saved-plants", "routes/saved-plants.tsx"),
  route("shopify-settings", "routes/shopify-settings.tsx"),
  route("concierge", "routes/concierge.tsx"),
  // The back office (#17): staff only; everyone else gets the shop's 404.
  route("admin", "routes/admin/layout.tsx", { id: "admin" }, [
    index("routes/admin/overview.tsx"),
    route("orders", "routes/admin/orders.tsx"),
    route("orders/:number", "routes/admin/order.tsx"),
    route("plants", "routes/admin/plants.tsx"),
    route("plants/new", "routes/admin/plant.tsx", { id: "admin-plant-new" }),
    route("plants/:id", "routes/admin/plant.tsx"),
    route("team", "routes/admin/team.tsx"),
    route("*", "routes/admin/not-found.tsx"),
  ]),
  // Development mailbox: answers 404 in production and whenever mails go out by SMTP.
  route("dev/mailbox", "routes/dev-mailbox.tsx"),
  route("dev/mailbox/:id", "routes/dev-mailbox-mail.tsx"),
  route("dev/mailbox/:id/attachments/:index", "routes/dev-mailbox-attachment.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
