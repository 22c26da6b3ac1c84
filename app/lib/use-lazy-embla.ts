import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import { useCallback, useEffect, useRef, useState } from "react";

type Action = (api: EmblaCarouselType) => void;

/**
 * Like the hook of embla-carousel-react (not a dependency), but the carousel code is fetched only when the carousel comes near
 * the viewport (or is used), not with the page's first view. The server-rendered markup is the same.
 * `options` must be stable (a module-level constant).
 */
export function useLazyEmbla(options: EmblaOptionsType) {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  const pending = useRef<Action[]>([]);
  const start = useRef<() => void>(() => {});

  useEffect(() => {
    if (!node) return;
    let embla: EmblaCarouselType | undefined;
    let started = false;
    let cancelled = false;
    start.current = () => {
      if (started) return;
      started = true;
      void import("embla-carousel").then(({ default: EmblaCarousel }) => {
        if (cancelled) return;
        embla = EmblaCarousel(node, options);
        setApi(embla);
        for (const action of pending.current.splice(0)) action(embla);
      });
    };
    if (typeof IntersectionObserver === "undefined") {
      start.current();
      return () => {
        cancelled = true;
        embla?.destroy();
      };
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          io.disconnect();
          start.current();
        }
      },
      { rootMargin: "600px 0px" },
    );
    io.observe(node);
    return () => {
      cancelled = true;
      io.disconnect();
      embla?.destroy();
    };
  }, [node, options]);

  /** Runs an action now, or as soon as the carousel has loaded (a click before it arrived). */
  const run = useCallback(
    (action: Action) => {
      if (api) action(api);
      else {
        pending.current.push(action);
        start.current();
      }
    },
    [api],
  );

  return { ref: setNode, api, run };
}
