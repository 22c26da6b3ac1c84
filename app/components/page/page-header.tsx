import type { ReactNode } from "react";

/** Top of a content page: leaves room for the fixed header. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-5xl px-4 pt-28 pb-6 md:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-leaf-950 md:text-4xl">{title}</h1>
      {children ? <div className="mt-3 text-lg text-stone-700">{children}</div> : null}
    </div>
  );
}
