import type { ReactNode } from "react";
import { AdminSection } from "../admin-section";
import { Pager } from "../pager";

/**
 * A back-office list: its rows, a German sentence when there are none, and the Pager under it. On a card
 * of its own, or inside an AdminSection named `section` (the heading for screen readers only).
 */
export function AdminList<T>({
  rows,
  rowKey,
  empty,
  testId,
  busy,
  section,
  itemClassName,
  itemTestId,
  paging,
  children,
}: {
  rows: readonly T[];
  rowKey: (row: T) => string;
  empty: ReactNode;
  testId: string;
  /** While the next page or filter loads. */
  busy?: boolean;
  section?: string;
  itemClassName?: string;
  itemTestId?: string;
  paging?: { page: number; pages: number; href: (page: number) => string };
  children: (row: T) => ReactNode;
}) {
  const list =
    rows.length === 0 ? (
      <p
        className={
          section
            ? "text-stone-700"
            : "rounded-2xl bg-white p-6 text-stone-700 shadow-sm ring-1 ring-stone-200"
        }
      >
        {empty}
      </p>
    ) : (
      <ul
        aria-busy={busy}
        data-testid={testId}
        className={
          section
            ? "divide-y divide-stone-100"
            : "divide-y divide-stone-100 rounded-2xl bg-white shadow-sm ring-1 ring-stone-200"
        }
      >
        {rows.map((row) => (
          <li key={rowKey(row)} className={itemClassName} data-testid={itemTestId}>
            {children(row)}
          </li>
        ))}
      </ul>
    );
  return (
    <>
      {section ? (
        <AdminSection title={section} hideTitle>
          {list}
        </AdminSection>
      ) : (
        list
      )}
      {paging ? <Pager {...paging} /> : null}
    </>
  );
}
