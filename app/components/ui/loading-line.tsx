/**
 * A "loading …" line. Only the dot pulses: pulsing the text itself lowers its contrast below WCAG AA
 * for half of every beat, which axe measures whenever it happens to look.
 */
export function LoadingLine({ children }: { children: React.ReactNode }) {
  return (
    <p aria-busy="true" className="flex items-center gap-3 rounded-2xl bg-white p-8 text-stone-600">
      <span aria-hidden className="h-2.5 w-2.5 shrink-0 animate-pulse rounded-full bg-leaf-400" />
      {children}
    </p>
  );
}
