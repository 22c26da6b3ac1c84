/**
 * Writes that change what anonymous visitors see (a review, a reviewer's name, later a plant or its
 * stock) announce it here; the page cache listens and drops its copies. Each service that changes
 * public data says so itself, instead of the HTTP layer guessing from request paths.
 */
export interface PublicChanges {
  /** Called by a service after a committed write that shows on public pages. */
  changed(what: string): void;
  /** Returns a function that stops listening. */
  subscribe(listener: (what: string) => void): () => void;
}

export function createPublicChanges(): PublicChanges {
  const listeners = new Set<(what: string) => void>();
  return {
    changed(what) {
      for (const listener of listeners) listener(what);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
