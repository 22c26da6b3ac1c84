import { HelpCircle, type LucideIcon, Mail, RotateCcw, Truck } from "lucide-react";
import { useMessages } from "../../../lib/i18n/react";
import { infoMessages } from "../messages";

const TOPICS: {
  id: keyof (typeof infoMessages)["de"]["INFO"]["support"]["topicLabels"];
  icon: LucideIcon;
}[] = [
  { id: "help-center", icon: HelpCircle },
  { id: "contact", icon: Mail },
  { id: "shipping", icon: Truck },
  { id: "returns", icon: RotateCcw },
];

/** In-page links to the four support anchors (spec §2); plain fragment links, so the browser jumps. */
export function SupportTopics() {
  const { INFO } = useMessages(infoMessages);
  return (
    <nav aria-label={INFO.support.topics} className="mx-auto max-w-6xl px-4 md:px-6">
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {TOPICS.map(({ id, icon: Icon }) => (
          <li key={id}>
            <a
              href={`#${id}`}
              className="flex h-full items-center gap-3 rounded-2xl bg-white p-4 font-semibold text-leaf-950 shadow-sm ring-1 ring-leaf-100 hover:bg-leaf-50 md:p-5"
            >
              <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-leaf-100 text-leaf-800">
                <Icon aria-hidden className="h-5 w-5" />
              </span>
              {INFO.support.topicLabels[id]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
