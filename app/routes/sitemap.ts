import { LOCALES, localePath } from "../lib/i18n/locale";
import type { Route } from "./+types/sitemap";

const STATIC_PATHS = [
  "/",
  "/shop",
  "/ai-finder",
  "/about",
  "/investor",
  "/careers",
  "/support",
  "/partner",
  "/concierge",
  "/gutschein",
  "/imprint",
  "/privacy",
  "/cookies",
  "/terms",
  "/agb",
  "/widerruf",
  "/barrierefreiheit",
];

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!,
  );

/**
 * Every public page, every plant and every accessory's page (#43 §1) (spec: SEO), in both languages, each
 * naming its twin (#19).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { config, catalog } = context.services;
  const plants = [...(await catalog.all()), ...(await catalog.accessories())];
  const urls = [...STATIC_PATHS, ...plants.map((p) => `/shop/plant/${encodeURIComponent(p.id)}`)];
  const body =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    urls
      .flatMap((u) => {
        const alternates = LOCALES.map(
          (l) =>
            `<xhtml:link rel="alternate" hreflang="${l}" href="${escapeXml(config.publicUrl + localePath(l, u))}"/>`,
        ).join("");
        return LOCALES.map(
          (l) => `  <url><loc>${escapeXml(config.publicUrl + localePath(l, u))}</loc>${alternates}</url>`,
        );
      })
      .join("\n") +
    "\n</urlset>\n";
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
