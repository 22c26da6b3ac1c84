import { PageHeader } from "../components/page/page-header";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/saved-plants";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Gemerkte Pflanzen", description: "Deine gemerkten Pflanzen.", noindex: true });

export default function Page() {
  return <PageHeader title="Gemerkte Pflanzen" />;
}
