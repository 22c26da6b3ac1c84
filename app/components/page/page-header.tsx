import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

/**
 * Top of a content page: leaves room for the fixed header. `wide` lines the title up with a full-width
 * grid below it (max-w-7xl: /shop, /saved-plants); text pages keep the narrower reading column.
 */
export function PageHeader({
  title,
  children,
  wide = false,
}: {
  title: string;
  children?: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={cn("mx-auto px-4 pt-28 pb-6 md:px-6", wide ? "max-w-7xl" : "max-w-5xl")}>
      <h1 className="text-3xl font-bold tracking-tight text-leaf-950 md:text-4xl">{title}</h1>
      {children ? <div className="mt-3 text-lg text-stone-700">{children}</div> : null}
    </div>
  );
}
