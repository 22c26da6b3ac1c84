import { PageHeader } from "../components/page/page-header";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/order-success";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Vielen Dank", description: "Deine Bestellung bei Blattwerk.", noindex: true });

export default function Page() {
  return <PageHeader title="Thank You!" />;
}
