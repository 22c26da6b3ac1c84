import { PageHeader } from "../components/page/page-header";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Über uns",
    description: "Wer hinter Blattwerk steht und warum wir Pflanzen nach dem Licht empfehlen.",
  });

export default function Page() {
  return <PageHeader title="Über uns" />;
}
