/**
 * Writes that change what anonymous visitors see (a review, a reviewer's name, later a plant or its
 * stock) announce it here; the page cache listens and drops its copies. Each service that changes
 * public data says so itself, instead of the HTTP layer guessing from request paths.
 */
/** What changed: a plant (back office), its stock, a review or a reviewer's name, an account, orders, a withdrawal. */
export type PublicChange =
  | "plant"
  | "stock"
  | "review"
  | "profile"
  | "account"
  | "orders"
  | "withdrawal"
  /** The back office's settings (#34): prices, texts and the imprint on every page. */
  | "settings";

export interface PublicChanges {
  /** Called by a service after a committed write that shows on public pages. */
  changed(what: PublicChange): void;
  /** Returns a function that stops listening. */
  subscribe(listener: (what: PublicChange) => void): () => void;
}

export function createPublicChanges(): PublicChanges {
  const listeners = new Set<(what: PublicChange) => void>();
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
