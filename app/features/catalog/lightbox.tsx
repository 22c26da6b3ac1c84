import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { Dialog as D } from "radix-ui";
import { useMessages } from "../../lib/i18n/react";
import { catalogMessages } from "./messages";

/**
 * Full-screen lightbox of the plant page's image carousel (spec §2). Loaded on the first opening: the
 * carousel (`ImageGallery`) renders the opening buttons and holds the image index, which the lightbox
 * shows and moves with `go`.
 */
export function Lightbox({
  open,
  onOpenChange,
  images,
  alt,
  index,
  go,
  returnFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  images: string[];
  alt: string;
  /** The image shown (the carousel's). */
  index: number;
  /** Shows image `i` (wrapping around), here and in the carousel. */
  go: (i: number) => void;
  /** Where focus goes on closing (Radix would return it only to a Radix trigger). */
  returnFocus: () => void;
}) {
  const { PLANT_PAGE } = useMessages(catalogMessages);
  return (
    <D.Root open={open} onOpenChange={onOpenChange}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-50 bg-black/90" />
        <D.Content
          data-testid="lightbox"
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            returnFocus();
          }}
          // The arrow keys page through the images, as in any photo viewer.
          onKeyDown={(e) => {
            if (images.length < 2) return;
            if (e.key === "ArrowLeft") go(index - 1);
            else if (e.key === "ArrowRight") go(index + 1);
            else return;
            e.preventDefault();
          }}
          className="fixed inset-0 z-50 flex items-center justify-center p-4 focus:outline-none"
        >
          <D.Title className="sr-only">{alt}</D.Title>
          <D.Description className="sr-only">{PLANT_PAGE.gallery}</D.Description>
          <img
            src={images[index]}
            alt={alt}
            width={800}
            height={800}
            className="max-h-full max-w-full rounded-2xl object-contain"
          />
          {images.length > 1 ? (
            <>
              <button
                type="button"
                aria-label={PLANT_PAGE.prevImage}
                onClick={() => go(index - 1)}
                className="absolute left-4 top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-3"
              >
                <ChevronLeft aria-hidden className="h-6 w-6" />
              </button>
              <button
                type="button"
                aria-label={PLANT_PAGE.nextImage}
                onClick={() => go(index + 1)}
                className="absolute right-4 top-1/2 -translate-y-1/2 rounded-full bg-white/90 p-3"
              >
                <ChevronRight aria-hidden className="h-6 w-6" />
              </button>
            </>
          ) : null}
          <D.Close
            aria-label={PLANT_PAGE.closeLightbox}
            className="absolute right-4 top-4 rounded-full bg-white/90 p-3"
          >
            <X aria-hidden className="h-6 w-6" />
          </D.Close>
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
