/**
 * A "loading …" line. Only the dot pulses: pulsing the text itself lowers its contrast below WCAG AA
 * for half of every beat, which axe measures whenever it happens to look. `withoutJs` is what shows in
 * its place where scripts cannot run, so nothing there waits forever (#32).
 */
export function LoadingLine({
  children,
  withoutJs,
}: {
  children: React.ReactNode;
  withoutJs?: React.ReactNode;
}) {
  return (
    <>
      <p aria-busy="true" className="with-js flex items-center gap-3 rounded-2xl bg-white p-8 text-stone-600">
        <span aria-hidden className="h-2.5 w-2.5 shrink-0 animate-pulse rounded-full bg-leaf-400" />
        {children}
      </p>
      {withoutJs ? <NoScriptNote>{withoutJs}</NoScriptNote> : null}
    </>
  );
}

/** A note shown only where scripts cannot run (app.css `.without-js`). */
export function NoScriptNote({ children }: { children: React.ReactNode }) {
  return (
    <p role="note" className="without-js rounded-2xl bg-amber-50 p-6 font-medium text-amber-950">
      {children}
    </p>
  );
}
