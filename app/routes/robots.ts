import type { Route } from "./+types/robots";

export function loader({ context }: Route.LoaderArgs) {
  const base = context.services.config.publicUrl;
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /checkout",
    "Disallow: /account",
    "Disallow: /orders",
    "Disallow: /en/checkout",
    "Disallow: /en/account",
    "Disallow: /en/orders",
    "Disallow: /api/",
    `Sitemap: ${base}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
