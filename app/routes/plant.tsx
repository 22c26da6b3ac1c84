import { PageHeader } from "../components/page/page-header";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/plant";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Pflanze", description: "Details, Pflege und Preis der Pflanze." });

export default function Page() {
  return <PageHeader title="Pflanze" />;
}
