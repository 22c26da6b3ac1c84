/**
 * What a visitor does first that can lead to a dialog, menu or sheet: a pointer over or on the page, a
 * key. Not focus: the page moves focus itself (the cookie dialog, a route change), which is no intent.
 */
const INTENT_EVENTS = ["pointerover", "pointerdown", "touchstart", "keydown"] as const;

/**
 * Runs `run` once, at the visitor's first sign of intent on the page (issue #31): code for what opens on
 * a click (dialogs, menus, sheets) is fetched then, not while the page loads, so loading costs the first
 * view nothing, and it is usually there before the click that wants it lands (a hover or a touch comes
 * before the click). Returns a function that cancels it.
 */
export function onFirstInteraction(run: () => void): () => void {
  let done = false;
  const fire = (event: Event) => {
    // Inside an open modal <dialog> (the cookie dialog) the page behind is inert: nothing there can be
    // wanted yet. The browser also sends a pointerover when the dialog appears under a resting pointer.
    if (done || (event.target instanceof Element && event.target.closest("dialog[open]"))) return;
    done = true;
    cancel();
    run();
  };
  const cancel = () => {
    for (const e of INTENT_EVENTS) document.removeEventListener(e, fire, true);
  };
  for (const e of INTENT_EVENTS) document.addEventListener(e, fire, { capture: true, passive: true });
  return () => {
    done = true;
    cancel();
  };
}
