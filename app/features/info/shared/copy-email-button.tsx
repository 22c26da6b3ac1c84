import { Copy, Mail } from "lucide-react";
import { useId } from "react";
import { Button, type ButtonSize, type ButtonVariant } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { useMessages } from "../../../lib/i18n/react";
import { infoMessages } from "../messages";
import { useCopyEmail } from "./use-copy-email";

/** A button that copies a contact address; shows the address with a hint when copying is impossible. */
export function CopyEmailButton({
  email,
  label,
  copiedToast,
  variant = "primary",
  size = "lg",
  showHint = false,
  tone = "light",
}: {
  email: string;
  label: string;
  /** Spec §2: "E-Mail in die Zwischenablage kopiert", from the page's content. */
  copiedToast: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** A small line under the button saying what it does. */
  showHint?: boolean;
  /** Background the hint and fallback sit on. */
  tone?: "light" | "dark";
}) {
  const { INFO } = useMessages(infoMessages);
  const { copy, failed } = useCopyEmail(email, copiedToast);
  const hintId = useId();
  return (
    <div className="flex flex-col gap-2">
      <Button
        variant={variant}
        size={size}
        onClick={copy}
        aria-describedby={showHint ? hintId : undefined}
        className="self-start"
      >
        <Copy aria-hidden className="h-5 w-5" />
        {label}
      </Button>
      {showHint ? (
        <p id={hintId} className={cn("text-sm", tone === "dark" ? "text-leaf-100" : "text-stone-600")}>
          {INFO.copy.hint(email)}
        </p>
      ) : null}
      <div role="status">
        {failed ? (
          <p
            data-testid="copy-fallback"
            className={cn(
              "max-w-md rounded-2xl p-4 text-sm",
              tone === "dark" ? "bg-white/10 text-white" : "bg-white text-stone-800 ring-1 ring-leaf-200",
            )}
          >
            {INFO.copy.unavailable}{" "}
            <a
              href={`mailto:${email}`}
              className={cn(
                "inline-flex items-center gap-1 font-semibold underline underline-offset-2 select-all",
                tone === "dark" ? "text-white" : "text-leaf-800",
              )}
            >
              <Mail aria-hidden className="h-4 w-4" />
              {email}
            </a>
          </p>
        ) : null}
      </div>
    </div>
  );
}
