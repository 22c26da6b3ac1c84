import { PageHeader } from "../components/page/page-header";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/shop";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Pflanzen",
    description: "Alle Zimmerpflanzen von Blattwerk: filtern nach Licht, Pflege und Haustierfreundlichkeit.",
  });

export default function Page() {
  return <PageHeader title="Pflanzen" />;
}
