import { type ComponentType, useEffect, useReducer, useRef, useState } from "react";

/** What every dialog here takes: it is controlled by its opener. */
export interface Controlled {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * A dialog whose code loads on its first opening, not with the page. The returned component renders
 * nothing until `open` is first true, then loads the code and mounts the dialog already open, so a click
 * made before the code arrived still opens it. Once mounted it stays mounted (closing keeps its state, as
 * before). If the code cannot be loaded (offline), it reports itself closed, so the next click tries again.
 * `preload()` fetches the code ahead (idle time, hover, focus); it never throws.
 */
export function onDemand<P extends Controlled>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const get = () => {
    pending ??= load().then(
      (c) => {
        loaded = c;
        return c;
      },
      (e: unknown) => {
        pending = null;
        throw e;
      },
    );
    return pending;
  };

  function OnDemand(props: P) {
    const [wanted, setWanted] = useState(props.open);
    if (props.open && !wanted) setWanted(true);
    const [, arrived] = useReducer((n: number) => n + 1, 0);
    const close = useRef(props.onOpenChange);
    close.current = props.onOpenChange;
    useEffect(() => {
      if (!wanted || loaded) return;
      let live = true;
      get().then(
        () => live && arrived(),
        () => {
          if (!live) return;
          setWanted(false);
          close.current(false);
        },
      );
      return () => {
        live = false;
      };
    }, [wanted]);
    const Loaded = loaded;
    return wanted && Loaded ? <Loaded {...props} /> : null;
  }

  return Object.assign(OnDemand, {
    preload: () => {
      get().catch(() => {});
    },
  });
}
