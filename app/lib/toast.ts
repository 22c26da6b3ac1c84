import type { ExternalToast, toast as sonnerToast } from "sonner";

/**
 * The app's toasts, with sonner's calls and options, without sonner in the first view of a page.
 * sonner (≈ 9 KB gzip) loads when the page is idle after hydration or on the first toast, whichever
 * comes first (`<Toaster>` in components/ui/toaster.tsx). Calls made before its `<Toaster>` is mounted
 * wait here and are shown in order once it is; each keeps its own duration, counted from when it appears.
 * Only types come from "sonner" here: this module stays free of sonner's code.
 */
type Sonner = typeof sonnerToast;
type Message = Parameters<Sonner>[0];
type Kind = "message" | "success" | "error" | "warning" | "info";
type Call = { kind: Kind; message: Message; data?: ExternalToast };

/** sonner's `toast`, once its code is loaded; calls go through only while its `<Toaster>` is mounted. */
let sonner: Sonner | null = null;
let mounted = false;
let queue: Call[] = [];
let wanted = false;
const listeners = new Set<() => void>();

function show(kind: Kind, message: Message, data?: ExternalToast): void {
  if (sonner && mounted) {
    (kind === "message" ? sonner : sonner[kind])(message, data);
    return;
  }
  queue.push({ kind, message, data });
  if (!wanted) {
    wanted = true;
    for (const l of listeners) l();
  }
}

export const toast = Object.assign(
  (message: Message, data?: ExternalToast) => show("message", message, data),
  {
    success: (message: Message, data?: ExternalToast) => show("success", message, data),
    error: (message: Message, data?: ExternalToast) => show("error", message, data),
    warning: (message: Message, data?: ExternalToast) => show("warning", message, data),
    info: (message: Message, data?: ExternalToast) => show("info", message, data),
    /** Dismisses one toast by id, or all of them (waiting ones included). */
    dismiss: (id?: string | number) => {
      if (id === undefined) queue = [];
      sonner?.dismiss(id);
    },
  },
);

/**
 * Called by the toaster once sonner's `<Toaster>` is mounted: shows the waiting toasts in the order they
 * were made, then passes every later call straight on. Returns the disconnect for its unmount.
 */
export function connectToaster(impl: Sonner): () => void {
  sonner = impl;
  mounted = true;
  const waiting = queue;
  queue = [];
  for (const c of waiting) show(c.kind, c.message, c.data);
  return () => {
    mounted = false;
  };
}

/** Runs `load` as soon as a toast is waiting for sonner (now, if one already is). Returns the unsubscribe. */
export function onToastWanted(load: () => void): () => void {
  if (wanted) load();
  listeners.add(load);
  return () => listeners.delete(load);
}

/** After sonner failed to load (offline): the waiting toasts stay, the next toast asks again. */
export function toastLoadFailed(): void {
  wanted = false;
}
