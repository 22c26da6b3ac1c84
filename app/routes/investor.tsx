import { PageHeader } from "../components/page/page-header";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/investor";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Investoren", description: "Informationen für Investorinnen und Investoren." });

export default function Page() {
  return <PageHeader title="Investoren" />;
}
