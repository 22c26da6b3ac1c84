import { PageHeader } from "../components/page/page-header";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/checkout";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Kasse", description: "Lieferadresse und Bestellübersicht.", noindex: true });

export default function Page() {
  return <PageHeader title="Kasse" />;
}
