import { PageHeader } from "../components/page/page-header";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/account";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Mein Account", description: "Profil und Bestellungen.", noindex: true });

export default function Page() {
  return <PageHeader title="Mein Account" />;
}
