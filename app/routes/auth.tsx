import { PageHeader } from "../components/page/page-header";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/auth";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Anmelden", description: "Anmelden oder ein Konto erstellen.", noindex: true });

export default function Page() {
  return <PageHeader title="Anmelden" />;
}
