import { PageHeader } from "../components/page/page-header";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/auth-callback";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Anmeldung", description: "Anmeldung wird abgeschlossen.", noindex: true });

export default function Page() {
  return <PageHeader title="Anmeldung" />;
}
