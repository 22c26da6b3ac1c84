import { useEffect, useRef, useState } from "react";
import { Button } from "../../components/ui/button";
import { Link, useMessages } from "../../lib/i18n/react";
import { onDemand } from "../../lib/on-demand";
import { toast } from "../../lib/toast";
import {
  ALL_ACCEPTED,
  type CookiePreferences,
  consentGiven,
  NECESSARY_ONLY,
  openCookieSettings,
  saveConsent,
  useConsent,
} from "./consent-store";
import { CONSENT_DELAY_MS, consentMessages } from "./messages";

// The dialog's code (a native <dialog>, not Radix: #31) is not in the first view: a first visit fetches it at once and opens it
// CONSENT_DELAY_MS later; otherwise it loads when the footer's "Cookie-Einstellungen" asks for it. It is
// an overlay in a portal, so appearing late shifts nothing.
const Dialog = onDemand(() => import("../../components/ui/native-dialog").then((m) => m.NativeDialog));

type Optional = Exclude<keyof CookiePreferences, "necessary">;
const OPTIONAL: Optional[] = ["functional", "analytics", "marketing"];

export function CookieConsent() {
  const { CONSENT } = useMessages(consentMessages);
  const { given, preferences, openRequests } = useConsent();
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<CookiePreferences>(preferences);

  useEffect(() => {
    if (given) return;
    // While hydrating, `given` is the server's "no"; a returning visitor's choice is already stored.
    if (!consentGiven()) Dialog.preload();
    const t = setTimeout(() => setOpen(true), CONSENT_DELAY_MS);
    return () => clearTimeout(t);
  }, [given]);

  // Each request of the footer button opens the dialog once, with the stored choice. Saving changes the
  // preferences but is no new request: the dialog must close then (it reopened before).
  const handledRequests = useRef(0);
  useEffect(() => {
    if (openRequests === handledRequests.current) return;
    handledRequests.current = openRequests;
    setChoice(preferences);
    setOpen(true);
  }, [openRequests, preferences]);

  useEffect(() => {
    // Spec §4: reopenable through a global cookie-settings function.
    (window as unknown as { openCookieSettings?: () => void }).openCookieSettings = openCookieSettings;
  }, []);

  const decide = (prefs: CookiePreferences, message: string) => {
    saveConsent(prefs);
    setOpen(false);
    toast.success(message);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={CONSENT.title}
      className="max-w-lg"
      closeLabel="Schließen"
    >
      <div data-testid="cookie-dialog" className="mt-3 flex flex-col gap-4 text-sm text-stone-700">
        <p>
          {CONSENT.intro}{" "}
          <Link to="/cookies" className="font-medium text-leaf-800 underline" onClick={() => setOpen(false)}>
            {CONSENT.policyLink}
          </Link>
        </p>
        {/* Accepting and refusing side by side and first, equally easy on a phone's first screen (issue
            #32: „Nur notwendige" needed a scroll there); the choice per category follows. */}
        <div data-testid="consent-decide" className="grid grid-cols-2 gap-2">
          <Button onClick={() => decide(ALL_ACCEPTED, CONSENT.toastAll)}>{CONSENT.acceptAll}</Button>
          <Button onClick={() => decide(NECESSARY_ONLY, CONSENT.toastNecessary)}>
            {CONSENT.necessaryOnly}
          </Button>
        </div>
        <ul className="flex flex-col gap-3">
          <li className="flex items-start justify-between gap-4 rounded-xl bg-leaf-50 p-3">
            <div>
              <p className="font-semibold text-leaf-950">{CONSENT.categories.necessary.label}</p>
              <p>{CONSENT.categories.necessary.text}</p>
            </div>
            <span className="shrink-0 text-xs font-medium text-leaf-800">{CONSENT.alwaysOn}</span>
          </li>
          {OPTIONAL.map((key) => (
            <li key={key} className="flex items-start justify-between gap-4 rounded-xl bg-stone-50 p-3">
              <label htmlFor={`consent-${key}`} className="cursor-pointer">
                <span className="block font-semibold text-leaf-950">{CONSENT.categories[key].label}</span>
                <span className="block">{CONSENT.categories[key].text}</span>
              </label>
              <input
                id={`consent-${key}`}
                type="checkbox"
                role="switch"
                aria-checked={choice[key]}
                checked={choice[key]}
                onChange={(e) => setChoice({ ...choice, [key]: e.target.checked })}
                className="mt-1 h-5 w-5 shrink-0 accent-leaf-700"
              />
            </li>
          ))}
        </ul>
        <Button variant="outline" onClick={() => decide(choice, CONSENT.toastSaved)}>
          {CONSENT.save}
        </Button>
      </div>
    </Dialog>
  );
}
