/**
 * The idempotency key of the current checkout attempt, kept in sessionStorage until the order
 * succeeds. Sending the same cart and address again (double click, retry after a lost answer, reload)
 * reuses the key, so the server returns the order it already recorded instead of a second one. A
 * changed cart or address is a new attempt with a new key. Only a hash of the request is stored, not
 * the address itself.
 */
export const ATTEMPT_KEY = "checkoutAttempt";

interface Attempt {
  key: string;
  fingerprint: string;
}

function session(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** FNV-1a, 32 bit, as hex: enough to tell two requests of one tab apart. */
export function fingerprint(value: unknown): string {
  const text = JSON.stringify(value);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, "0");
}

/** A random UUID; crypto.randomUUID only exists on secure origins, getRandomValues everywhere. */
export function newKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The key for this request: the stored one if the request is unchanged, else a fresh one. */
export function attemptKey(request: unknown): string {
  const store = session();
  const print = fingerprint(request);
  try {
    const stored = JSON.parse(store?.getItem(ATTEMPT_KEY) ?? "null") as Partial<Attempt> | null;
    if (stored && stored.fingerprint === print && typeof stored.key === "string") return stored.key;
  } catch {
    // unreadable: start a new attempt
  }
  const attempt: Attempt = { key: newKey(), fingerprint: print };
  try {
    store?.setItem(ATTEMPT_KEY, JSON.stringify(attempt));
  } catch {
    // storage blocked: the key still protects against double clicks within this page
  }
  return attempt.key;
}

/** After a successful order the next checkout is a new attempt. */
export function finishAttempt(): void {
  try {
    session()?.removeItem(ATTEMPT_KEY);
  } catch {
    // ignore
  }
}
