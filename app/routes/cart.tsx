import { PageHeader } from "../components/page/page-header";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/cart";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: "Warenkorb", description: "Dein Warenkorb bei Blattwerk.", noindex: true });

export default function Page() {
  return <PageHeader title="Warenkorb" />;
}
