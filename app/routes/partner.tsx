import { PageHeader } from "../components/page/page-header";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/partner";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Partner werden",
    description: "Gärtnereien und Pflanzenläden: werde Partner von Blattwerk.",
  });

export default function Page() {
  return <PageHeader title="Partner werden" />;
}
