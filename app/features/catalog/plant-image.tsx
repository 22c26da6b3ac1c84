import { ImageOff } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { cn } from "../../lib/cn";
import { useMessages } from "../../lib/i18n/react";
import { catalogMessages } from "./messages";

/**
 * Square plant image with a loading placeholder and "Image not available" on failure (spec §2).
 * Width and height are set so nothing shifts while it loads.
 */
export function PlantImage({
  src,
  alt,
  className,
  priority,
  sizes = "(min-width: 768px) 25vw, 50vw",
}: {
  src: string;
  alt: string;
  className?: string;
  priority?: boolean;
  sizes?: string;
}) {
  const { CATALOG } = useMessages(catalogMessages);
  const [state, setState] = useState<"loading" | "loaded" | "failed">("loading");
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // The image may have finished (or failed) before hydration attached the handlers.
    const img = ref.current;
    if (img?.complete) setState(img.naturalWidth > 0 ? "loaded" : "failed");
  }, []);
  return (
    <div className={cn("relative aspect-square overflow-hidden bg-leaf-50", className)}>
      {state === "failed" ? (
        <div className="flex h-full w-full flex-col items-center justify-center gap-2 text-sm text-stone-600">
          <ImageOff aria-hidden className="h-8 w-8" />
          <span>{CATALOG.imageUnavailable}</span>
        </div>
      ) : (
        <>
          {state === "loading" ? (
            <div
              aria-hidden
              className="absolute inset-0 animate-pulse bg-leaf-100"
              data-testid="image-placeholder"
            />
          ) : null}
          <img
            ref={ref}
            src={src}
            alt={alt}
            width={800}
            height={800}
            sizes={sizes}
            loading={priority ? "eager" : "lazy"}
            // The first cards are the largest paint of the shop and home: fetch them before scripts.
            fetchPriority={priority ? "high" : "auto"}
            decoding="async"
            onLoad={() => setState("loaded")}
            onError={() => setState("failed")}
            className="relative h-full w-full object-cover"
          />
        </>
      )}
    </div>
  );
}
