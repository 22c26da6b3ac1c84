import { PageHeader } from "../components/page/page-header";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/support";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Hilfe & Kontakt", description: "Hilfe-Center, Kontakt, Versand und Rückgabe." });

export default function Page() {
  return <PageHeader title="Hilfe & Kontakt" />;
}
