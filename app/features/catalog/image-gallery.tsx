import { ChevronLeft, ChevronRight, Maximize2 } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { cn } from "../../lib/cn";
import { useMessages } from "../../lib/i18n/react";
import { onDemand } from "../../lib/on-demand";
import { onFirstInteraction } from "../../lib/on-first-interaction";
import { useLazyEmbla } from "../../lib/use-lazy-embla";
import { catalogMessages } from "./messages";
import { PlantImage } from "./plant-image";

// The lightbox (Radix dialog code) loads on its first opening, and ahead of it when the page is idle or a
// pointer or focus reaches an image; the carousel and its buttons are in the page.
const Lightbox = onDemand(() => import("./lightbox").then((m) => m.Lightbox));
// The carousel code (embla) arrives after the page has hydrated, not with its first view (#31); until
// then the first image shows and the buttons queue their scroll (useLazyEmbla's `run`).
const LOOP = { loop: true };
const SINGLE = { loop: false };

/** Image carousel of the plant page with a full-screen lightbox (spec §2). */
export function ImageGallery({
  images,
  alt,
  alts,
}: {
  images: string[];
  alt: string;
  /** The merchant's alt text per image (#34); "" or missing: the plant's name. */
  alts?: string[];
}) {
  const { PLANT_PAGE } = useMessages(catalogMessages);
  const { ref, api, run } = useLazyEmbla(images.length > 1 ? LOOP : SINGLE);
  const [index, setIndex] = useState(0);
  const [lightbox, setLightbox] = useState(false);
  const slides = useRef<(HTMLButtonElement | null)[]>([]);
  const onSelect = useCallback(() => setIndex(api?.selectedScrollSnap() ?? 0), [api]);
  useEffect(() => {
    api?.on("select", onSelect);
    return () => {
      api?.off("select", onSelect);
    };
  }, [api, onSelect]);
  useEffect(() => onFirstInteraction(Lightbox.preload), []);
  const go = (i: number) => {
    const n = (i + images.length) % images.length;
    setIndex(n);
    run((a) => a.scrollTo(n));
  };

  return (
    <section
      className="flex flex-col gap-3"
      aria-roledescription={PLANT_PAGE.carousel}
      aria-label={PLANT_PAGE.gallery}
    >
      <div className="relative overflow-hidden rounded-3xl bg-white">
        <div ref={ref} className="overflow-hidden">
          <div className="flex">
            {images.map((src, i) => (
              <div key={src} className="min-w-0 shrink-0 grow-0 basis-full">
                <button
                  ref={(el) => {
                    slides.current[i] = el;
                  }}
                  type="button"
                  className="block w-full cursor-zoom-in"
                  onClick={() => setLightbox(true)}
                  onPointerEnter={Lightbox.preload}
                  onFocus={Lightbox.preload}
                  aria-label={PLANT_PAGE.openImage(i + 1)}
                >
                  <PlantImage
                    src={src}
                    alt={alts?.[i] || (i === 0 ? alt : `${alt} – Bild ${i + 1}`)}
                    priority={i === 0}
                    sizes="(min-width: 768px) 50vw, 100vw"
                  />
                </button>
              </div>
            ))}
          </div>
        </div>
        <Maximize2
          aria-hidden
          className="pointer-events-none absolute bottom-3 right-3 h-8 w-8 rounded-full bg-white/90 p-2 text-leaf-900"
        />
        {images.length > 1 ? (
          <>
            <button
              type="button"
              aria-label={PLANT_PAGE.prevImage}
              onClick={() => go(index - 1)}
              className="absolute left-3 top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-2 shadow"
            >
              <ChevronLeft aria-hidden className="h-5 w-5" />
            </button>
            <button
              type="button"
              aria-label={PLANT_PAGE.nextImage}
              onClick={() => go(index + 1)}
              className="absolute right-3 top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-2 shadow"
            >
              <ChevronRight aria-hidden className="h-5 w-5" />
            </button>
          </>
        ) : null}
      </div>
      {images.length > 1 ? (
        <ul className="flex gap-2">
          {images.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                aria-label={PLANT_PAGE.showImage(i + 1)}
                aria-current={i === index || undefined}
                onClick={() => go(i)}
                className={cn(
                  "overflow-hidden rounded-xl border-2",
                  i === index ? "border-leaf-700" : "border-transparent",
                )}
              >
                <img
                  src={src}
                  alt=""
                  width={800}
                  height={800}
                  loading="lazy"
                  className="h-16 w-16 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <Lightbox
        open={lightbox}
        onOpenChange={setLightbox}
        images={images}
        alt={alt}
        index={index}
        go={go}
        // Back to the image now shown (it may not be the one clicked); without scrolling, so the
        // carousel stays on it.
        returnFocus={() => slides.current[index]?.focus({ preventScroll: true })}
      />
    </section>
  );
}
