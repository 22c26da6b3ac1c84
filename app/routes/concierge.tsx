import { PageHeader } from "../components/page/page-header";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/concierge";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Concierge", description: "Sag uns, was du suchst." });

export default function Page() {
  return <PageHeader title="What are you looking for?" />;
}
