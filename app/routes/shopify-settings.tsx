import { PageHeader } from "../components/page/page-header";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/shopify-settings";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Shop-Einstellungen",
    description: "Shopify-Domain und Storefront-Token hinterlegen.",
    noindex: true,
  });

export default function Page() {
  return <PageHeader title="Shopify-Einstellungen" />;
}
