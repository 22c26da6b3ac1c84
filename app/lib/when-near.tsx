import { type ComponentType, lazy, Suspense } from "react";
import { onFirstInteraction } from "./on-first-interaction";

/**
 * Resolves once the element `id` is within a screen of the viewport or the visitor first shows intent (a
 * pointer, a touch, a key: they may be about to leave for another page, whose part must not wait for an
 * element that is gone); at once where neither can be told.
 */
function near(id: string): Promise<void> {
  if (typeof document === "undefined" || typeof IntersectionObserver === "undefined")
    return Promise.resolve();
  const anchor = document.getElementById(id);
  // Not in the document: rendered by a client-side navigation, so there is no server HTML to keep.
  if (!anchor) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      io.disconnect();
      cancel();
      resolve();
    };
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), {
      rootMargin: "800px 0px",
    });
    io.observe(anchor);
    const cancel = onFirstInteraction(done);
  });
}

/**
 * A part of a server-rendered page further down (reviews) whose code loads when the visitor scrolls near
 * it, not with the first view (#31). The server renders it in full (no-JS readers, crawlers); in the
 * browser React keeps that HTML as it is (a dehydrated Suspense boundary) until the code has arrived, then
 * hydrates it. `anchorId` is an element outside the part, e.g. its section. If the code cannot be loaded
 * (offline), the part is left out rather than failing the page.
 */
export function whenNear<P extends object>(anchorId: string, load: () => Promise<ComponentType<P>>) {
  const nothing: ComponentType<P> = () => null;
  const Part = lazy(() =>
    near(anchorId)
      .then(load)
      .then(
        (component) => ({ default: component }),
        () => ({ default: nothing }),
      ),
  );
  return function WhenNear(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  };
}
