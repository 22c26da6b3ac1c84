import { Leaf } from "lucide-react";
import type { PartnerAvatar } from "../../../../content/pages";
import { cn } from "../../../lib/cn";
import { useMessages } from "../../../lib/i18n/react";
import { infoMessages } from "../messages";
import { InitialsAvatar } from "../shared/initials-avatar";
import { PARTNER_CIRCLE, ringSlots } from "./ring-layout";

const SLOTS = [...ringSlots("inner"), ...ringSlots("outer")];
/** Soft, varied backgrounds; every one keeps the dark initials above 7:1 contrast. */
const TONES = ["bg-leaf-100", "bg-leaf-200", "bg-[#f3e3d3]", "bg-white", "bg-[#e4efe0]", "bg-[#f6ead0]"];

/** The partner avatars in two rings around the logo (spec §2, §9): inner 8, outer 6. */
export function PartnerCircle({ avatars }: { avatars: PartnerAvatar[] }) {
  const { INFO } = useMessages(infoMessages);
  const { size, avatar, inner, outer } = PARTNER_CIRCLE;
  return (
    <div data-testid="partner-circle" className="relative shrink-0" style={{ width: size, height: size }}>
      {[outer.radius, inner.radius].map((r) => (
        <span
          key={r}
          aria-hidden
          className="absolute rounded-full border-2 border-dashed border-leaf-300"
          style={{ width: 2 * r, height: 2 * r, left: size / 2 - r, top: size / 2 - r }}
        />
      ))}
      <span
        aria-hidden
        className="absolute inline-flex h-16 w-16 items-center justify-center rounded-full bg-leaf-700 text-white shadow-lg"
        style={{ left: size / 2 - 32, top: size / 2 - 32 }}
      >
        <Leaf className="h-8 w-8" />
      </span>
      <ul aria-label={INFO.partner.circleLabel}>
        {avatars.slice(0, SLOTS.length).map((a, i) => {
          const slot = SLOTS[i]!;
          return (
            <li
              key={a.id}
              data-ring={slot.ring}
              className="absolute"
              style={{ left: slot.left, top: slot.top, width: avatar, height: avatar }}
              title={a.name}
            >
              <InitialsAvatar
                initials={a.initials}
                name={a.name}
                image={a.image}
                className={cn(
                  "h-12 w-12 text-sm text-leaf-950 shadow-md ring-4 ring-cream",
                  TONES[i % TONES.length],
                )}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
