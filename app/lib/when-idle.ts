/**
 * Runs `run` once the browser is idle (at the latest after `timeout` ms), or after `timeout` ms where
 * there is no `requestIdleCallback` (Safari). Returns a function that cancels it.
 */
export function whenIdle(run: () => void, timeout = 2000): () => void {
  const w = window as Window & {
    requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number;
    cancelIdleCallback?: (id: number) => void;
  };
  if (w.requestIdleCallback && w.cancelIdleCallback) {
    const id = w.requestIdleCallback(run, { timeout });
    return () => w.cancelIdleCallback?.(id);
  }
  const id = setTimeout(run, timeout);
  return () => clearTimeout(id);
}
