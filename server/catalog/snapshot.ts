/**
 * A value shared by all requests for `ttlMs`: one load (e.g. one database read plus serialisation)
 * serves every request that arrives while it runs or within the window after it. A failed load is not
 * kept, so the next request tries again.
 */
export function sharedSnapshot<T>(load: () => Promise<T>, ttlMs: number, now = () => Date.now()) {
  let current: { at: number; value: Promise<T> } | undefined;
  return (): Promise<T> => {
    if (current && now() - current.at < ttlMs) return current.value;
    const entry = { at: now(), value: load() };
    current = entry;
    entry.value.catch(() => {
      if (current === entry) current = undefined;
    });
    return entry.value;
  };
}
