import { ScanLine } from "lucide-react";
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { PrefetchPageLinks } from "react-router";
import { localePath } from "../../lib/i18n/locale";
import { useLocale, useMessages } from "../../lib/i18n/react";
import { finderEntryMessages } from "./entry-messages";
import { usePlantTutorial } from "./plant-tutorial";

/** Spec §9: the splash stays about 1.2 s, the tutorial follows 100 ms later. */
export const SPLASH_MS = 1200;
export const TUTORIAL_DELAY_MS = 100;

export type SplashVariant = keyof (typeof finderEntryMessages)["de"]["SPLASH"];

interface SplashScreenContext {
  /** Shows the splash, then the tutorial when it is due, then runs `next`. Ignored while one is showing. */
  showSplash: (next: () => void, variant?: SplashVariant) => void;
  visible: boolean;
}

const Context = createContext<SplashScreenContext | null>(null);

export function useSplashScreen(): SplashScreenContext {
  const ctx = useContext(Context);
  if (!ctx) throw new Error("useSplashScreen must be used within a SplashScreenProvider");
  return ctx;
}

export function SplashScreenProvider({ children }: { children: ReactNode }) {
  const tutorial = usePlantTutorial();
  const [visible, setVisible] = useState(false);
  const [variant, setVariant] = useState<SplashVariant>("scan");
  // A second flag: a splash run is under way (visible, or between splash and tutorial).
  const running = useRef(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const showSplash = useCallback(
    (next: () => void, v: SplashVariant = "scan") => {
      if (running.current) return;
      running.current = true;
      if (tutorial.shouldShowTutorial()) tutorial.preloadTutorial();
      setVariant(v);
      setVisible(true);
      timers.current.push(
        setTimeout(() => {
          setVisible(false);
          if (!tutorial.shouldShowTutorial()) {
            running.current = false;
            next();
            return;
          }
          timers.current.push(
            setTimeout(() => {
              running.current = false;
              tutorial.showTutorial(next);
            }, TUTORIAL_DELAY_MS),
          );
        }, SPLASH_MS),
      );
    },
    [tutorial],
  );
  const value = useMemo(() => ({ showSplash, visible }), [showSplash, visible]);

  return (
    <Context.Provider value={value}>
      {children}
      {visible ? <SplashOverlay variant={variant} /> : null}
    </Context.Provider>
  );
}

function SplashOverlay({ variant }: { variant: SplashVariant }) {
  const { SPLASH } = useMessages(finderEntryMessages);
  const locale = useLocale();
  const text = SPLASH[variant];
  return (
    <div
      data-testid="splash-screen"
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-[60] flex flex-col items-center justify-center gap-6 bg-scan-gradient px-6 text-center text-white animate-fade-in"
    >
      <div className="relative flex h-28 w-28 items-center justify-center">
        <span aria-hidden className="absolute inset-0 animate-ping rounded-full bg-white/25" />
        <span className="relative flex h-24 w-24 items-center justify-center rounded-full bg-white/20 backdrop-blur">
          <ScanLine aria-hidden className="h-12 w-12" />
        </span>
      </div>
      <p className="text-4xl font-bold tracking-tight">{text.title}</p>
      <p className="text-lg text-white/90">{text.subtitle}</p>
      {/* Fetch the finder's code while the splash shows, so the camera opens without a wait. */}
      <PrefetchPageLinks page={localePath(locale, "/ai-finder")} />
    </div>
  );
}
