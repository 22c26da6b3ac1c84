import { PageHeader } from "../components/page/page-header";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/orders";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Bestellungen",
    description: "Deine Bestellungen bei Blattwerk im Überblick.",
    noindex: true,
  });

export default function Page() {
  return <PageHeader title="Bestellungen" />;
}
