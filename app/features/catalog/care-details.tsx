import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import type { Plant, PlantTextKey } from "../../../domain/catalog/plant";
import { useLocale, useMessages } from "../../lib/i18n/react";
import { contentLang } from "./content-lang";
import { catalogMessages } from "./messages";

/** Collapsible section on <details>: keyboard and screen-reader friendly without script. */
export function Collapsible({
  title,
  children,
  open,
}: {
  title: string;
  children: ReactNode;
  open?: boolean;
}) {
  return (
    <details open={open} className="group rounded-xl border border-stone-200 bg-white">
      <summary className="flex cursor-pointer list-none items-center justify-between p-4 font-semibold text-leaf-950">
        <span>{title}</span>
        <ChevronDown aria-hidden className="h-5 w-5 transition-transform group-open:rotate-180" />
      </summary>
      <div className="px-4 pb-4 text-sm text-stone-700">{children}</div>
    </details>
  );
}

function Rows({ plant, rows }: { plant: Plant; rows: [string, PlantTextKey][] }) {
  const locale = useLocale();
  return (
    <dl className="grid gap-3">
      {/* An accessory (#43 §1) has no maturity: an empty text is no row. */}
      {rows
        .filter(([, key]) => plant[key])
        .map(([label, key]) => (
          <div key={label}>
            <dt className="font-medium text-leaf-900">{label}</dt>
            <dd lang={contentLang(locale, plant, key)}>{plant[key]}</dd>
          </div>
        ))}
    </dl>
  );
}

export function CareInformation({ plant }: { plant: Plant }) {
  const { CATALOG } = useMessages(catalogMessages);
  const l = CATALOG.careLabels;
  return (
    <Collapsible title={CATALOG.care}>
      <Rows
        plant={plant}
        rows={[
          [l.light, "lightTips"],
          [l.water, "waterTips"],
          [l.temperature, "temperatureTips"],
          [l.humidity, "humidityTips"],
        ]}
      />
    </Collapsible>
  );
}

export function ProductDetails({ plant }: { plant: Plant }) {
  const { CATALOG } = useMessages(catalogMessages);
  const l = CATALOG.detailLabels;
  return (
    <Collapsible title={CATALOG.details}>
      <Rows
        plant={plant}
        rows={[
          [l.height, "height"],
          [l.potDiameter, "potDiameter"],
          [l.maturity, "maturity"],
          [l.weight, "weight"],
        ]}
      />
    </Collapsible>
  );
}
