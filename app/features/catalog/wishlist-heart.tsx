import { Heart } from "lucide-react";
import { useEffect, useState } from "react";
import { cn } from "../../lib/cn";
import { useMessages } from "../../lib/i18n/react";
import { catalogMessages } from "./messages";
import { toggleSaved, useIsSaved } from "./saved-plants";

const SPARKS = 8;
const SPARK_CLEANUP_MS = 1200;

/** Save-for-later heart with a burst of 8 sparks (spec §4), persisted in the browser. */
export function WishlistHeart({ id, name, className }: { id: string; name: string; className?: string }) {
  const { CATALOG } = useMessages(catalogMessages);
  const saved = useIsSaved(id);
  const [burst, setBurst] = useState(0);
  useEffect(() => {
    if (!burst) return;
    const t = setTimeout(() => setBurst(0), SPARK_CLEANUP_MS);
    return () => clearTimeout(t);
  }, [burst]);
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={saved ? CATALOG.unsave(name) : CATALOG.save(name)}
      data-testid="wishlist-heart"
      onClick={(e) => {
        e.stopPropagation();
        if (toggleSaved(id)) setBurst(Date.now());
      }}
      className={cn(
        "inline-flex h-10 w-10 items-center justify-center rounded-full bg-white/90 text-terracotta shadow-sm",
        className ?? "relative",
      )}
    >
      <Heart aria-hidden className={cn("h-5 w-5 transition-transform", saved && "scale-110 fill-current")} />
      {burst ? (
        <span aria-hidden data-testid="sparks" className="pointer-events-none absolute inset-0">
          {Array.from({ length: SPARKS }, (_, i) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed set of decorative sparks
              key={i}
              className="spark absolute left-1/2 top-1/2 h-1.5 w-1.5 rounded-full bg-terracotta"
              style={{ "--angle": `${(360 / SPARKS) * i}deg` } as React.CSSProperties}
            />
          ))}
        </span>
      ) : null}
    </button>
  );
}
