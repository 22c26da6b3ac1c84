import { PageHeader } from "../components/page/page-header";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/careers";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Karriere", description: "Offene Stellen bei Blattwerk." });

export default function Page() {
  return <PageHeader title="Karriere" />;
}
