import { BRAND } from "../../domain/shop/brand";
import { localeOf, OG_LOCALE } from "./i18n/locale";

interface MetaArgs {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

/** The shop's public URL, from the root loader, for canonical and Open Graph URLs. */
export function publicUrlOf(matches: MetaArgs["matches"]): string {
  const root = matches.find((m) => m?.id === "root")?.loaderData as
    | { settings?: { publicUrl?: string } }
    | undefined;
  return root?.settings?.publicUrl ?? "";
}

/** Title, description, canonical URL and Open Graph tags for a page. */
export function pageMeta(
  { location, matches }: MetaArgs,
  {
    title,
    description,
    image,
    noindex,
  }: { title: string; description: string; image?: string; noindex?: boolean },
) {
  const publicUrl = publicUrlOf(matches);
  const fullTitle = title === BRAND.name ? title : `${title} | ${BRAND.name}`;
  const url = `${publicUrl}${location.pathname}`;
  const tags: Record<string, string>[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: BRAND.name },
    { property: "og:locale", content: OG_LOCALE[localeOf(location.pathname)] },
    { property: "og:url", content: url },
  ];
  if (image) tags.push({ property: "og:image", content: `${publicUrl}${image}` });
  if (noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}
