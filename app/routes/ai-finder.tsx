import { PageHeader } from "../components/page/page-header";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/ai-finder";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Blattwerk Scan",
    description: "Miss das Licht an deinem Platz und finde passende Pflanzen.",
  });

export default function Page() {
  return <PageHeader title="Blattwerk Scan" />;
}
