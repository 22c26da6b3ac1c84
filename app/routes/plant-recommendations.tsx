import { PageHeader } from "../components/page/page-header";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/plant-recommendations";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Pflanzenempfehlungen", description: "Pflanzen, die zu deinem Platz passen." });

export default function Page() {
  return <PageHeader title="Pflanzenempfehlungen" />;
}
