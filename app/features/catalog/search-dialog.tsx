import { Search, X } from "lucide-react";
import { Dialog as D } from "radix-ui";
import { type RefObject, useEffect, useRef, useState } from "react";
import type { Plant } from "../../../domain/catalog/plant";
import { useReturnFocus } from "../../components/ui/dialog";
import { api, contract } from "../../lib/api";
import type { Locale } from "../../lib/i18n/locale";
import { useEuro } from "../../lib/i18n/money";
import { useLocale, useLocalizedNavigate, useMessages } from "../../lib/i18n/react";
import { catalogMessages } from "./messages";
import { PriceNote } from "./price-note";

/** The input gets focus 100 ms after opening (spec §9). */
export const SEARCH_FOCUS_MS = 100;

function useSearch(query: string, locale: Locale) {
  const [state, setState] = useState<{ q: string; plants: Plant[] }>({ q: "", plants: [] });
  useEffect(() => {
    const q = query.trim();
    if (!q) return setState({ q: "", plants: [] });
    const ctrl = new AbortController();
    const t = setTimeout(() => {
      api(`/api/plants/search?q=${encodeURIComponent(q)}&lang=${locale}`, contract("plantList"), {
        signal: ctrl.signal,
      })
        .then((res) => setState({ q, plants: res.ok ? res.data.plants : [] }))
        .catch(() => {});
    }, 120);
    return () => {
      clearTimeout(t);
      ctrl.abort();
    };
  }, [query, locale]);
  return state;
}

/**
 * Header search (spec §2, §5). Closing clears the query and results. Loaded on the first opening (the
 * header renders the opening button); on closing, focus returns to where it was, else to `trigger`.
 */
export function SearchDialog({
  trigger,
  open,
  onOpenChange: setOpen,
}: {
  trigger?: RefObject<HTMLElement | null>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { SEARCH } = useMessages(catalogMessages);
  const returnFocus = useReturnFocus(trigger);
  const [query, setQuery] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const navigate = useLocalizedNavigate();
  // German pages show German prices ("29,99 €"); the English locale keeps the spec's "€29.99".
  const locale = useLocale();
  const price = useEuro();
  const { q, plants } = useSearch(open ? query : "", locale);
  // The spec disables pinch zoom while the dialog is open; we do not: people who need to zoom must be
  // able to (WCAG 1.4.4), and `user-scalable=no` would block them.
  useEffect(() => {
    if (!open) return;
    const t = setTimeout(() => input.current?.focus(), SEARCH_FOCUS_MS);
    return () => clearTimeout(t);
  }, [open]);
  const change = (o: boolean) => {
    setOpen(o);
    if (!o) setQuery("");
  };
  const settled = q === query.trim() && q !== "";

  return (
    <D.Root open={open} onOpenChange={change}>
      <D.Portal>
        <D.Overlay className="fixed inset-0 z-50 bg-black/60 animate-fade-in" />
        <D.Content
          onOpenAutoFocus={(e) => {
            returnFocus.onOpenAutoFocus();
            // The input takes focus itself, SEARCH_FOCUS_MS after opening.
            e.preventDefault();
          }}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
          className="fixed left-1/2 top-4 z-50 w-[92vw] max-w-xl -translate-x-1/2 rounded-2xl bg-white p-4 shadow-xl animate-fade-in focus:outline-none md:top-24"
        >
          <D.Title className="sr-only">{SEARCH.title}</D.Title>
          <D.Description className="sr-only">{SEARCH.placeholder}</D.Description>
          <div className="flex items-center gap-2">
            <Search aria-hidden className="h-5 w-5 shrink-0 text-stone-500" />
            <input
              ref={input}
              type="search"
              value={query}
              maxLength={100}
              onChange={(e) => setQuery(e.target.value)}
              placeholder={SEARCH.placeholder}
              aria-label={SEARCH.placeholder}
              className="h-11 flex-1 bg-transparent text-base outline-none"
            />
            <D.Close aria-label={SEARCH.close} className="rounded-full p-2 text-stone-600 hover:bg-stone-100">
              <X aria-hidden className="h-5 w-5" />
            </D.Close>
          </div>
          {settled ? (
            <div className="mt-3 border-t border-stone-200 pt-3">
              {plants.length ? (
                <section aria-labelledby="search-results-h">
                  <h2
                    id="search-results-h"
                    className="mb-2 text-xs font-semibold uppercase tracking-wide text-stone-600"
                  >
                    {SEARCH.results}
                  </h2>
                  <ul data-testid="search-results" className="max-h-[60vh] overflow-y-auto md:max-h-[300px]">
                    {plants.map((p) => (
                      <li key={p.id}>
                        <button
                          type="button"
                          className="flex w-full items-center gap-3 rounded-xl p-2 text-left hover:bg-leaf-50 focus-visible:bg-leaf-50"
                          onClick={() => {
                            change(false);
                            navigate(`/shop/plant/${encodeURIComponent(p.id)}`);
                          }}
                        >
                          <img
                            src={p.imageUrl}
                            alt=""
                            width={800}
                            height={800}
                            className="h-12 w-12 rounded-lg bg-leaf-50 object-cover"
                          />
                          <span className="flex-1">
                            <span className="block font-medium text-leaf-950">{p.name}</span>
                            <span className="block text-sm italic text-stone-600">{p.botanicalName}</span>
                          </span>
                          <span className="font-semibold text-leaf-900">{price(p.priceCents)}</span>
                        </button>
                      </li>
                    ))}
                  </ul>
                  <PriceNote all className="mt-2 px-2" />
                </section>
              ) : (
                <p role="status" className="p-2 text-stone-700">
                  <span className="hidden md:inline">{SEARCH.emptyDesktop}</span>
                  <span className="md:hidden">{SEARCH.emptyMobile}</span>
                </p>
              )}
            </div>
          ) : null}
        </D.Content>
      </D.Portal>
    </D.Root>
  );
}
